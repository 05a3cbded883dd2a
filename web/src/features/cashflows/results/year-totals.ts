import type { Kpis } from '@keelson/core';
import type { TableFigures } from './year-rows';

/** The columns of the year table that are flows over a span of time, so that their sum over the years means something. */
export const summedColumns = [
  'grossRevenue',
  'opex',
  'docking',
  'cfads',
  'interest',
  'principal',
  'debtService',
  'balloon',
  'equityCashflow',
  'presentValue',
] as const;
type SummedColumn = (typeof summedColumns)[number];

/**
 * The totals row of the year table: the flows summed over the economic life, from the first year's start to the last
 * year's end. The DSCR and the cash break-even rate are ratios, so the row shows core's averages over the life
 * (avgDscr over the loan life, avgCashBreakevenRate, docs/spec/calculation.md section 8) instead of a sum; the debt
 * outstanding and the liquidity are balances at a date and the LTV a ratio at a date, so the row has none of them. The
 * equity cash flow sums the periods' only: the equity paid for a purchase at V and the sale at the end of life, which
 * section 8's equity flows add, are in no period. Null without years.
 */
export type YearTotals = Record<SummedColumn, number> & {
  start: string;
  end: string;
  averageDscr: number | null;
  averageCashBreakevenRate: number | null;
};

export function yearTotals(rows: readonly TableFigures[], kpis: Pick<Kpis, 'avgDscr' | 'avgCashBreakevenRate'>): YearTotals | null {
  const first = rows[0];
  const last = rows.at(-1);
  if (first === undefined || last === undefined) return null;
  const sum = (column: SummedColumn) => rows.reduce((total, row) => total + row[column], 0);
  return {
    start: first.start,
    end: last.end,
    grossRevenue: sum('grossRevenue'),
    opex: sum('opex'),
    docking: sum('docking'),
    cfads: sum('cfads'),
    interest: sum('interest'),
    principal: sum('principal'),
    debtService: sum('debtService'),
    balloon: sum('balloon'),
    equityCashflow: sum('equityCashflow'),
    presentValue: sum('presentValue'),
    averageDscr: kpis.avgDscr,
    averageCashBreakevenRate: kpis.avgCashBreakevenRate,
  };
}
