import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database } from '../db/client';
import { recoveryCodes, users } from '../db/schema';
import type { UserWithRoles } from '../users/repository';
import { hashToken } from './sessions';

/**
 * The second factor's codes (RFC 6238): SHA-1, 6 digits, 30-second steps — what every authenticator app
 * expects. A code of the step before or after the server's is accepted for clocks that drift.
 */
const totpOptions = { algorithm: 'sha1', digits: 6, period: 30 } as const;
const driftSeconds = totpOptions.period;
const issuer = 'Keelson';

/** How many recovery codes a user holds at a time, each usable once. */
export const recoveryCodeCount = 10;
/** Lower-case RFC 4648 base32: 32 signs, so that five random bits pick one without bias. */
const recoveryAlphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/** A new base32 secret of 20 random bytes (160 bits, RFC 4226's recommendation). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI of a secret and the same URI as an SVG QR code in a data URL, for an authenticator app. */
export async function totpProvisioning(secret: string, accountName: string): Promise<{ otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = generateURI({ issuer, label: accountName, secret, ...totpOptions });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Six digits, spaces allowed between them ("123 456"); anything else is not a TOTP code. */
function totpCodeOf(text: string): string | null {
  const digits = text.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The time step a code belongs to when it is the secret's code for the current step or one beside it, and later than
 * `afterStep` (a code once accepted is never accepted again); otherwise null.
 */
export async function totpStepOf(secret: string, code: string, afterStep: number | null = null): Promise<number | null> {
  const token = totpCodeOf(code);
  if (token === null) return null;
  try {
    const result = await verify({ secret, token, ...totpOptions, epochTolerance: driftSeconds, ...(afterStep === null ? {} : { afterTimeStep: afterStep }) });
    // The functional API's result type also covers HOTP, whose results carry no time step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A last step beyond the window (a clock that went back) or a malformed secret: no code is valid.
    return null;
  }
}

/** `xxxxx-xxxxx`, lower case, whatever the spacing, dashes and case the user typed it with; null for anything else. */
function canonicalRecoveryCode(text: string): string | null {
  const signs = text.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z2-7]{10}$/.test(signs) ? `${signs.slice(0, 5)}-${signs.slice(5)}` : null;
}

/** Ten new recovery codes of 50 random bits each, `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < recoveryCodeCount) {
    const signs = [...randomBytes(10)].map((byte) => recoveryAlphabet.charAt(byte & 31)).join('');
    codes.add(`${signs.slice(0, 5)}-${signs.slice(5)}`);
  }
  return [...codes];
}

/** Replaces every recovery code of the user with these; only their SHA-256 is stored. */
export async function replaceRecoveryCodes(db: Database, userId: string, codes: readonly string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codes.length > 0) await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashToken(code) })));
}

/**
 * Whether the user's second factor accepts this code, spending it: a TOTP code moves the user's last step forward
 * and a recovery code is marked used, each in one conditional UPDATE, so that of two requests with the same code at
 * most one succeeds, on any instance.
 */
export async function spendSecondFactorCode(db: Database, user: Pick<UserWithRoles, 'id' | 'totpSecret' | 'totpLastStep'>, code: string): Promise<boolean> {
  const secret = user.totpSecret;
  if (secret === null) return false;
  if (totpCodeOf(code) !== null) {
    const step = await totpStepOf(secret, code, user.totpLastStep);
    if (step === null) return false;
    const moved = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), eq(users.totpSecret, secret), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return moved.length > 0;
  }
  const recoveryCode = canonicalRecoveryCode(code);
  if (recoveryCode === null) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, hashToken(recoveryCode)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}
