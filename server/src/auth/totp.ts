import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { UserWithRoles } from '../users/repository';
import { spendRecoveryCode } from './recovery-codes';

/**
 * The second factor's codes (RFC 6238): SHA-1, 6 digits, 30-second steps — what every authenticator app
 * expects. A code of the server's step is accepted, and one of the step before, for a code typed as its step ended
 * (RFC 6238 §5.2's one step of transmission delay); a code of the next step, or older ones, is not.
 */
const totpOptions = { algorithm: 'sha1', digits: 6, period: 30 } as const;
/** Seconds back from now and forward: [one step, none]. */
const acceptedWindow: [number, number] = [totpOptions.period, 0];
const issuer = 'Keelson';

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
 * The time step a code belongs to when it is the secret's code for the current step (at `now`) or the one before,
 * and later than `afterStep` (a code once accepted is never accepted again); otherwise null.
 */
export async function totpStepOf(secret: string, code: string, afterStep: number | null = null, now = new Date()): Promise<number | null> {
  const token = totpCodeOf(code);
  if (token === null) return null;
  try {
    const result = await verify({
      secret,
      token,
      ...totpOptions,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: acceptedWindow,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    // The functional API's result type also covers HOTP, whose results carry no time step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A last step beyond the window (a clock that went back) or a malformed secret: no code is valid.
    return null;
  }
}

/**
 * Whether the user's second factor accepts this code, spending it: a TOTP code moves the user's last step forward
 * and a recovery code is marked used (recovery-codes.ts), each in one conditional UPDATE, so that of two requests with
 * the same code at most one succeeds, on any instance.
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
  return spendRecoveryCode(db, user.id, code);
}
