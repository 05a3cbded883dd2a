import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with m = 19 MiB, t = 2, p = 1 (docs/DESIGN.md; OWASP's recommended minimum). */
const argon2idOptions = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

/** Whether a password matches its hash; a malformed hash never matches. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of the same cost as every real one, of a random password nobody knows; made once per process. */
let dummyHash: Promise<string> | undefined;
const noAccountHash = (): Promise<string> => (dummyHash ??= hashPassword(randomBytes(32).toString('base64url')));

/** Makes the hash `verifyAgainstNoAccount` checks against, so that not even the first such sign-in takes longer. */
export async function prepareNoAccountHash(): Promise<void> {
  await noAccountHash();
}

/**
 * Does the work of checking a password for an account that does not exist (or may not sign in), so that a sign-in
 * for an unknown address takes as long as a wrong password for a known one (docs/security-lockout.md). Never matches.
 */
export async function verifyAgainstNoAccount(password: string): Promise<false> {
  await verifyPassword(await noAccountHash(), password);
  return false;
}
