import { and, count, desc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import { KeelsonError } from '@keelson/core';
import { defaultAccountRequestsPerHour } from '../config';
import type { Database } from '../db/client';
import { throttleEvents } from '../db/schema';

/** A rate limit: at most `limit` events of a bucket for one key within the window. */
export type Limit = { bucket: string; limit: number; windowMs: number };

export const limits = {
  /** Failed sign-ins from one network address within 15 minutes, whatever the e-mail; known devices are exempt. */
  signinPerAddress: { bucket: 'signin-address', limit: 30, windowMs: 15 * 60 * 1000 },
  /** Password-reset mails to one address within an hour; beyond it nothing is sent, silently. */
  resetPerEmail: { bucket: 'reset-email', limit: 3, windowMs: 60 * 60 * 1000 },
  /** Notices to an account's owner that someone tried to sign up with their address, within an hour. */
  signupNoticePerEmail: { bucket: 'signup-notice-email', limit: 3, windowMs: 60 * 60 * 1000 },
  /** Reset requests, sign-ups and resends from one network address within an hour (ACCOUNT_REQUESTS_PER_HOUR). */
  accountRequestsPerAddress: { bucket: 'account-address', limit: defaultAccountRequestsPerHour, windowMs: 60 * 60 * 1000 },
  /** Confirmation mails sent again to one address within an hour; beyond it nothing is sent, silently. */
  resendPerEmail: { bucket: 'resend-email', limit: 3, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, Limit>;

/**
 * A growing delay (docs/security-lockout.md): the first `freeFailures` failures of the window cost nothing; after
 * them the next attempt waits `baseDelayMs` doubled for every further failure, at most `maxDelayMs`, counted from the
 * last failure. Nothing ever locks for longer than `maxDelayMs`.
 */
export type Backoff = { bucket: string; freeFailures: number; baseDelayMs: number; maxDelayMs: number; windowMs: number };

const growingDelay = { freeFailures: 5, baseDelayMs: 15 * 1000, maxDelayMs: 15 * 60 * 1000, windowMs: 24 * 60 * 60 * 1000 } as const;

export const backoffs = {
  /** Sign-ins without a known-device proof for the account, by e-mail (whether or not an account has it). */
  signinPerEmail: { bucket: 'signin-email', ...growingDelay },
  /** Sign-ins with a valid known-device proof, by device: only that browser's own failures count. */
  signinPerDevice: { bucket: 'signin-device', ...growingDelay },
  /** The password asked again inside a session, by the user's e-mail: only someone signed in can fail it. */
  reauthPerEmail: { bucket: 'reauth-email', ...growingDelay },
} as const satisfies Record<string, Backoff>;

/** The wait after `failures` failures: 0 below the free ones, then base × 2^(failures − free), capped. */
export function delayAfterFailures(backoff: Backoff, failures: number): number {
  if (failures < backoff.freeFailures) return 0;
  // Past about 2^40 the product would only grow beyond every cap; the exponent is bounded to stay a finite number.
  const doublings = Math.min(failures - backoff.freeFailures, 40);
  return Math.min(backoff.maxDelayMs, backoff.baseDelayMs * 2 ** doublings);
}

/** A reserved attempt (its event's id, to give back on success), or the refusal to throw (1011 with Retry-After). */
export type Reservation = { id: string } | { refused: KeelsonError };

/**
 * Reserves one attempt of a growing delay atomically: under a transaction-scoped advisory lock on (bucket, key) the
 * failures of the window are counted and, once the delay after the last one has passed, one more is recorded. A
 * refused attempt records nothing, so waiting out the delay is all it takes; parallel attempts queue on the lock and
 * see each other's reservations, on one instance or several.
 */
export async function reserveAttempt(db: Database, backoff: Backoff, key: string, now = new Date()): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${backoff.bucket}:${key}`}, 0))`);
    const [row] = await tx
      .select({ failures: count(), last: max(throttleEvents.createdAt) })
      .from(throttleEvents)
      .where(
        and(eq(throttleEvents.bucket, backoff.bucket), eq(throttleEvents.key, key), gt(throttleEvents.createdAt, new Date(now.getTime() - backoff.windowMs))),
      );
    const failures = row?.failures ?? 0;
    const last = row?.last ?? null;
    const waitMs = last === null ? 0 : last.getTime() + delayAfterFailures(backoff, failures) - now.getTime();
    if (waitMs > 0) return { refused: new KeelsonError(1011, { retryAfterSeconds: Math.ceil(waitMs / 1000) }) };
    const [event] = await tx.insert(throttleEvents).values({ bucket: backoff.bucket, key, createdAt: now }).returning({ id: throttleEvents.id });
    if (event === undefined) throw new Error('the attempt was not recorded');
    return { id: event.id };
  });
}

