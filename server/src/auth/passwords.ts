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
