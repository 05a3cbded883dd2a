import type { UserChanges } from '@keelson/core';
import { isAdministrator, type Actor } from '../auth/authorization';
import type { UserWithRoles } from './repository';

/**
 * The rights on accounts (docs/spec/product-spec.md section 6), each a named check: a user reads and changes their
 * own profile; administrators read and change everyone, and alone list, create and delete users, end their sessions and
 * reset their second factor (`requireAdministrator`).
 */

/** A user may read their own account; an administrator any. */
export function canReadUser(actor: Actor, user: UserWithRoles): boolean {
  return isAdministrator(actor) || actor.id === user.id;
}

const profileFields = new Set<keyof UserChanges>(['firstName', 'lastName', 'company', 'phone', 'whitepaper', 'language']);

/** A user may change their own profile, their language included; only an administrator e-mail, roles, verification and the disabled flag. */
export function canChangeUser(actor: Actor, user: UserWithRoles, changes: UserChanges): boolean {
  if (isAdministrator(actor)) return true;
  if (actor.id !== user.id) return false;
  return (Object.keys(changes) as (keyof UserChanges)[]).every((field) => profileFields.has(field));
}
