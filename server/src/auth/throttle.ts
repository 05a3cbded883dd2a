import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { KeelsonError } from '@keelson/core';
import type { Database } from '../db/client';
import { throttleEvents } from '../db/schema';

/** A rate limit: at most `limit` events of a bucket for one key within the window. */
export type Limit = { bucket: string; limit: number; windowMs: number };

export const limits = {
  /** 5 failed sign-ins for one e-mail within 15 minutes. */
  signinPerEmail: { bucket: 'signin-email', limit: 5, windowMs: 15 * 60 * 1000 },
  /** Failed sign-ins from one network address within 15 minutes, whatever the e-mail. */
  signinPerAddress: { bucket: 'signin-address', limit: 30, windowMs: 15 * 60 * 1000 },
  /** Password-reset mails to one address within an hour; beyond it nothing is sent, silently. */
  resetPerEmail: { bucket: 'reset-email', limit: 3, windowMs: 60 * 60 * 1000 },
  /** Reset requests and sign-ups from one network address within an hour. */
  accountRequestsPerAddress: { bucket: 'account-address', limit: 20, windowMs: 60 * 60 * 1000 },
  /** Confirmation mails sent again to one address within an hour; beyond it nothing is sent, silently. */
  resendPerEmail: { bucket: 'resend-email', limit: 3, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, Limit>;

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

export async function recordEvent(db: Database, limit: Limit, key: string, now = new Date()): Promise<void> {
  await db.insert(throttleEvents).values({ bucket: limit.bucket, key, createdAt: now });
}

/** Forgets a key's events, for example an e-mail's failed sign-ins after a successful one. */
export async function clearEvents(db: Database, limit: Limit, key: string): Promise<void> {
  await db.delete(throttleEvents).where(and(eq(throttleEvents.bucket, limit.bucket), eq(throttleEvents.key, key)));
}

/** Drops events older than every window (the longest is an hour). */
export async function deleteOldEvents(db: Database, now = new Date()): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
