import { and, eq, isNull } from 'drizzle-orm';
import { accountMessages, fieldError, KeelsonError, type RecoveryCodes, type SecondFactorSetup } from '@keelson/core';
import { users } from '../db/schema';
import type { UserWithRoles } from '../users/repository';
import { checkPasswordAgain, notifySecurityEvent, type AccountContext } from './account-service';
import { newRecoveryCodes, newTotpSecret, replaceRecoveryCodes, totpProvisioning, totpStepOf } from './totp';

/** The second factor of a signed-in user (issue 11): set up, confirmed with a first code, turned off, recovery codes renewed. */

const alreadyOn = () =>
  new KeelsonError(1012, {
    message: accountMessages.secondFactorAlreadyOn,
    errors: [fieldError('secondFactor', { rule: 'secondFactorAlreadyOn' })],
    status: 409,
  });
const off = () => new KeelsonError(1012, { message: accountMessages.secondFactorOff, errors: [fieldError('secondFactor', { rule: 'secondFactorOff' })] });
const invalidCode = () =>
  new KeelsonError(1012, { message: accountMessages.secondFactorInvalid, errors: [fieldError('code', { rule: 'secondFactorInvalid' })] });

/**
 * `POST /auth/second-factor/setup`: a new secret, kept as pending (replacing an earlier pending one) until a first
 * code confirms it. The only answer that ever carries a secret.
 */
export async function startSecondFactorSetup(context: AccountContext, user: UserWithRoles): Promise<SecondFactorSetup> {
  if (user.totpSecret !== null) throw alreadyOn();
  const secret = newTotpSecret();
  const stored = await context.db
    .update(users)
    .set({ totpPendingSecret: secret, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.totpSecret)))
    .returning({ id: users.id });
  if (stored.length === 0) throw alreadyOn();
  return { secret, ...(await totpProvisioning(secret, user.email)) };
}

/**
 * `POST /auth/second-factor/confirm`: a code of the pending secret turns it on (its step counts as used) and gives
 * ten new recovery codes, shown this once; the user is told by mail.
 */
export async function confirmSecondFactor(context: AccountContext, user: UserWithRoles, code: string): Promise<RecoveryCodes> {
  if (user.totpSecret !== null) throw alreadyOn();
  const pending = user.totpPendingSecret;
  const step = pending === null ? null : await totpStepOf(pending, code);
  if (pending === null || step === null) throw invalidCode();
  const codes = newRecoveryCodes();
  const now = new Date();
  await context.db.transaction(async (tx) => {
    // Only the secret that was checked, and only while no other request has turned a factor on meanwhile.
    const turnedOn = await tx
      .update(users)
      .set({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.totpPendingSecret, pending), isNull(users.totpSecret)))
      .returning({ id: users.id });
    if (turnedOn.length === 0) throw invalidCode();
    await replaceRecoveryCodes(tx, user.id, codes);
  });
  await notifySecurityEvent(context, user, 'secondFactorOn');
  return { recoveryCodes: codes };
}

/** `POST /auth/second-factor/disable`: with the password, the secret and the recovery codes go; the user is told by mail. */
export async function disableSecondFactor(context: AccountContext, user: UserWithRoles, password: string): Promise<void> {
  if (user.totpSecret === null) throw off();
  await checkPasswordAgain(context, user, password, { field: 'password', status: 400 });
  await context.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await replaceRecoveryCodes(tx, user.id, []);
  });
  await notifySecurityEvent(context, user, 'secondFactorOff');
}

/** `POST /auth/second-factor/recovery-codes`: with the password, ten new recovery codes replace the old ones. */
export async function renewRecoveryCodes(context: AccountContext, user: UserWithRoles, password: string): Promise<RecoveryCodes> {
  if (user.totpSecret === null) throw off();
  await checkPasswordAgain(context, user, password, { field: 'password', status: 400 });
  const codes = newRecoveryCodes();
  await context.db.transaction((tx) => replaceRecoveryCodes(tx, user.id, codes));
  return { recoveryCodes: codes };
}
