import type { Period, ScenarioResult, Year } from '@keelson/core';

/** The columns of the year table, shared by a model year and by each of its monthly periods. */
export type TableFigures = {
  start: string;
  end: string;
  grossRevenue: number;
  opex: number;
  docking: number;
  cfads: number;
  debtService: number;
  /** Balloons repaid: paid by equity and liquidity, not part of the debt service (docs/spec/calculation.md section 6). */
  balloon: number;
  /** Defined for model years only (docs/spec/calculation.md section 5); a month has none. */
  dscr: number | null;
  debtOutstanding: number;
  liquidity: number;
  presentValue: number;
  /** The daily charter rate that pays the year's costs and debt service; like the DSCR, for model years only. */
  cashBreakevenRate: number | null;
};

export type PeriodRow = TableFigures & { month: number };

export type YearRow = TableFigures & { year: number; periods: PeriodRow[] };

/** The periods that make up a model year: those that start in [year.start, year.end) (docs/spec/calculation.md section 5). */
export function periodsOfYear(result: ScenarioResult, year: Year): Period[] {
  // Dates are `YYYY-MM-DD` texts, so text order is date order.
  return result.periods.filter((period) => period.start >= year.start && period.start < year.end);
}

function figures(source: Period | Year, yearOnly: Pick<TableFigures, 'dscr' | 'cashBreakevenRate'>): TableFigures {
  return {
    start: source.start,
    end: source.end,
    grossRevenue: source.grossRevenue,
    opex: source.opex,
    docking: source.docking,
    cfads: source.cfads,
    debtService: source.debtService,
    balloon: source.balloon,
    ...yearOnly,
    debtOutstanding: source.debtOutstanding,
    liquidity: source.liquidity,
    presentValue: source.presentValue,
  };
}

/** One row per model year, each with its monthly periods numbered from 1, for the year table. */
export function yearRows(result: ScenarioResult): YearRow[] {
  return result.years.map((year) => ({
    ...figures(year, { dscr: year.dscr, cashBreakevenRate: year.cashBreakevenRate }),
    year: year.year,
    periods: periodsOfYear(result, year).map((period, index) => ({ ...figures(period, { dscr: null, cashBreakevenRate: null }), month: index + 1 })),
  }));
}
