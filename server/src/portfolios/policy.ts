import { isOwnerOrAdministrator, ownedListScope } from '../auth/authorization';

/**
 * The rights on portfolios, as on cashflows (docs/spec/product-spec.md section 6): the owner and administrators
 * read, change, delete and import into a portfolio. A portfolio holds its owner's cashflows only, whoever edits it.
 */
type Owned = { ownerId: string };

export const canReadPortfolio = isOwnerOrAdministrator;
export const canChangePortfolio = isOwnerOrAdministrator;
export const canDeletePortfolio = isOwnerOrAdministrator;
export const canImportIntoPortfolio = isOwnerOrAdministrator;

/** A portfolio may hold a cashflow of its own owner only (an administrator editing another's portfolio included). */
export function canHoldCashflow(portfolio: Owned, cashflow: Owned): boolean {
  return cashflow.ownerId === portfolio.ownerId;
}

/** Whose portfolios a list shows. */
export const portfolioListScope = ownedListScope;
