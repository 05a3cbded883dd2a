import type { DateText } from '../cashflow/result-types';
import { bookCovenants, readCovenant, type BookCovenant } from './headroom';
import type { LoanMonitor, MonitorPoint, MonitorTest } from './monitor';

/** A loan's traffic light: red breaches a covenant at its last or next test, amber has thin headroom at it, green neither. */
export type LoanStatus = 'red' | 'amber' | 'green';

/** The headroom under which a covenant turns a loan amber unless the user sets another: 10 %. */
export const defaultAmberThreshold = 0.1;

/** Why a loan is red or amber: which covenant, at which test, and how. */
export type StatusReason = { covenant: BookCovenant; kind: 'breachedLast' | 'breachedNext' | 'thinHeadroom'; date: DateText };

/** One loan of the book at a glance, from its stored monitor alone. */
export type BookRow = {
  shipName: string | null;
  segment: string;
  currency: string;
  maturityDate: DateText | null;
  /** The date of the point debtOutstanding and marketValue are read at; null for a monitor without points. */
  asOf: DateText | null;
  debtOutstanding: number;
  marketValue: number;
  /** debtOutstanding / marketValue; null without debt or with a market value ≤ 0. */
  ltv: number | null;
  /** The test whose figures the headrooms are: the next test, or the last one when there is none after today. */
  headroomTest: DateText | null;
  /** securityCover / minimumValueClause − 1 at the headroom test; null without one (no debt, no test). */
  minimumValueClauseHeadroom: number | null;
  /** The trailing DSCR at the last test on or before today; null before the first test or without debt service. */
  trailingDscr: number | null;
  /** trailingDscr / dscrCovenant − 1 at the headroom test; null without a DSCR covenant or a trailing DSCR there. */
  dscrHeadroom: number | null;
  /** The liquidity at the last test on or before today; null before the first test. */
  liquidity: number | null;
  /** (liquidity − covenant) / covenant at the headroom test; null without a liquidity covenant (or one of 0). */
  liquidityHeadroom: number | null;
  lastTest: DateText | null;
  /** The first test date after today. */
  nextTest: DateText | null;
  status: LoanStatus;
  /** The breaches first (last test, then next), then the thin headrooms, each in the order of bookCovenants. */
  reasons: StatusReason[];
};

/** The last entry dated on or before `today`, or null (entries in date order). */
function lastOnOrBefore<T extends { date: DateText }>(entries: readonly T[], today: DateText): T | null {
  let found: T | null = null;
  for (const entry of entries) if (entry.date <= today) found = entry;
  return found;
}

/**
 * The point of today: the latest series point or test dated on or before today, or
 * the first of them when today is before them all (a loan valued after today shows its first projected point).
 */
function pointOf(monitor: LoanMonitor, today: DateText): MonitorPoint | null {
  // A test and a series point of one date are the same period's figures.
  const points = [...monitor.series, ...monitor.tests]
    .map(({ date, debtOutstanding, marketValue }) => ({ date, debtOutstanding, marketValue }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return lastOnOrBefore(points, today) ?? points[0] ?? null;
}

/** The breaches of one test, as reasons of one kind. */
function breachesAt(monitor: LoanMonitor, test: MonitorTest | null, kind: 'breachedLast' | 'breachedNext'): StatusReason[] {
  if (test === null) return [];
  return bookCovenants
    .filter((covenant) => readCovenant({ monitor, test, covenant })?.breached === true)
    .map((covenant) => ({ covenant, kind, date: test.date }));
}

/**
 * One loan of the book on `today` (the "book at a glance"): debt and market value at today's point (see pointOf),
 * the LTV, each covenant's relative headroom at the next test's projected figures (the last test's when none follows),
 * the trailing DSCR and liquidity at the last test on or before today, and the status: red when a covenant is breached
 * at the last or the next test, amber when a headroom at the headroom test is under `amberThreshold`, green otherwise.
 */
export function bookRow(options: { monitor: LoanMonitor; today: DateText; amberThreshold: number }): BookRow {
  const { monitor, today, amberThreshold } = options;
  const point = pointOf(monitor, today);
  const debtOutstanding = point?.debtOutstanding ?? 0;
  const marketValue = point?.marketValue ?? 0;
  const lastTest = lastOnOrBefore(monitor.tests, today);
  const nextTest = monitor.tests.find((test) => test.date > today) ?? null;
  const headroomTest = nextTest ?? lastTest;
  const headroomOf = (covenant: BookCovenant) => (headroomTest === null ? null : (readCovenant({ monitor, test: headroomTest, covenant })?.headroom ?? null));
  const breaches = [...breachesAt(monitor, lastTest, 'breachedLast'), ...breachesAt(monitor, nextTest, 'breachedNext')];
  const thin: StatusReason[] =
    headroomTest === null
      ? []
      : bookCovenants.flatMap((covenant) => {
          const reading = readCovenant({ monitor, test: headroomTest, covenant });
          const isThin = reading !== null && !reading.breached && reading.headroom !== null && reading.headroom < amberThreshold;
          return isThin ? [{ covenant, kind: 'thinHeadroom' as const, date: headroomTest.date }] : [];
        });
  return {
    shipName: monitor.shipName,
    segment: monitor.segment,
    currency: monitor.currency,
    maturityDate: monitor.maturityDate,
    asOf: point?.date ?? null,
    debtOutstanding,
    marketValue,
    ltv: debtOutstanding > 0 && marketValue > 0 ? debtOutstanding / marketValue : null,
    headroomTest: headroomTest?.date ?? null,
    minimumValueClauseHeadroom: headroomOf('minimumValueClause'),
    trailingDscr: lastTest?.trailingDscr ?? null,
    dscrHeadroom: headroomOf('dscr'),
    liquidity: lastTest?.liquidity ?? null,
    liquidityHeadroom: headroomOf('liquidity'),
    lastTest: lastTest?.date ?? null,
    nextTest: nextTest?.date ?? null,
    status: breaches.length > 0 ? 'red' : thin.length > 0 ? 'amber' : 'green',
    reasons: [...breaches, ...thin],
  };
}
