import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { recoveryCodes } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';

/**
 * The recovery codes of a second factor: ten single-use codes of 50 random bits. Below 112 bits a stored code needs a
 * salted slow hash (ASVS 6.5.2), so each is kept as argon2id — the password hash of passwords.ts, with its own random
 * salt — of the code's SHA-256. The SHA-256 first lets the rows stored before, which held the bare SHA-256, be
 * wrapped in place (`wrapLegacyRecoveryCodes`) without knowing their codes: every stored code then verifies one way.
 */

/** How many recovery codes a user holds at a time, each usable once. */
export const recoveryCodeCount = 10;
/** Lower-case RFC 4648 base32: 32 signs, so that five random bits pick one without bias. */
const recoveryAlphabet = 'abcdefghijklmnopqrstuvwxyz234567';
/** What a row stored before the slow hash holds: the bare SHA-256 of the code, in hex. */
const legacyHashPattern = '^[0-9a-f]{64}$';
const isLegacyHash = (stored: string) => new RegExp(legacyHashPattern).test(stored);

/** `xxxxx-xxxxx`, lower case, whatever the spacing, dashes and case the user typed it with; null for anything else. */
function canonicalRecoveryCode(text: string): string | null {
  const signs = text.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z2-7]{10}$/.test(signs) ? `${signs.slice(0, 5)}-${signs.slice(5)}` : null;
}

const sha256Of = (code: string) => createHash('sha256').update(code).digest('hex');

/** Ten new recovery codes of 50 random bits each, `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < recoveryCodeCount) {
    const signs = [...randomBytes(10)].map((byte) => recoveryAlphabet.charAt(byte & 31)).join('');
    codes.add(`${signs.slice(0, 5)}-${signs.slice(5)}`);
  }
  return [...codes];
}

/** What is stored of a recovery code: argon2id with a random salt over its SHA-256, so two equal codes never hash alike. */
export function hashRecoveryCode(code: string): Promise<string> {
  return hashPassword(sha256Of(code));
}

/** Whether a canonical code is the stored one; a row not yet wrapped is compared by its bare SHA-256, in constant time. */
export async function recoveryCodeMatches(stored: string, code: string): Promise<boolean> {
  if (!isLegacyHash(stored)) return verifyPassword(stored, sha256Of(code));
  return timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(sha256Of(code), 'hex'));
}

/**
 * The stored hashes of new codes. Slow on purpose (tens of milliseconds each), so they are made before the
 * transaction that stores them (`replaceRecoveryCodes`), never inside it.
 */
export function hashRecoveryCodes(codes: readonly string[]): Promise<string[]> {
  return Promise.all(codes.map(hashRecoveryCode));
}

/** Replaces every recovery code of the user with these hashes (`hashRecoveryCodes`); none removes them all. */
export async function replaceRecoveryCodes(db: Database, userId: string, codeHashes: readonly string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codeHashes.length > 0) await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/**
 * Whether this is one of the user's unused recovery codes, marking it used. The user's unused codes are compared one
 * by one (a salted hash cannot be looked up), then the one that matched is marked used in a conditional UPDATE, so
 * that of two requests with the same code at most one succeeds.
 */
export async function spendRecoveryCode(db: Database, userId: string, text: string): Promise<boolean> {
  const code = canonicalRecoveryCode(text);
  if (code === null) return false;
  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await recoveryCodeMatches(row.codeHash, code))) continue;
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return used.length > 0;
  }
  return false;
}

/**
 * Brings the rows stored as a bare SHA-256 (before the slow hash) to the one way codes are stored: an unused code's
 * SHA-256 is wrapped in argon2id, which is exactly the hash of that code now (the code itself is never known); a used
 * one is deleted, since nothing reads a spent code. Each row is changed only while it still holds what was read, so
 * instances that run this at once do not clash. Returns how many unused codes were wrapped.
 */
export async function wrapLegacyRecoveryCodes(db: Database): Promise<number> {
  const legacy = sql`${recoveryCodes.codeHash} ~ ${legacyHashPattern}`;
  await db.delete(recoveryCodes).where(and(legacy, isNotNull(recoveryCodes.usedAt)));
  const rows = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(legacy, isNull(recoveryCodes.usedAt)));
  let wrapped = 0;
  for (const row of rows) {
    const changed = await db
      .update(recoveryCodes)
      .set({ codeHash: await hashPassword(row.codeHash) })
      .where(and(eq(recoveryCodes.id, row.id), eq(recoveryCodes.codeHash, row.codeHash)))
      .returning({ id: recoveryCodes.id });
    wrapped += changed.length;
  }
  return wrapped;
}
