import { loanBook } from '@keelson/core';

/** A loan of the book as the server answers it: the assessment and the monitor its last save stored. */
export type BookLoan = { cashflowId: string; title: string | null; monitor: loanBook.LoanMonitor | null; figuresCurrent: boolean };

/** A loan with its row of today: what the book table, totals and exposures read. */
export type BookEntry = { loan: BookLoan; title: string; row: loanBook.BookRow };

/** Today in UTC as `YYYY-MM-DD`, the date the book is read at. */
export function todayText(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The rows of the book on `today` from the stored monitors alone (nothing is calculated again); a loan without a
 * monitor (not calculable, or stored by another engine version) is left out and named apart.
 */
export function bookEntries(options: { loans: readonly BookLoan[]; today: string; amberThreshold: number; untitled: string }): {
  entries: BookEntry[];
  withoutFigures: BookLoan[];
} {
  const entries: BookEntry[] = [];
  const withoutFigures: BookLoan[] = [];
  for (const loan of options.loans) {
    if (loan.monitor === null || !loan.figuresCurrent) {
      withoutFigures.push(loan);
      continue;
    }
    const title = loan.title?.trim() || options.untitled;
    entries.push({ loan, title, row: loanBook.bookRow({ monitor: loan.monitor, today: options.today, amberThreshold: options.amberThreshold }) });
  }
  return { entries, withoutFigures };
}
