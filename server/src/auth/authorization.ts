import { KeelsonError } from '@keelson/core';
import type { UserWithRoles } from '../users/repository';

/**
 * The one role check every policy builds on (docs/spec/product-spec.md section 6); the rights on each
 * resource are named checks in its own `policy.ts`.
 */
export function isAdministrator(user: Pick<UserWithRoles, 'roles'>): boolean {
  return user.roles.includes('admin');
}

type Owned = { ownerId: string };

/** The owner of a record, or any administrator: who reads, changes and deletes cashflows and analyses (product-spec section 6). */
export function isOwnerOrAdministrator(actor: UserWithRoles, record: Owned): boolean {
  return isAdministrator(actor) || actor.id === record.ownerId;
}

/** Only the owner of a record: who shares it by a read-only link. */
export function isOwner(actor: UserWithRoles, record: Owned): boolean {
  return actor.id === record.ownerId;
}

/** Whose records a list shows: an administrator's list shows everyone's, anyone else's their own. */
export function ownedListScope(actor: UserWithRoles): { all: true } | { ownerId: string } {
  return isAdministrator(actor) ? { all: true } : { ownerId: actor.id };
}

/**
 * The record if the policy's check lets the actor at it. A record that is missing or that the caller may
 * not use answers 1010 alike, so that ids cannot be probed (docs/DESIGN.md, "Conventions of the API").
 */
export function authorize<R>(check: (actor: UserWithRoles, record: R) => boolean, actor: UserWithRoles, record: R | null): R {
  if (record === null || !check(actor, record)) throw new KeelsonError(1010);
  return record;
}

/** The record, or 1010: for what a read-only link or a public id opens without any right. */
export function found<R>(record: R | null | undefined): R {
  if (record === null || record === undefined) throw new KeelsonError(1010);
  return record;
}
