import { loanBook, type BookLoan, type Portfolio, type PortfolioListItem } from '@keelson/core';
import { currentFiguresVersion } from '../cashflows/figures';
import type { PortfolioRow, selectBookLoans } from './repository';

/** The owner as answers show it: the e-mail only where the caller sees everyone's (an administrator), as the lists do. */
const ownerOf = (row: PortfolioRow, ownerEmail: string | undefined) => ({ id: row.ownerId, ...(ownerEmail === undefined ? {} : { email: ownerEmail }) });

/** A portfolio with the ids of its cashflows. */
export function presentPortfolio(row: PortfolioRow, options: { cashflowIds: readonly string[]; ownerEmail?: string | undefined }): Portfolio {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    amberThreshold: row.amberThreshold,
    cashflowIds: [...options.cashflowIds],
    owner: ownerOf(row, options.ownerEmail),
    created: row.createdAt.toISOString(),
    updated: row.updated.toISOString(),
  };
}

/** A list entry: the portfolio with how many loans it holds, without their ids. */
export function presentPortfolioListItem(entry: { row: PortfolioRow; loanCount: number; ownerEmail?: string | undefined }): PortfolioListItem {
  const { row } = entry;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    owner: ownerOf(row, entry.ownerEmail),
    loanCount: entry.loanCount,
    created: row.createdAt.toISOString(),
    updated: row.updated.toISOString(),
  };
}

/**
 * A loan of the book with its stored monitor. A monitor stored by another engine version is not answered (its shape
 * may be an older one); `figuresCurrent` says so, and the next start stores the current one.
 */
export function presentBookLoan(loan: Awaited<ReturnType<typeof selectBookLoans>>[number], today: string): BookLoan {
  const figuresCurrent = loan.figuresVersion === currentFiguresVersion;
  return {
    cashflowId: loan.cashflowId,
    title: loan.title,
    updated: loan.updated.toISOString(),
    monitor: figuresCurrent && loan.monitor !== null ? loanBook.monitorForBook(loan.monitor, today) : null,
    figuresCurrent,
  };
}
