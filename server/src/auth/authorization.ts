import { KeelsonError } from '@keelson/core';
import type { UserWithRoles } from '../users/repository';

/**
 * Who makes a request: the signed-in user and whether this session holds administrator powers. `administrator` is
 * computed once per request (`actorOf` in current-user.ts) from the role AND, with REQUIRE_ADMIN_MFA, a second factor
 * that this session proved; every right granted because of the role asks it, so an administrator whose session lacks
 * the factor acts as an ordinary user.
 */
export type Actor = UserWithRoles & { readonly administrator: boolean };

/**
 * The one check of administrator powers every policy builds on (docs/spec/product-spec.md section 6); the rights on
 * each resource are named checks in its own `policy.ts`.
 */
export function isAdministrator(actor: Actor): boolean {
  return actor.administrator;
}

type Owned = { ownerId: string };

/** The owner of a record, or any administrator: who reads, changes and deletes cashflows and analyses (product-spec section 6). */
export function isOwnerOrAdministrator(actor: Actor, record: Owned): boolean {
  return isAdministrator(actor) || actor.id === record.ownerId;
}

/** Only the owner of a record: who shares it by a read-only link. */
export function isOwner(actor: Pick<Actor, 'id'>, record: Owned): boolean {
  return actor.id === record.ownerId;
}

/** Whose records a list shows: an administrator's list shows everyone's, anyone else's their own. */
export function ownedListScope(actor: Actor): { all: true } | { ownerId: string } {
  return isAdministrator(actor) ? { all: true } : { ownerId: actor.id };
}

/**
 * The record if the policy's check lets the actor at it. A record that is missing or that the caller may
 * not use answers 1010 alike, so that ids cannot be probed (docs/DESIGN.md, "Conventions of the API").
 */
export function authorize<R>(check: (actor: Actor, record: R) => boolean, actor: Actor, record: R | null): R {
  if (record === null || !check(actor, record)) throw new KeelsonError(1010);
  return record;
}

/** The record, or 1010: for what a read-only link or a public id opens without any right. */
export function found<R>(record: R | null | undefined): R {
  if (record === null || record === undefined) throw new KeelsonError(1010);
  return record;
}
