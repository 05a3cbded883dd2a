import { scenarioIndependentParts } from '../cashflow/calculate';
import { charterRates } from '../cashflow/charter-schedule';
import { dcfValueOf, projectNpvOf, residualDiscountFactor } from '../cashflow/key-figures';
import type { ModelInput } from '../cashflow/model-input';
import { periodHasNonFinite } from '../cashflow/non-finite';
import { buildPeriods } from '../cashflow/periods';

/** Project NPV of the base scenario for charter rate × opex changes (issue 13); `projectNpv[charterIndex][opexIndex]`. */
export type TwoWayTable = { charterChanges: number[]; opexChanges: number[]; projectNpv: number[][] };

/** The table's changes: −3·step … +3·step in seven steps, kept to 12 significant digits so that 3 × 0.1 reads 0.3. */
export function twoWayChanges(step: number): number[] {
  return [-3, -2, -1, 0, 1, 2, 3].map((multiple) => (multiple === 0 ? 0 : Number((multiple * step).toPrecision(12))));
}

/** A cell of the table whose calculation is not finite: its changes, for the caller to name the fields. */
export type FailedCell = { charterChange: number; opexChange: number };

/**
 * The project NPVs of one opex level: the engine's scenario-independent parts once (they do not read the charter rates),
 * then per charter change the base scenario's charter rates, periods and project NPV by the engine's own functions
 * (calculateCashflow, computeKeyFigures), leaving out the key figures the table does not show.
 */
function opexRow(input: ModelInput, charterChanges: readonly number[]): (number | null)[] {
  const { statics, timeline, frames, openingCash } = scenarioIndependentParts(input);
  const atEnd = residualDiscountFactor({ input, statics });
  return charterChanges.map((charterChange) => {
    const changed: ModelInput = {
      ...input,
      averageTimeCharterCurr: input.averageTimeCharterCurr * (1 + charterChange),
      expectedFutureCharterCurr: input.expectedFutureCharterCurr * (1 + charterChange),
    };
    const rates = charterRates({ input: changed, statics, scenario: 'base' });
    const periods = buildPeriods({ input: changed, frames, timeline, rates, openingCash, saleAtEndOfLife: statics.saleAtEndOfLife });
    const dcfValue = dcfValueOf({ periods, residualValueAtEndOfLife: statics.residualValueAtEndOfLife, residualDiscountFactor: atEnd });
    const projectNpv = projectNpvOf({ dcfValue, statics });
    return periods.some(periodHasNonFinite) || !Number.isFinite(projectNpv) ? null : projectNpv;
  });
}

/**
 * The two-way table of issue 13: project NPV of the base scenario with opexPerDayCurr × (1 + o) and the expected future
 * charter and the long-term average × (1 + c), the cashflow `withDriverChange` makes for both, 49 cells. Both inputs are
 * amounts ≥ 0 without an upper bound (docs/spec/calculation.md section 2), so a valid cashflow stays valid: the validated
 * input is changed rather than validated 49 times. A test compares every cell with `calculate` bit for bit.
 */
export function twoWayTable(input: ModelInput, step: number): { ok: true; table: TwoWayTable } | { ok: false; cell: FailedCell } {
  const changes = twoWayChanges(step);
  const byOpex = changes.map((opexChange) => opexRow({ ...input, opexPerDayCurr: input.opexPerDayCurr * (1 + opexChange) }, changes));
  const projectNpv: number[][] = [];
  for (const [charterIndex, charterChange] of changes.entries()) {
    const row: number[] = [];
    for (const [opexIndex, opexChange] of changes.entries()) {
      const value = byOpex[opexIndex]?.[charterIndex];
      if (value === undefined || value === null) return { ok: false, cell: { charterChange, opexChange } };
      row.push(value);
    }
    projectNpv.push(row);
  }
  return { ok: true, table: { charterChanges: changes, opexChanges: changes, projectNpv } };
}
