import { isOwner, isOwnerOrAdministrator, ownedListScope } from '../auth/authorization';

/**
 * The rights on cashflows (docs/spec/product-spec.md section 6), each a named check: the owner and
 * administrators read, change and delete a cashflow and withdraw its read-only links; only the owner
 * shares it ("the server accepts only well-formed uuids from the owner"). A read-only link
 * needs no right at all: whoever has its id may read it.
 */
export const canReadCashflow = isOwnerOrAdministrator;
export const canChangeCashflow = isOwnerOrAdministrator;
export const canDeleteCashflow = isOwnerOrAdministrator;
export const canDeleteReadonlyLinks = isOwnerOrAdministrator;
export const canShareCashflow = isOwner;
/** Whose cashflows a list shows. */
export const cashflowListScope = ownedListScope;
