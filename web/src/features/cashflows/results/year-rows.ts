import type { Period, ScenarioResult, Year } from '@keelson/core';

/** The columns of the year table, shared by a model year and by each of its monthly periods. */
export type TableFigures = {
  start: string;
  end: string;
  grossRevenue: number;
  opex: number;
  docking: number;
  cfads: number;
  /** The debt service split: interest on the balance and the scheduled instalments (docs/spec/calculation.md section 6). */
  interest: number;
  principal: number;
  debtService: number;
  /** Balloons repaid: paid by equity and liquidity, not part of the debt service (docs/spec/calculation.md section 6). */
  balloon: number;
  /** Defined for model years only (docs/spec/calculation.md section 5); a month has none. */
  dscr: number | null;
  debtOutstanding: number;
  /**
   * The debt outstanding against the ship's linear value at the end, core's `ltv` of the period that ends there (a
   * year's is its last period's, as its debt outstanding is); null when the linear value is not above zero.
   */
  ltv: number | null;
  liquidity: number;
  /** What equity receives (or pays in, when negative): balloons, disbursements and the purchase included (section 5). */
  equityCashflow: number;
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

function figures(source: Period | Year, atEnd: Pick<TableFigures, 'dscr' | 'cashBreakevenRate' | 'ltv'>): TableFigures {
  return {
    start: source.start,
    end: source.end,
    grossRevenue: source.grossRevenue,
    opex: source.opex,
    docking: source.docking,
    cfads: source.cfads,
    interest: source.interest,
    principal: source.principal,
    debtService: source.debtService,
    balloon: source.balloon,
    ...atEnd,
    debtOutstanding: source.debtOutstanding,
    liquidity: source.liquidity,
    equityCashflow: source.equityCashflow,
    presentValue: source.presentValue,
  };
}

/** One row per model year, each with its monthly periods numbered from 1, for the year table. */
export function yearRows(result: ScenarioResult): YearRow[] {
  return result.years.map((year) => {
    const periods = periodsOfYear(result, year);
    // core gives a year no LTV of its own: the year ends where its last period does, so that period's is the year's.
    const ltv = periods.at(-1)?.ltv ?? null;
    return {
      ...figures(year, { dscr: year.dscr, cashBreakevenRate: year.cashBreakevenRate, ltv }),
      year: year.year,
      periods: periods.map((period, index) => ({ ...figures(period, { dscr: null, cashBreakevenRate: null, ltv: period.ltv }), month: index + 1 })),
    };
  });
}
