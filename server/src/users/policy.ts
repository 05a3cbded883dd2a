import type { UserChanges } from '@keelson/core';
import { isAdministrator } from '../auth/authorization';
import type { UserWithRoles } from './repository';

/** The rights on accounts (docs/spec/product-spec.md section 6): a user manages their own profile; administrators everyone. */

/** A user may read their own account; an administrator any. */
export function canReadUser(actor: UserWithRoles, targetId: string): boolean {
  return isAdministrator(actor) || actor.id === targetId;
}

const profileFields = new Set<keyof UserChanges>(['firstName', 'lastName', 'company', 'phone', 'whitepaper', 'language']);

/** A user may change their own profile, their language included; only an administrator e-mail, roles, verification and the disabled flag. */
export function canChangeUser(actor: UserWithRoles, targetId: string, changes: UserChanges): boolean {
  if (isAdministrator(actor)) return true;
  if (actor.id !== targetId) return false;
  return (Object.keys(changes) as (keyof UserChanges)[]).every((field) => profileFields.has(field));
}
