import {
  accountMessages,
  fieldError,
  isValidEmail,
  KeelsonError,
  type FieldRule,
  type Language,
  normalizeEmail,
  type Me,
  type SignupRequest,
  viewsForRoles,
} from '@keelson/core';
import { passwordProblem } from '@keelson/core/password-policy';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail, securityNoticeMail, verificationMail, type SecurityEvent } from '../mail/templates';
import { presentUser } from '../users/presenters';
import { createUser, deleteUser, findUserByEmail, findUserWithRoles, updateUser, type UserWithRoles } from '../users/repository';
import { consumeAccountToken, issueAccountToken, peekAccountToken } from './account-tokens';
import { hashPassword, verifyPassword } from './passwords';
import type { Config } from '../config';
import type { Actor } from './authorization';
import { offersAdminArea, secondFactorSetupRequired } from './current-user';
import { createSession, deleteUserSessions } from './sessions';
import { clearEvents, isThrottled, limits, recordEvent, releaseEvents, reserveEvent, tooManyAttempts } from './throttle';
import { spendSecondFactorCode } from './totp';

/** What the account operations need of the server. */
export type AccountContext = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  sessionDays: number;
  log: FastifyBaseLogger;
};

/** A normalized e-mail address, or code 1007 naming the field. */
export function checkedEmail(email: string, field = 'email'): string {
  const normalized = normalizeEmail(email);
  if (!isValidEmail(normalized)) throw new KeelsonError(1007, { errors: [fieldError(field, { rule: 'emailInvalid' })] });
  return normalized;
}

/** Refuses a new password that is too short (1008) or too guessable (1012), naming the field. */
export function checkNewPassword(password: string, userInputs: readonly string[], field = 'password'): void {
  const problem = passwordProblem(password, userInputs);
  if (problem === null) return;
  // The message keeps the estimator's advice ("This is a top-10 common password") beside the rule's words.
  const rule: FieldRule =
    problem.code === 1008 ? 'passwordTooShort' : problem.message === accountMessages.passwordTooLong ? 'passwordTooLong' : 'passwordTooGuessable';
  throw new KeelsonError(problem.code, { message: problem.message, errors: [{ field, rule, message: problem.message }] });
}

/** The refusal of an e-mail address that another account holds (1004). */
export function userAlreadyExists(): KeelsonError {
  return new KeelsonError(1004, { message: accountMessages.userAlreadyExists, errors: [fieldError('email', { rule: 'userAlreadyExists' })] });
}

const userInputsOf = (user: { email: string; firstName?: string | undefined; lastName?: string | undefined; company?: string | undefined }) => [
  user.email,
  user.firstName ?? '',
  user.lastName ?? '',
  user.company ?? '',
  'keelson',
];

/** `GET /auth/me` and a sign-in's answer: the user, the views this session may open, and whether a second factor is due. */
export function meOf(actor: Actor, config: Pick<Config, 'requireAdminMfa'>): Me {
  return {
    user: presentUser(actor),
    views: viewsForRoles(actor.roles).filter((view) => view !== 'adminArea' || offersAdminArea(actor, config)),
    secondFactorSetupRequired: secondFactorSetupRequired(actor, config),
  };
}

/**
 * Tells the user by mail, in their language, that their password or second factor changed, with the time and a link
 * to their settings. A mail that cannot be sent is logged; the change itself stands.
 */
export async function notifySecurityEvent(
  context: AccountContext,
  user: Pick<UserWithRoles, 'email' | 'firstName' | 'language'>,
  event: SecurityEvent,
): Promise<void> {
  try {
    await context.mailer.send(
      securityNoticeMail({
        to: user.email,
        firstName: user.firstName,
        language: user.language,
        event,
        at: new Date(),
        link: `${context.publicUrl}/app/user/settings`,
      }),
    );
  } catch (error) {
    context.log.error({ err: error, event }, 'a security notice could not be mailed');
  }
}

/** The field `password` of a body; a wrong one answers 400, not 401, since the session stays signed in. */
const passwordAgain = { field: 'password', status: 400 };

/**
 * Asks a signed-in user for their password again before a change to how they sign in, or to who is signed in: a
 * stolen session alone does not suffice. None answers 1012 naming the field (rule required); wrong tries count like
 * failed sign-ins of their e-mail (1011 once used up) and answer 1002 naming the field.
 */
