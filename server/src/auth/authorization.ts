import type { UserChanges } from '@keelson/core';
import type { UserWithRoles } from '../users/repository';

/** The rights of the product (docs/spec/product-spec.md section 6), each a named check rather than an `if` in a handler. */
export function isAdministrator(user: Pick<UserWithRoles, 'roles'>): boolean {
  return user.roles.includes('admin');
}

/** A user may read their own account; an administrator any. */
export function canReadUser(actor: UserWithRoles, targetId: string): boolean {
  return isAdministrator(actor) || actor.id === targetId;
}

const profileFields = new Set<keyof UserChanges>(['firstName', 'lastName', 'company', 'phone', 'whitepaper']);

/** A user may change their own profile; only an administrator e-mail, roles, verification and the disabled flag. */
export function canChangeUser(actor: UserWithRoles, targetId: string, changes: UserChanges): boolean {
  if (isAdministrator(actor)) return true;
  if (actor.id !== targetId) return false;
  return (Object.keys(changes) as (keyof UserChanges)[]).every((field) => profileFields.has(field));
}

/** The owner and administrators may read, change and delete a cashflow (docs/spec/product-spec.md section 6). */
export function canAccessCashflow(actor: UserWithRoles, cashflow: { ownerId: string }): boolean {
  return isAdministrator(actor) || actor.id === cashflow.ownerId;
}

/** Only the owner creates read-only links (issue 5: "the server accepts only well-formed uuids from the owner"). */
export function canShareCashflow(actor: UserWithRoles, cashflow: { ownerId: string }): boolean {
  return actor.id === cashflow.ownerId;
}
