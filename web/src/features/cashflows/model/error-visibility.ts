import type { FieldError } from '@keelson/core';
import { create } from 'zustand';
import { useCashflowDraftStore, type Draft } from '../../../lib/cashflow-draft';
import type { ErrorsByPath } from './field-errors';

/**
 * Which field errors the form shows (no red "required" on a pristine form). An error about a value the
 * draft holds is always shown; a missing required value is shown only once its field was edited (its value changed
 * in this draft) or a save was attempted. The status panel below the form still lists everything that is missing.
 */
export function visibleErrors(errors: ErrorsByPath, touched: ReadonlySet<string>, saveAttempted: boolean): ErrorsByPath {
  if (saveAttempted) return errors;
  const shown = new Map<string, FieldError>();
  for (const [path, error] of errors) if (error.rule !== 'required' || touched.has(path)) shown.set(path, error);
  return shown;
}

/** The paths whose values differ between two drafts: top-level fields, each tranche's fields, each broker estimate. */
export function changedPaths(before: Draft, after: Draft): string[] {
  const paths: string[] = [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof Draft>;
  for (const key of keys) {
    const previous = before[key];
    const next = after[key];
    if (previous === next) continue;
    if (key === 'tranches' && Array.isArray(previous) && Array.isArray(next)) {
      next.forEach((tranche: unknown, index) => {
        const old = previous[index] as Record<string, unknown> | undefined;
        const now = (tranche ?? {}) as Record<string, unknown>;
        if (old === undefined) return; // a tranche just added: its empty fields are not touched yet
        for (const field of new Set([...Object.keys(old), ...Object.keys(now)])) {
          if (old[field] !== now[field]) paths.push(`tranches.${index}.${field}`);
        }
      });
      continue;
    }
    if (key === 'brokerValueEsimationsCurr' && Array.isArray(previous) && Array.isArray(next)) {
      next.forEach((estimate, index) => {
        if (index < previous.length && previous[index] !== estimate) paths.push(`brokerValueEsimationsCurr.${index}`);
      });
      continue;
    }
    paths.push(key);
  }
  return paths;
}

type ErrorVisibility = { touched: ReadonlySet<string>; saveAttempted: boolean; saveWasAttempted: () => void };

/** What the user has touched in the current draft; forgotten when another draft takes its place. */
export const useErrorVisibility = create<ErrorVisibility>()((set) => ({
  touched: new Set(),
  saveAttempted: false,
  saveWasAttempted: () => set({ saveAttempted: true }),
}));

/**
 * Whether a change of the draft store puts another draft in place of the one being edited (start over, the example,
 * another record loaded) rather than edits or the answer to a save of the edited draft, which keep what was touched.
 */
export function replacesDraft(
  previous: { draft: Draft; saved: { id: string } | null; edited: boolean },
  state: { draft: Draft; saved: { id: string } | null; edited: boolean },
): boolean {
  if (state.edited || state.draft === previous.draft) return false;
  const savedFromEdits = state.saved !== null && previous.edited && (previous.saved === null || previous.saved.id === state.saved.id);
  return !savedFromEdits;
}

useCashflowDraftStore.subscribe((state, previous) => {
  if (replacesDraft(previous, state)) {
    useErrorVisibility.setState({ touched: new Set(), saveAttempted: false });
    return;
  }
  if (state.draft === previous.draft) return;
  const paths = changedPaths(previous.draft, state.draft);
  // A field typed in again is already touched: the set stays the same object, so that no error is shown anew.
  const { touched } = useErrorVisibility.getState();
  if (paths.some((path) => !touched.has(path))) useErrorVisibility.setState({ touched: new Set([...touched, ...paths]) });
});
