import type { BookRow, LoanStatus } from './book';
import type { LoanMonitor, MonitorPoint } from './monitor';

/** The book's totals: amounts added as they are, so a book in several currencies shows them all in `currencies`. */
export type BookTotals = {
  loans: number;
  debtOutstanding: number;
  marketValue: number;
  /** Averages weighted by each loan's debt outstanding, over the loans that have the figure; null when none has. */
  weightedLtv: number | null;
  weightedMinimumValueClauseHeadroom: number | null;
  weightedTrailingDscr: number | null;
  statusCounts: Record<LoanStatus, number>;
  /** The currencies of the loans, sorted. */
  currencies: string[];
};

/** Σ debt × figure / Σ debt over the rows with the figure and some debt; null when there is no such row. */
function exposureWeighted(rows: readonly BookRow[], figure: (row: BookRow) => number | null): number | null {
  let weighted = 0;
  let weights = 0;
  for (const row of rows) {
    const value = figure(row);
    if (value === null || row.debtOutstanding <= 0) continue;
    weighted += row.debtOutstanding * value;
    weights += row.debtOutstanding;
  }
  return weights > 0 ? weighted / weights : null;
}

/** The totals of the book's rows: debt, value, exposure-weighted LTV, minimum-value-clause headroom and DSCR, statuses. */
export function bookTotals(rows: readonly BookRow[]): BookTotals {
  const statusCounts: Record<LoanStatus, number> = { red: 0, amber: 0, green: 0 };
  for (const row of rows) statusCounts[row.status] += 1;
  return {
    loans: rows.length,
    debtOutstanding: rows.reduce((sum, row) => sum + row.debtOutstanding, 0),
    marketValue: rows.reduce((sum, row) => sum + row.marketValue, 0),
    weightedLtv: exposureWeighted(rows, (row) => row.ltv),
    weightedMinimumValueClauseHeadroom: exposureWeighted(rows, (row) => row.minimumValueClauseHeadroom),
    weightedTrailingDscr: exposureWeighted(rows, (row) => row.trailingDscr),
    statusCounts,
    currencies: [...new Set(rows.map((row) => row.currency))].sort(),
  };
}

/** One group of the book's exposure: its key, the debt outstanding of its loans and how many loans it holds. */
export type Exposure = { key: string; debtOutstanding: number; loans: number };

/** The key of the loans without debt in exposureByMaturityYear. */
export const noMaturity = 'none';

function exposureBy(rows: readonly BookRow[], keyOf: (row: BookRow) => string): Exposure[] {
  const groups = new Map<string, Exposure>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { key, debtOutstanding: 0, loans: 0 };
    group.debtOutstanding += row.debtOutstanding;
    group.loans += 1;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The book's debt outstanding by segment, the largest first (equal ones by name). */
export function exposureBySegment(rows: readonly BookRow[]): Exposure[] {
  return exposureBy(rows, (row) => row.segment).sort((a, b) => b.debtOutstanding - a.debtOutstanding || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The book's debt outstanding by the year its loan matures, in year order; loans without debt last, as `none`. */
export function exposureByMaturityYear(rows: readonly BookRow[]): Exposure[] {
  const groups = exposureBy(rows, (row) => (row.maturityDate === null ? noMaturity : row.maturityDate.slice(0, 4)));
  return groups.sort((a, b) => (a.key === noMaturity ? 1 : b.key === noMaturity ? -1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * The book's debt outstanding and market value over time, on the union of its loans' series dates: each loan carried at
 * its last point on or before the date, and contributing 0 before its first point and after its last.
 */
export function bookSeries(monitors: readonly LoanMonitor[]): MonitorPoint[] {
  const dates = [...new Set(monitors.flatMap((monitor) => monitor.series.map((point) => point.date)))].sort();
  // One cursor per loan walks its series along the sorted dates: the book of 500 loans stays linear.
  const cursors = monitors.map(() => -1);
  return dates.map((date) => {
    let debtOutstanding = 0;
    let marketValue = 0;
    for (const [loan, monitor] of monitors.entries()) {
      const series = monitor.series;
      let cursor = cursors[loan] ?? -1;
      while (cursor + 1 < series.length && (series[cursor + 1]?.date ?? date) <= date) cursor += 1;
      cursors[loan] = cursor;
      const point = series[cursor];
      const last = series.at(-1);
      if (point === undefined || last === undefined || date > last.date) continue;
      debtOutstanding += point.debtOutstanding;
      marketValue += point.marketValue;
    }
    return { date, debtOutstanding, marketValue };
  });
}