export async function checkPasswordAgain(
  context: AccountContext,
  user: UserWithRoles,
  password: string | undefined,
  options: { field: string; status?: number } = passwordAgain,
): Promise<void> {
  if (password === undefined || password === '') throw new KeelsonError(1012, { errors: [fieldError(options.field, { rule: 'required' })] });
  if (await isThrottled(context.db, limits.signinPerEmail, user.email)) throw await tooManyAttempts(context.db, limits.signinPerEmail, user.email);
  if (await verifyPassword(user.passwordHash, password)) return;
  await recordEvent(context.db, limits.signinPerEmail, user.email);
  throw new KeelsonError(1002, {
    message: accountMessages.wrongOldPassword,
    errors: [fieldError(options.field, { rule: 'wrongOldPassword' })],
    ...(options.status === undefined ? {} : { status: options.status }),
  });
}

async function throttleAddress(context: AccountContext, address: string): Promise<void> {
  if (await isThrottled(context.db, limits.accountRequestsPerAddress, address))
    throw await tooManyAttempts(context.db, limits.accountRequestsPerAddress, address);
  await recordEvent(context.db, limits.accountRequestsPerAddress, address);
}

/**
 * `POST /auth/signup`: an unverified user with the user role, and a verification link by mail. The user's language
 * is the one the body names, else the request's (`requestLanguage`: its Accept-Language); the mail is in it. When
 * the mail cannot be sent the user is removed again, so that signing up can simply be retried.
 */
export async function signUp(context: AccountContext, request: SignupRequest, address: string, requestLanguage: Language): Promise<UserWithRoles> {
  const email = checkedEmail(request.email);
  checkNewPassword(request.password, userInputsOf({ ...request, email }));
  await throttleAddress(context, address);
  if ((await findUserByEmail(context.db, email)) !== null) throw userAlreadyExists();
  const user = await createUser(context.db, {
    ...request,
    email,
    language: request.language ?? requestLanguage,
    passwordHash: await hashPassword(request.password),
    verified: false,
    roles: ['user'],
  });
  if (user === null) throw userAlreadyExists();
  const token = await issueAccountToken(context.db, { userId: user.id, purpose: 'verify-email' });
  try {
    await context.mailer.send(
      verificationMail({ to: email, firstName: user.firstName, language: user.language, link: `${context.publicUrl}/app/confirm-email?id=${token}` }),
    );
  } catch (cause) {
    await deleteUser(context.db, user.id);
    throw new KeelsonError(1005, { cause });
  }
  return user;
}

/** `POST /auth/verify-email/{token}`: marks the address as verified; an unusable link is 1010. */
export async function verifyEmail(context: AccountContext, token: string): Promise<UserWithRoles> {
  const userId = await consumeAccountToken(context.db, { token, purpose: 'verify-email' });
  const user = userId === null ? null : await updateUser(context.db, userId, { verified: true });
  if (user === null) throw new KeelsonError(1010, { message: accountMessages.tokenInvalid });
  return user;
}

/**
 * `POST /auth/signin`. Before any password is hashed, one attempt is reserved atomically for the e-mail and one
 * for the network address, in the database shared by all instances, so that at most 5 passwords per e-mail per
 * 15 minutes are ever verified, however many requests arrive at once. A sign-in that proves the password
 * gives its reservations back (only failures count). The password is checked before verification, so that
 * 1003 tells nothing to someone without it.
 *
 * A user with a second factor also needs `otp`, a code of their authenticator app or a recovery code: without one
 * the answer is 1006 (the password was right, so the reservations go back); a wrong or spent code is a failed
 * attempt like a wrong password (1002, the reservations stay), so codes are guessed no faster than passwords.
 */
