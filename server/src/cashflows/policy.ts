import { isAdministrator } from '../auth/authorization';
import type { UserWithRoles } from '../users/repository';

/**
 * The rights on cashflows (docs/spec/product-spec.md section 6), each a named check: the owner and
 * administrators read, change and delete a cashflow; only the owner shares it. A read-only link needs no
 * right at all: whoever has its id may read it.
 */
type Owned = { ownerId: string };

export function canReadCashflow(actor: UserWithRoles, cashflow: Owned): boolean {
  return isAdministrator(actor) || actor.id === cashflow.ownerId;
}

export function canChangeCashflow(actor: UserWithRoles, cashflow: Owned): boolean {
  return isAdministrator(actor) || actor.id === cashflow.ownerId;
}

export function canDeleteCashflow(actor: UserWithRoles, cashflow: Owned): boolean {
  return isAdministrator(actor) || actor.id === cashflow.ownerId;
}

/** Only the owner creates read-only links (issue 5: "the server accepts only well-formed uuids from the owner"). */
export function canShareCashflow(actor: UserWithRoles, cashflow: Owned): boolean {
  return actor.id === cashflow.ownerId;
}

/** The owner and administrators may withdraw every read-only link of a cashflow at once. */
export function canDeleteReadonlyLinks(actor: UserWithRoles, cashflow: Owned): boolean {
  return isAdministrator(actor) || actor.id === cashflow.ownerId;
}

/** Whose cashflows a list shows: an administrator's shows everyone's, anyone else's their own. */
export function cashflowListScope(actor: UserWithRoles): { all: true } | { ownerId: string } {
  return isAdministrator(actor) ? { all: true } : { ownerId: actor.id };
}