/** Whether the key has used up its limit; counts only, so it can run before any expensive work. */
export async function isThrottled(db: Database, limit: Limit, key: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ events: count() })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.bucket, limit.bucket), eq(throttleEvents.key, key), gt(throttleEvents.createdAt, new Date(now.getTime() - limit.windowMs))));
  return (row?.events ?? 0) >= limit.limit;
}

/**
 * Reserves one event of the key's limit atomically: under a transaction-scoped advisory lock on (bucket, key)
 * the events are counted and, below the limit, one is recorded. Parallel requests, on one instance or on
 * several sharing the database, queue on the lock, so no more than `limit` reservations ever succeed within the
 * window. The event's id, or null when the limit is used up.
 */
export async function reserveEvent(db: Database, limit: Limit, key: string, now = new Date()): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${limit.bucket}:${key}`}, 0))`);
    const since = new Date(now.getTime() - limit.windowMs);
    const [row] = await tx
      .select({ events: count() })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.bucket, limit.bucket), eq(throttleEvents.key, key), gt(throttleEvents.createdAt, since)));
    if ((row?.events ?? 0) >= limit.limit) return null;
    const [event] = await tx.insert(throttleEvents).values({ bucket: limit.bucket, key, createdAt: now }).returning({ id: throttleEvents.id });
    return event?.id ?? null;
  });
}

/**
 * The refusal of a key that has used up its limit (1011), with the whole seconds until the window frees a place as
 * its Retry-After: the time until the limit-th newest event of the window grows older than the window.
 */
export async function tooManyAttempts(db: Database, limit: Limit, key: string, now = new Date()): Promise<KeelsonError> {
  const [freeing] = await db
    .select({ createdAt: throttleEvents.createdAt })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.bucket, limit.bucket), eq(throttleEvents.key, key), gt(throttleEvents.createdAt, new Date(now.getTime() - limit.windowMs))))
    .orderBy(desc(throttleEvents.createdAt))
    .offset(limit.limit - 1)
    .limit(1);
  const waitMs = freeing === undefined ? 0 : freeing.createdAt.getTime() + limit.windowMs - now.getTime();
  return new KeelsonError(1011, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}

/** Gives reserved events back, for example the attempts of a sign-in that succeeded. */
export async function releaseEvents(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(throttleEvents).where(inArray(throttleEvents.id, [...ids]));
}

export async function recordEvent(db: Database, limit: { bucket: string }, key: string, now = new Date()): Promise<void> {
  await db.insert(throttleEvents).values({ bucket: limit.bucket, key, createdAt: now });
}

/** Forgets a key's events, for example an e-mail's failed sign-ins after a successful one. */
export async function clearEvents(db: Database, limit: { bucket: string }, key: string): Promise<void> {
  await db.delete(throttleEvents).where(and(eq(throttleEvents.bucket, limit.bucket), eq(throttleEvents.key, key)));
}

/** Drops events older than every window (the longest is a day). */
export async function deleteOldEvents(db: Database, now = new Date()): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
