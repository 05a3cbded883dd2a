import type { loanBook } from '@keelson/core';
import { formatMoney, formatPercent, formatRatio } from '../../../lib/format';

/** A covenant's figure or threshold as the book writes it: security cover in per cent, the DSCR as a ratio, liquidity in money. */
export function covenantFigureText(covenant: loanBook.BookCovenant, value: number | null, currency: string, notSet: string): string {
  if (value === null) return notSet;
  if (covenant === 'minimumValueClause') return formatPercent(value);
  if (covenant === 'dscr') return formatRatio(value);
  return formatMoney(value, currency);
}
