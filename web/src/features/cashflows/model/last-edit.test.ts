import type { ScenarioResult } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import type { Draft } from '../../../lib/cashflow-draft';
import { workedExample } from '../worked-example';
import { firstEdit, nextEdit, scenarioBeforeAndNow, useLastEditStore } from './last-edit';

const draftOf = (cashflow: object) => cashflow as Draft;
const { cashflow: base, results: baseResults } = workedExample();
const opex = (perDay: number) => workedExample({ opexPerDayCurr: perDay });

describe('nextEdit', () => {
  const start = firstEdit(draftOf(base), 0, baseResults);

  it('compares with the results before the edit, over every keystroke of the same field', () => {
    const typed = [7, 74, 740, 7400].map((perDay) => ({ perDay, ...opex(perDay) }));
    const memory = typed.reduce((current, step) => nextEdit(current, draftOf(step.cashflow), 0, step.results), start);
    expect(memory.fields).toBe('opexPerDayCurr');
    expect(memory.before).toBe(baseResults);
    expect(memory.latest).toBe(typed.at(-1)?.results);
  });

  it('starts the next edit with a change of another field', () => {
    const first = opex(7400);
    const afterOpex = nextEdit(start, draftOf(first.cashflow), 0, first.results);
    const second = workedExample({ opexPerDayCurr: 7400, equityYield: 0.11 });
    const afterYield = nextEdit(afterOpex, draftOf(second.cashflow), 0, second.results);
    expect(afterYield.fields).toBe('equityYield');
    expect(afterYield.before).toBe(first.results);
    expect(afterYield.latest).toBe(second.results);
  });

  it('keeps the last results through an invalid draft, and compares with them once it calculates again', () => {
    const emptied = draftOf({ ...base, opexPerDayCurr: null });
    const invalid = nextEdit(start, emptied, 0, null);
    expect(invalid.latest).toBe(baseResults);
    const retyped = opex(7000);
    const memory = nextEdit(invalid, draftOf(retyped.cashflow), 0, retyped.results);
    expect(memory.before).toBe(baseResults);
    expect(memory.latest).toBe(retyped.results);
  });

  it('makes an added or removed list entry an edit of its own', () => {
    const fewer = workedExample({ tranches: base.tranches?.slice(0, 1) });
    const memory = nextEdit(start, draftOf(fewer.cashflow), 0, fewer.results);
    expect(memory.fields).toBeNull();
    expect(memory.before).toBe(baseResults);
    const again = workedExample({ tranches: [] });
    expect(nextEdit(memory, draftOf(again.cashflow), 0, again.results).before).toBe(fewer.results);
  });

  it('is the same memory while the draft and its results stay', () => {
    expect(nextEdit(start, draftOf(base), 0, baseResults)).toBe(start);
    expect(nextEdit(start, draftOf(base), 1, baseResults)).toBe(start);
  });

  it('starts afresh when another draft replaces the edited one, but keeps the edit across its saved copy', () => {
    const edited = opex(7400);
    const memory = nextEdit(start, draftOf(edited.cashflow), 0, edited.results);
    const other = workedExample({ title: 'another ship', opexPerDayCurr: 9000 });
    expect(nextEdit(memory, draftOf(other.cashflow), 1, other.results)).toMatchObject({ before: null, fields: null, latest: other.results });
    const savedCopy = workedExample({ opexPerDayCurr: 7400 });
    expect(nextEdit(memory, draftOf(savedCopy.cashflow), 1, savedCopy.results)).toMatchObject({ before: baseResults, fields: 'opexPerDayCurr' });
  });
});

describe('scenarioBeforeAndNow', () => {
  it('finds the scenario in the results before and after the edit', () => {
    const edited = opex(7400);
    const memory = nextEdit(firstEdit(draftOf(base), 0, baseResults), draftOf(edited.cashflow), 0, edited.results);
    const { before, now } = scenarioBeforeAndNow(memory, 'longTermAverage');
    expect(before).toBe(baseResults.find((result: ScenarioResult) => result.scenario === 'longTermAverage'));
    expect(now?.kpis.dcfValue).toBeLessThan(before?.kpis.dcfValue ?? Number.NaN);
    expect(scenarioBeforeAndNow(firstEdit(draftOf(base), 0, null), 'base')).toEqual({ before: null, now: null });
  });
});

describe('useLastEditStore', () => {
  it('records the outcomes as they come and keeps its state while nothing changes', () => {
    const { record } = useLastEditStore.getState();
    record(draftOf(base), 0, baseResults);
    const first = useLastEditStore.getState().memory;
    expect(first).toMatchObject({ before: null, latest: baseResults });
    record(draftOf(base), 0, baseResults);
    expect(useLastEditStore.getState().memory).toBe(first);
    const edited = opex(7400);
    record(draftOf(edited.cashflow), 0, edited.results);
    expect(useLastEditStore.getState().memory).toMatchObject({ before: baseResults, latest: edited.results, fields: 'opexPerDayCurr' });
  });
});