export async function signIn(
  context: AccountContext,
  request: { email: string; password: string; otp?: string | undefined },
  client: { address: string; userAgent?: string | undefined },
): Promise<{ user: UserWithRoles; token: string; expiresAt: Date; secondFactorAt: Date | null }> {
  const { address } = client;
  if (request.email.trim() === '' || request.password === '') throw new KeelsonError(1006);
  const email = checkedEmail(request.email);
  const addressAttempt = await reserveEvent(context.db, limits.signinPerAddress, address);
  if (addressAttempt === null) throw await tooManyAttempts(context.db, limits.signinPerAddress, address);
  const emailAttempt = await reserveEvent(context.db, limits.signinPerEmail, email);
  if (emailAttempt === null) {
    await releaseEvents(context.db, [addressAttempt]);
    throw await tooManyAttempts(context.db, limits.signinPerEmail, email);
  }
  const user = await findUserByEmail(context.db, email);
  if (user === null || user.disabledAt !== null) throw new KeelsonError(1001);
  if (!(await verifyPassword(user.passwordHash, request.password))) throw new KeelsonError(1002);
  if (user.totpSecret !== null) {
    const otp = request.otp?.trim() ?? '';
    if (otp === '') {
      await releaseEvents(context.db, [addressAttempt, emailAttempt]);
      throw new KeelsonError(1006, { message: accountMessages.secondFactorRequired, errors: [fieldError('otp', { rule: 'secondFactorRequired' })] });
    }
    if (!(await spendSecondFactorCode(context.db, user, otp))) {
      throw new KeelsonError(1002, { message: accountMessages.secondFactorInvalid, errors: [fieldError('otp', { rule: 'secondFactorInvalid' })] });
    }
  }
  await releaseEvents(context.db, [addressAttempt, emailAttempt]);
  if (user.verifiedAt === null) throw new KeelsonError(1003);
  await clearEvents(context.db, limits.signinPerEmail, email);
  // The code was spent above: this session proved the second factor.
  const secondFactorAt = user.totpSecret === null ? null : new Date();
  const session = await createSession(context.db, { userId: user.id, sessionDays: context.sessionDays, address, userAgent: client.userAgent, secondFactorAt });
  return { user, ...session, secondFactorAt };
}

/**
 * `POST /auth/reset-password`: mails a one-hour link, in the user's language, when the address belongs to a user. The answer
 * is the same whether it does or not, and whether a mail was sent or held back by the limit.
 */
export async function requestPasswordReset(context: AccountContext, emailText: string, address: string): Promise<void> {
  const email = checkedEmail(emailText);
  await throttleAddress(context, address);
  const user = await findUserByEmail(context.db, email);
  if (user === null || user.disabledAt !== null) return;
  if (await isThrottled(context.db, limits.resetPerEmail, email)) return;
  await recordEvent(context.db, limits.resetPerEmail, email);
  const token = await issueAccountToken(context.db, { userId: user.id, purpose: 'reset-password' });
  try {
    await context.mailer.send(
      passwordResetMail({ to: email, firstName: user.firstName, language: user.language, link: `${context.publicUrl}/app/reset-password?id=${token}` }),
    );
  } catch (error) {
    context.log.error({ err: error }, 'the password-reset mail could not be sent');
  }
}

/**
 * `POST /auth/confirm-password/{token}` (and `/auth/change-password/{token}`): sets the new password
 * and ends every session of the user. The link came by mail, so it also proves the address. The user is told by mail.
 */
export async function resetPassword(context: AccountContext, token: string, password: string, field = 'password'): Promise<void> {
  const invalid = () => new KeelsonError(1010, { message: accountMessages.tokenInvalid });
  // A refused password leaves the link usable; only a successful reset spends it.
  const userId = await peekAccountToken(context.db, { token, purpose: 'reset-password' });
  const user = userId === null ? null : await findUserWithRoles(context.db, userId);
  if (user === null) throw invalid();
  checkNewPassword(password, userInputsOf(user), field);
  if ((await consumeAccountToken(context.db, { token, purpose: 'reset-password' })) !== user.id) throw invalid();
  await updateUser(context.db, user.id, { passwordHash: await hashPassword(password), verified: true });
  await deleteUserSessions(context.db, user.id);
  await notifySecurityEvent(context, user, 'passwordReset');
}

/**
 * `POST /auth/change-password` for the signed-in user: the current password must be right (wrong
 * tries count like failed sign-ins); every other session of the user ends, and the user is told by mail.
 */
export async function changePassword(
  context: AccountContext,
  options: { user: UserWithRoles; oldPassword: string; newPassword: string; currentToken: string },
): Promise<void> {
  const { user } = options;
  await checkPasswordAgain(context, user, options.oldPassword, { field: 'oldPassword' });
  checkNewPassword(options.newPassword, userInputsOf(user), 'newPassword');
  await updateUser(context.db, user.id, { passwordHash: await hashPassword(options.newPassword) });
  await deleteUserSessions(context.db, user.id, { exceptToken: options.currentToken });
  await notifySecurityEvent(context, user, 'passwordChanged');
}
