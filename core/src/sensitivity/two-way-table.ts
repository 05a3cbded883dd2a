import { calculateBase } from './base-scenario';
import { changeDriver } from './drivers';

/**
 * Project NPV of the base scenario for charter rate × opex changes (issue 13); `projectNpv[charterIndex][opexIndex]`,
 * null where `calculate` refuses the changed cashflow (a change below −100 % makes a rate or a cost negative).
 */
export type TwoWayTable = { charterChanges: number[]; opexChanges: number[]; projectNpv: (number | null)[][] };

/** The table's changes: −3·step … +3·step in seven steps, kept to 12 significant digits so that 3 × 0.1 reads 0.3. */
export function twoWayChanges(step: number): number[] {
  return [-3, -2, -1, 0, 1, 2, 3].map((multiple) => (multiple === 0 ? 0 : Number((multiple * step).toPrecision(12))));
}

/**
 * The two-way table of issue 13: for each charter change c and opex change o, the cashflow that the charterRates driver
 * × (1 + c) and the opex driver × (1 + o) make (withDriverChange), calculated as `calculate` calculates its base
 * scenario: 49 ordinary calculations, so that a cell is the engine's answer for a cashflow a user could enter.
 */
export function twoWayTable(cashflow: object, step: number): TwoWayTable {
  const changes = twoWayChanges(step);
  const projectNpv = changes.map((charterChange) => {
    const charterChanged = changeDriver(cashflow, 'charterRates', 1 + charterChange);
    return changes.map((opexChange) => {
      const changed = calculateBase(changeDriver(charterChanged, 'opex', 1 + opexChange));
      return changed.ok ? changed.result.kpis.projectNpv : null;
    });
  });
  return { charterChanges: changes, opexChanges: changes, projectNpv };
}
