import type { ScenarioResult } from '@keelson/core';
import { create } from 'zustand';
import type { Draft } from '../../../lib/cashflow-draft';
import { changedPaths } from './error-visibility';

/**
 * What the workbench remembers to show the change the last edit made to the key figures: the results
 * before that edit and the latest ones. An edit is a run of changes to the same fields, so that typing 13500 over
 * 12000 compares 13500 with 12000, not with 1350; a change of other fields starts the next edit. A draft that takes
 * the place of the edited one (start over, the example, another record) starts afresh, except the saved copy of the
 * same cashflow, whose figures are the same.
 */
export type LastEdit = {
  /** The draft the latest outcome was calculated from. */
  draft: Draft;
  /** Which draft this is (model/refused-fields.ts counts the drafts that replaced the edited one). */
  generation: number;
  /** The fields the current edit changes, or null for a change that continues no edit (a list entry added or removed). */
  fields: string | null;
  /** The results the last ok outcome before the current edit gave, or null. */
  before: readonly ScenarioResult[] | null;
  /** The latest results that core gave; an invalid draft in between keeps them. */
  latest: readonly ScenarioResult[] | null;
};

export function firstEdit(draft: Draft, generation: number, results: readonly ScenarioResult[] | null): LastEdit {
  return { draft, generation, fields: null, before: null, latest: results };
}

/** Whether two lists of results hold the same key figures, scenario by scenario. */
function sameFigures(a: readonly ScenarioResult[] | null, b: readonly ScenarioResult[] | null): boolean {
  if (a === null || b === null || a.length !== b.length) return false;
  return a.every((result, index) => result.scenario === b[index]?.scenario && JSON.stringify(result.kpis) === JSON.stringify(b[index]?.kpis));
}

/**
 * The memory after the outcome of `draft` (`results` when core calculated it, null when the draft is invalid); the
 * same object when nothing changed, so that a component may keep it in state.
 */
export function nextEdit(memory: LastEdit, draft: Draft, generation: number, results: readonly ScenarioResult[] | null): LastEdit {
  const latest = results ?? memory.latest;
  if (draft === memory.draft) return latest === memory.latest ? memory : { ...memory, latest };
  if (generation !== memory.generation) {
    // A replacement is no edit: only the saved copy of the draft that was edited keeps what its last edit changed.
    const keep = sameFigures(memory.latest, results);
    return { draft, generation, fields: keep ? memory.fields : null, before: keep ? memory.before : null, latest: results };
  }
  const paths = changedPaths(memory.draft, draft);
  const fields = paths.length === 0 ? null : paths.sort().join(' ');
  const continues = fields !== null && fields === memory.fields;
  return { draft, generation, fields, before: continues ? memory.before : memory.latest, latest };
}

/** The result of `scenario` before the last edit and now; null where there is none. */
export function scenarioBeforeAndNow(memory: LastEdit, scenario: ScenarioResult['scenario']): { before: ScenarioResult | null; now: ScenarioResult | null } {
  const find = (results: readonly ScenarioResult[] | null) => results?.find((result) => result.scenario === scenario) ?? null;
  return { before: find(memory.before), now: find(memory.latest) };
}

type LastEditState = {
  memory: LastEdit | null;
  /** Takes in the outcome of a calculated draft (its results, or null when it does not calculate). */
  record: (draft: Draft, generation: number, results: readonly ScenarioResult[] | null) => void;
};

/**
 * The memory of the last edit, outside React's render: the page records each outcome once it is on the screen, and
 * only the key figures that show a change read it, so no other part of the page draws again for it.
 */
export const useLastEditStore = create<LastEditState>()((set) => ({
  memory: null,
  record: (draft, generation, results) =>
    set((state) => {
      const next = state.memory === null ? firstEdit(draft, generation, results) : nextEdit(state.memory, draft, generation, results);
      return next === state.memory ? state : { memory: next };
    }),
}));

/** The base case before the last edit and now, as the key figures pinned beside the form show them. */
export function useBaseCaseEdit(): { before: ScenarioResult | null; now: ScenarioResult | null } {
  const before = useLastEditStore((state) => (state.memory === null ? null : scenarioBeforeAndNow(state.memory, 'base').before));
  const now = useLastEditStore((state) => (state.memory === null ? null : scenarioBeforeAndNow(state.memory, 'base').now));
  return { before, now };
}
