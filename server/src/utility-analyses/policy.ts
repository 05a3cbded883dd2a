import { isOwner, isOwnerOrAdministrator, ownedListScope } from '../auth/authorization';

/**
 * The rights on utility analyses (docs/spec/product-spec.md section 6), as for cashflows: the owner and
 * administrators read, change and delete an analysis; only the owner shares it; an analysis links only
 * its owner's cashflows. Templates and read-only links need no right.
 */
type Owned = { ownerId: string };

export const canReadAnalysis = isOwnerOrAdministrator;
export const canChangeAnalysis = isOwnerOrAdministrator;
export const canDeleteAnalysis = isOwnerOrAdministrator;
/** Only the owner gives an analysis a read-only link. */
export const canShareAnalysis = isOwner;

/** An alternative may link a cashflow of the analysis's owner only, whoever edits it (an administrator included). */
export function canLinkCashflow(analysis: Owned, cashflow: Owned): boolean {
  return cashflow.ownerId === analysis.ownerId;
}

/** Whose analyses a list shows. */
export const analysisListScope = ownedListScope;
