import { and, eq, isNull } from 'drizzle-orm';
import { accountMessages, fieldError, KeelsonError, type RecoveryCodes, type SecondFactorSetup } from '@keelson/core';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import type { UserWithRoles } from '../users/repository';
import { checkPasswordAgain, notifySecurityEvent, type AccountContext } from './account-service';
import type { Actor } from './authorization';
import { hashToken } from './sessions';
import { hashRecoveryCodes, newRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';
import { newTotpSecret, totpProvisioning, totpStepOf } from './totp';

/**
 * The second factor of a signed-in user: set up, confirmed with a first code, turned off, recovery codes
 * renewed — each with the password again, so that a stolen session alone cannot enrol an attacker's authenticator —
 * and reset by an administrator for a user who lost theirs.
 */

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
 * `POST /auth/second-factor/setup` with the password: a new secret, kept as pending (replacing an earlier pending one)
 * until a first code confirms it. The only answer that ever carries a secret.
 */
export async function startSecondFactorSetup(context: AccountContext, user: UserWithRoles, password: string): Promise<SecondFactorSetup> {
  if (user.totpSecret !== null) throw alreadyOn();
  await checkPasswordAgain(context, user, password);
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
 * `POST /auth/second-factor/confirm` with the password: a code of the pending secret turns it on (its step counts as
 * used) and gives ten new recovery codes, shown this once; the user is told by mail. The code proves the factor, so
 * the session that confirms it counts as signed in with it (`sessionToken`).
 */
export async function confirmSecondFactor(
  context: AccountContext,
  user: UserWithRoles,
  request: { code: string; password: string; sessionToken: string },
): Promise<RecoveryCodes> {
  if (user.totpSecret !== null) throw alreadyOn();
  await checkPasswordAgain(context, user, request.password);
  const pending = user.totpPendingSecret;
  const step = pending === null ? null : await totpStepOf(pending, request.code);
  if (pending === null || step === null) throw invalidCode();
  const codes = newRecoveryCodes();
  const codeHashes = await hashRecoveryCodes(codes);
  const now = new Date();
  await context.db.transaction(async (tx) => {
    // Only the secret that was checked, and only while no other request has turned a factor on meanwhile.
    const turnedOn = await tx
      .update(users)
      .set({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.totpPendingSecret, pending), isNull(users.totpSecret)))
      .returning({ id: users.id });
    if (turnedOn.length === 0) throw invalidCode();
    await replaceRecoveryCodes(tx, user.id, codeHashes);
    await tx
      .update(sessions)
      .set({ secondFactorAt: now })
      .where(and(eq(sessions.tokenHash, hashToken(request.sessionToken)), eq(sessions.userId, user.id)));
  });
  await notifySecurityEvent(context, user, 'secondFactorOn');
  return { recoveryCodes: codes };
}

/** Removes the user's second factor: secret, pending secret and recovery codes. */
async function removeSecondFactor(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await replaceRecoveryCodes(tx, userId, []);
  });
}

/** `POST /auth/second-factor/disable`: with the password, the secret and the recovery codes go; the user is told by mail. */
export async function disableSecondFactor(context: AccountContext, user: UserWithRoles, password: string): Promise<void> {
  if (user.totpSecret === null) throw off();
  await checkPasswordAgain(context, user, password);
  await removeSecondFactor(context.db, user.id);
  await notifySecurityEvent(context, user, 'secondFactorOff');
}

/** `POST /auth/second-factor/recovery-codes`: with the password, ten new recovery codes replace the old ones. */
export async function renewRecoveryCodes(context: AccountContext, user: UserWithRoles, password: string): Promise<RecoveryCodes> {
  if (user.totpSecret === null) throw off();
  await checkPasswordAgain(context, user, password);
  const codes = newRecoveryCodes();
  const codeHashes = await hashRecoveryCodes(codes);
  await context.db.transaction((tx) => replaceRecoveryCodes(tx, user.id, codeHashes));
  return { recoveryCodes: codes };
}

/**
 * `DELETE /api/users/{id}/second-factor` (administrators): removes the second factor of a user who lost their
 * authenticator and recovery codes, so that the password alone signs them in again and they can set up a new one.
 * There is no audit table: the reset is logged as one structured line (`audit: 'secondFactorReset'`, actor, target,
 * time), and the user is told by mail in their language.
 */
export async function resetSecondFactor(context: AccountContext, options: { actor: Actor; target: UserWithRoles }): Promise<void> {
  const { actor, target } = options;
  if (target.totpSecret === null) throw off();
  await removeSecondFactor(context.db, target.id);
  context.log.info(
    { audit: 'secondFactorReset', actorId: actor.id, targetId: target.id, at: new Date().toISOString() },
    'an administrator reset the second factor of a user',
  );
  await notifySecurityEvent(context, target, 'secondFactorReset');
}
