import type { DateText } from '../cashflow/result-types';
import { addMonths, formatDate, parseDate } from '../dates/day-number';
import { bookCovenants, readCovenant, type BookCovenant } from './headroom';
import type { LoanMonitor } from './monitor';

/** How far ahead the covenant calendar looks unless told otherwise. */
export const defaultCalendarMonths = 24;

/** One covenant of one loan at one test date: the projected figure, the level it must keep, the headroom, a breach. */
export type CalendarEntry = {
  loanId: string;
  title: string;
  shipName: string | null;
  currency: string;
  date: DateText;
  covenant: BookCovenant;
  /** The security cover, trailing DSCR or liquidity the base scenario projects for the date; null without a trailing DSCR. */
  figure: number | null;
  threshold: number;
  /** The relative headroom of relativeHeadroom (headroom.ts); null without a figure or for a level of 0. */
  headroom: number | null;
  breached: boolean;
};

function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A `YYYY-MM-DD` date, or a RangeError: a calendar needs a real today. */
function dayOf(date: DateText) {
  const day = parseDate(date);
  if (day === null) throw new RangeError(`not a date: ${date}`);
  return day;
}

/**
 * The covenant calendar (the "covenant calendar"): every covenant each loan's agreement sets at each of its test
 * dates in (today, today + months], with the base scenario's projected figure; the breaches first, then by date, then by
 * the loan's title (then its id and the order of bookCovenants, so that equal titles keep one order).
 */
export function covenantCalendar(options: {
  loans: readonly { id: string; title: string; monitor: LoanMonitor }[];
  today: DateText;
  months?: number;
}): CalendarEntry[] {
  const { loans, today } = options;
  const until = formatDate(addMonths(dayOf(today), options.months ?? defaultCalendarMonths));
  const entries: CalendarEntry[] = [];
  for (const { id, title, monitor } of loans) {
    for (const test of monitor.tests) {
      if (test.date <= today || test.date > until) continue;
      for (const covenant of bookCovenants) {
        const reading = readCovenant({ monitor, test, covenant });
        if (reading === null) continue;
        entries.push({ loanId: id, title, shipName: monitor.shipName, currency: monitor.currency, date: test.date, covenant, ...reading });
      }
    }
  }
  const covenantOrder = (covenant: BookCovenant) => bookCovenants.indexOf(covenant);
  return entries.sort(
    (a, b) =>
      Number(b.breached) - Number(a.breached) ||
      byText(a.date, b.date) ||
      byText(a.title, b.title) ||
      byText(a.loanId, b.loanId) ||
      covenantOrder(a.covenant) - covenantOrder(b.covenant),
  );
}
