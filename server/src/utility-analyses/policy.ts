import { isAdministrator } from '../auth/authorization';
import type { UserWithRoles } from '../users/repository';

/**
 * The rights on utility analyses (docs/spec/product-spec.md section 6), as for cashflows: the owner and
 * administrators read, change and delete an analysis; only the owner shares it; an analysis links only
 * its owner's cashflows. Templates and read-only links need no right.
 */
type Owned = { ownerId: string };

export function canReadAnalysis(actor: UserWithRoles, analysis: Owned): boolean {
  return isAdministrator(actor) || actor.id === analysis.ownerId;
}

export function canChangeAnalysis(actor: UserWithRoles, analysis: Owned): boolean {
  return isAdministrator(actor) || actor.id === analysis.ownerId;
}

export function canDeleteAnalysis(actor: UserWithRoles, analysis: Owned): boolean {
  return isAdministrator(actor) || actor.id === analysis.ownerId;
}

/** Only the owner gives an analysis a read-only link. */
export function canShareAnalysis(actor: UserWithRoles, analysis: Owned): boolean {
  return actor.id === analysis.ownerId;
}

/** An alternative may link a cashflow of the analysis's owner only, whoever edits it (an administrator included). */
export function canLinkCashflow(analysis: Owned, cashflow: Owned): boolean {
  return cashflow.ownerId === analysis.ownerId;
}

/** Whose analyses a list shows: an administrator's shows everyone's, anyone else's their own. */
export function analysisListScope(actor: UserWithRoles): { all: true } | { ownerId: string } {
  return isAdministrator(actor) ? { all: true } : { ownerId: actor.id };
}
