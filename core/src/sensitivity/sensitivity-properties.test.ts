import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate } from '../cashflow/calculate';
import type { Kpis } from '../cashflow/result-types';
import { catalogueCashflows } from '../test-support/catalogue-cashflows';
import { scenario } from '../test-support/cashflows';
import { calculateSensitivity } from './calculate-sensitivity';
import { changeDriver } from './drivers';
import type { SensitivityFigures } from './base-scenario';

/** What calculate() answers for a changed cashflow: the base scenario's sensitivity figures and kpis, or its errors. */
function calculated(cashflow: object): { figures: SensitivityFigures; kpis: Kpis } | { errors: unknown } {
  const outcome = calculate(cashflow);
  if (!outcome.ok) return { errors: outcome.errors };
  const { kpis } = scenario(outcome.results, 'base');
  return { figures: { dcfValue: kpis.dcfValue, projectIrr: kpis.projectIrr, minDscr: kpis.minDscr, projectNpv: kpis.projectNpv }, kpis };
}

const same = (a: SensitivityFigures, b: SensitivityFigures) =>
  (['dcfValue', 'projectIrr', 'minDscr', 'projectNpv'] as const).every((key) => Object.is(a[key], b[key]));

/**
 * The sensitivity for cashflows drawn from the whole field catalogue: every figure is calculate() of the cashflow
 * changed as the driver says (changeDriver, behind withDriverChange), exactly (Object.is), since each is that
 * calculation — the same validation and engine parts in the same order — and not a second derivation of it. An input
 * added to the engine is exercised here without being named.
 */
describe('the sensitivity is calculate() of the changed cashflow', () => {
  it('every tornado side and the cells of the two-way table', { timeout: 120_000 }, () => {
    const steps = fc.integer({ min: 1, max: 50 }).map((percent) => percent / 100);
    fc.assert(
      fc.property(catalogueCashflows, steps, fc.nat({ max: 6 }), (cashflow, step, row) => {
        const outcome = calculateSensitivity(cashflow, { step });
        if (!outcome.ok) throw new Error(`no sensitivity: ${JSON.stringify(outcome.errors)}`);
        const { tornado, twoWay } = outcome.sensitivity;
        for (const entry of tornado) {
          for (const [side, factor] of [
            ['low', 1 - step],
            ['high', 1 + step],
          ] as const) {
            const expected = calculated(changeDriver(cashflow, entry.driver, factor));
            const errors = side === 'low' ? entry.lowErrors : entry.highErrors;
            if ('errors' in expected) expect(errors, `${entry.driver} ${side}`).toEqual(expected.errors);
            else expect(errors === undefined && same(entry[side], expected.figures), `${entry.driver} ${side}`).toBe(true);
          }
        }
        // One row of the table per cashflow, so that a run stays a few seconds; the rows vary from draw to draw.
        const charterChange = twoWay.charterChanges[row] ?? Number.NaN;
        for (const [opexIndex, opexChange] of twoWay.opexChanges.entries()) {
          const changed = changeDriver(changeDriver(cashflow, 'charterRates', 1 + charterChange), 'opex', 1 + opexChange);
          const expected = calculated(changed);
          for (const figure of ['projectNpv', 'minDscr', 'minSecurityCover'] as const) {
            const cell = twoWay[figure][row]?.[opexIndex];
            expect(Object.is(cell, 'errors' in expected ? null : expected.kpis[figure]), `${figure} ${charterChange} × ${opexChange}`).toBe(true);
          }
        }
      }),
      { numRuns: 50 },
    );
  });
});
