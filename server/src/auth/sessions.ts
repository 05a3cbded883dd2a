import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { roleNameSchema } from '@keelson/core';
import type { Database } from '../db/client';
import { sessions, userRoles, users } from '../db/schema';
import type { UserWithRoles } from '../users/repository';

/** A session ends after this long without a request, whatever its absolute lifetime. */
export const sessionIdleMs = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so that reads do not turn into a write each. */
const touchIntervalMs = 60 * 1000;

/** 32 random bytes, base64url: the secret the cookie carries. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The longest User-Agent header a session keeps: enough to name any real browser, too short to store a payload. */
export const userAgentMaxLength = 400;

/**
 * Starts a session for the user and returns its token (the only time the token exists in clear). The browser's
 * User-Agent header and the client address are kept for the user's list of sessions; `secondFactorAt` marks a
 * session signed in with the user's second factor.
 */
export async function createSession(
  db: Database,
  options: {
    userId: string;
    sessionDays: number;
    now?: Date;
    userAgent?: string | undefined;
    address?: string | undefined;
    secondFactorAt?: Date | null;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + options.sessionDays * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: options.userId,
    userAgent: (options.userAgent ?? '').slice(0, userAgentMaxLength),
    address: options.address ?? '',
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    secondFactorAt: options.secondFactorAt ?? null,
  });
  return { token, expiresAt };
}

/** A session as its user's list shows it; `tokenHash` stays on the server and only tells which one is the caller's. */
export type SessionRow = Pick<typeof sessions.$inferSelect, 'id' | 'tokenHash' | 'userAgent' | 'address' | 'createdAt' | 'lastSeenAt'>;

const isLive = (now: Date) => and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs)));

/** The user's sessions that can still be used, the most recently used first. */
export async function listUserSessions(db: Database, userId: string, now = new Date()): Promise<SessionRow[]> {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      address: sessions.address,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isLive(now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** The token hash of the user's session of this id, or null when the user has none of that id. */
export async function findUserSessionTokenHash(db: Database, userId: string, id: string): Promise<string | null> {
  const [found] = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)));
  return found?.tokenHash ?? null;
}

/** Ends the session of this id when it belongs to the user; the ended session's token hash, or null when there was none. */
export async function deleteUserSessionById(db: Database, userId: string, id: string): Promise<string | null> {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended?.tokenHash ?? null;
}

/** A live session's user, and when the session proved the user's second factor (null: the password alone). */
export type SessionUser = { user: UserWithRoles; secondFactorAt: Date | null };

/**
 * The user of a live session: not expired, not idle for 7 days, not disabled. Marks the session as
 * seen. Null for anything else.
 */
export async function findSessionUser(db: Database, token: string, now = new Date()): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  // One round trip for session, user and roles: every signed-in request pays for this lookup.
  const [found] = await db
    .select({
      user: users,
      lastSeenAt: sessions.lastSeenAt,
      secondFactorAt: sessions.secondFactorAt,
      roles: sql<string[]>`array(select ${userRoles.roleName} from ${userRoles} where ${userRoles.userId} = ${users.id} order by 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isLive(now), isNull(users.disabledAt)));
  if (found === undefined) return null;
  if (now.getTime() - found.lastSeenAt.getTime() > touchIntervalMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { user: { ...found.user, roles: found.roles.map((role) => roleNameSchema.parse(role)) }, secondFactorAt: found.secondFactorAt };
}

/** Ends one session. */
export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Removes sessions that can no longer be used; safe to run from any instance at any time. */
export async function deleteStaleSessions(db: Database, now = new Date()): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs))));
}

/** Ends every session of a user, or every one but the caller's own. */
export async function deleteUserSessions(db: Database, userId: string, options: { exceptToken?: string } = {}): Promise<void> {
  const except = options.exceptToken;
  await db
    .delete(sessions)
    .where(except === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(except))));
}
