import { baseTableFigures, scenarioIndependentParts, type TableFigures } from '../cashflow/calculate';
import { validateForCalculation } from '../cashflow/validate-for-calculation';
import { changeDriver } from './drivers';

/** The figures a two-way table can show. */
export type TwoWayFigure = keyof TableFigures;

/**
 * The base scenario's project NPV, minimum DSCR and minimum security cover for charter rate × opex changes;
 * `projectNpv[charterIndex][opexIndex]` and so on. A cell whose changed cashflow `calculate` refuses (a change below
 * −100 % makes a rate or a cost negative) is null in all three; projectNpv is null only then, while minDscr and
 * minSecurityCover are also null where the kpis leave them undefined (no debt service, no test date).
 */
export type TwoWayTable = { charterChanges: number[]; opexChanges: number[] } & Record<TwoWayFigure, (number | null)[][]>;

/** The table's changes: −3·step … +3·step in seven steps, kept to 12 significant digits so that 3 × 0.1 reads 0.3. */
export function twoWayChanges(step: number): number[] {
  return [-3, -2, -1, 0, 1, 2, 3].map((multiple) => (multiple === 0 ? 0 : Number((multiple * step).toPrecision(12))));
}

/**
 * The two-way table: for each charter change c and opex change o, the cashflow that the charterRates driver
 * × (1 + c) and the opex driver × (1 + o) make (withDriverChange), validated as `calculate` validates it and valued by
 * the engine's baseTableFigures, which are calculate's figures bit for bit without those the table does not show: a cell is the engine's answer for a cashflow a user could enter. The cells of one opex change share its
 * scenario-independent parts, as the engine's scenarios do, since a charter change moves only the charter schedule.
 * A cell whose cashflow calculate refuses is null.
 */
export function twoWayTable(cashflow: object, step: number): TwoWayTable {
  const changes = twoWayChanges(step);
  const byOpex = changes.map((opexChange) => {
    const opexChanged = changeDriver(cashflow, 'opex', 1 + opexChange);
    const validated = validateForCalculation(opexChanged);
    const parts = validated.ok ? scenarioIndependentParts(validated.input) : null;
    return changes.map((charterChange) => {
      const changed = validateForCalculation(changeDriver(opexChanged, 'charterRates', 1 + charterChange));
      return changed.ok && parts !== null ? baseTableFigures(changed.input, parts) : null;
    });
  });
  const table = (figure: TwoWayFigure) => changes.map((_charterChange, charterIndex) => byOpex.map((row) => row[charterIndex]?.[figure] ?? null));
  return {
    charterChanges: changes,
    opexChanges: changes,
    projectNpv: table('projectNpv'),
    minDscr: table('minDscr'),
    minSecurityCover: table('minSecurityCover'),
  };
}
