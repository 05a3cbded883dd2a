import { z } from 'zod';
import { cashflowDefaults } from '../cashflow/field-catalogue';
import type { DateText, ScenarioResult } from '../cashflow/result-types';
import { addMonths, formatDate, parseDate } from '../dates/day-number';
import { validateForCalculation } from '../cashflow/validate-for-calculation';
import { isRecord } from '../cashflow/validate-fields';

/** The segment of a loan whose cashflow names neither a ship type nor a Clarksons segment. */
export const unspecifiedSegment = 'unspecified';

const monitorTestSchema = z.object({
  date: z.string(),
  debtOutstanding: z.number(),
  marketValue: z.number(),
  securityCover: z.number(),
  cureAmount: z.number(),
  trailingDscr: z.number().nullable(),
  liquidity: z.number(),
  minimumValueClauseBreached: z.boolean(),
  dscrCovenantBreached: z.boolean(),
  liquidityCovenantBreached: z.boolean(),
});

const seriesPointSchema = z.object({ date: z.string(), debtOutstanding: z.number(), marketValue: z.number() });

/**
 * What a loan book keeps of one calculated cashflow (docs/spec/calculation.md section 8a, base scenario): the ship, its
 * segment, the covenant levels, every covenant test and a quarterly series of debt and market value. The server stores
 * it beside the summary, so that the book, its calendar and its totals never calculate.
 */
export const loanMonitorSchema = z.object({
  shipName: z.string().nullable(),
  shipType: z.string().nullable(),
  segment: z.string(),
  currency: z.string(),
  valuationDate: z.string(),
  /** The latest maturity of the loan's tranches; null without debt. */
  maturityDate: z.string().nullable(),
  /** The levels the loan agreement sets; null for a covenant it does not set. */
  covenants: z.object({ minimumValueClause: z.number().nullable(), dscr: z.number().nullable(), minimumLiquidity: z.number().nullable() }),
  /** The months between two test dates (covenantTestMonths). */
  covenantTestMonths: z.number(),
  tests: z.array(monitorTestSchema),
  series: z.array(seriesPointSchema),
});

export type LoanMonitor = z.infer<typeof loanMonitorSchema>;
/** One covenant test of the base scenario: a copy of core's CovenantTest. */
export type MonitorTest = z.infer<typeof monitorTestSchema>;
export type MonitorPoint = z.infer<typeof seriesPointSchema>;

/** A text field of a cashflow, or null when it is absent, not a text or blank. */
function textOf(cashflow: unknown, field: string): string | null {
  if (!isRecord(cashflow)) return null;
  const value = cashflow[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A loan's segment, for the book's exposure and the portfolio stress test: its ship type, else its Clarksons segment, else `unspecified`. */
export function segmentOf(cashflow: unknown): string {
  return textOf(cashflow, 'shipType') ?? textOf(cashflow, 'clarksonsSegment') ?? unspecifiedSegment;
}

/** The book's view of a series keeps every third month end (V + 3, 6, … months): one point a quarter. */
const monthsPerPoint = 3;

/**
 * The loan monitor of a cashflow from its calculated results (base scenario only), or null when the cashflow does not
 * validate or the results carry no base scenario. The numbers are the engine's: the base scenario's covenant tests as
 * they are, and its periods' debtOutstanding and linearValue (the market value of the deterministic scenarios).
 */
export function loanMonitorOf(cashflow: unknown, results: readonly ScenarioResult[]): LoanMonitor | null {
  const base = results.find((result) => result.scenario === 'base');
  const validated = validateForCalculation(cashflow);
  if (base === undefined || !validated.ok) return null;
  const { input } = validated;
  // Every month end: a loan drawn between two quarter ends owes its debt from the next month end on, not the next quarter's.
  const series = base.periods.map((period) => ({ date: period.end, debtOutstanding: period.debtOutstanding, marketValue: period.linearValue }));
  const maturities = base.derived.tranches.map((tranche) => tranche.maturityDate).sort();
  return {
    shipName: textOf(cashflow, 'shipName'),
    shipType: textOf(cashflow, 'shipType'),
    segment: segmentOf(cashflow),
    currency: textOf(cashflow, 'currency') ?? cashflowDefaults.currency,
    valuationDate: formatDate(input.valuationDate),
    maturityDate: maturities.at(-1) ?? null,
    covenants: { minimumValueClause: input.minimumValueClause, dscr: input.dscrCovenant, minimumLiquidity: input.minimumLiquidityCovenantCurr },
    covenantTestMonths: input.covenantTestMonths,
    tests: base.covenantTests.map((test) => ({ ...test })),
    series,
  };
}

/** How far ahead the book's view keeps a monitor's tests: the covenant calendar's horizon. */
const bookMonths = 24;

/**
 * The monitor as the book reads it on `today`, so that a book of many loans travels small: its series thinned to every
 * third month end and the last, plus the last month end on or before today (and the first, for a loan valued after
 * today); its tests cut to the last on or before today, the next after it, and those of the next 24 months (the
 * covenant calendar's). bookRow and covenantCalendar read the same from it as from the whole monitor.
 */
export function monitorForBook(monitor: LoanMonitor, today: DateText): LoanMonitor {
  const { series, tests } = monitor;
  const lastPoint = series.length - 1;
  let current = -1;
  for (let index = 0; index <= lastPoint; index += 1) if ((series[index]?.date ?? '') <= today) current = index;
  const kept = series.filter((_, index) => (index + 1) % monthsPerPoint === 0 || index === lastPoint || index === current || (current === -1 && index === 0));
  const day = parseDate(today);
  const until = day === null ? today : formatDate(addMonths(day, bookMonths));
  let lastTest = -1;
  for (let index = 0; index < tests.length; index += 1) if ((tests[index]?.date ?? '') <= today) lastTest = index;
  const keptTests = tests.filter((test, index) => index === lastTest || index === lastTest + 1 || (test.date > today && test.date <= until));
  return { ...monitor, series: kept, tests: keptTests };
}
