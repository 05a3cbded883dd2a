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
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail, securityNoticeMail, signupAttemptMail, verificationMail, type SecurityEvent } from '../mail/templates';
import { presentUser } from '../users/presenters';
import { createUser, deleteUser, findUserByEmail, findUserWithRoles, updateUser, type UserWithRoles } from '../users/repository';
import { consumeAccountToken, issueAccountToken, peekAccountToken } from './account-tokens';
import { knownDevice, deviceProof } from './known-device';
import { hashPassword, verifyAgainstNoAccount, verifyPassword } from './passwords';
import type { Config } from '../config';
import type { Actor } from './authorization';
import { offersAdminArea, secondFactorSetupRequired } from './current-user';
import { createSession, deleteUserSessions } from './sessions';
import { backoffs, clearEvents, isThrottled, limits, recordEvent, releaseEvents, reserveAttempt, reserveEvent, tooManyAttempts, type Limit } from './throttle';
import { spendSecondFactorCode } from './totp';

/** What the account operations need of the server. */
export type AccountContext = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  sessionDays: number;
  /** Sign-ups, reset requests and resends from one network address per hour (ACCOUNT_REQUESTS_PER_HOUR). */
  accountRequestsPerHour: number;
  log: FastifyBaseLogger;
};

/** What the account operations need, from the server's decorations and configuration. */
export function accountContextOf(app: FastifyInstance): AccountContext {
  const { publicUrl, sessionDays, accountRequestsPerHour } = app.config;
  return { db: app.db, mailer: app.mailer, publicUrl, sessionDays, accountRequestsPerHour, log: app.log };
}

/** The limit of account requests per network address, at the configured number an hour. */
export function accountRequestLimit(context: Pick<AccountContext, 'accountRequestsPerHour'>): Limit {
  return { ...limits.accountRequestsPerAddress, limit: context.accountRequestsPerHour };
}

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
 * stolen session alone does not suffice. None answers 1012 naming the field (rule required); wrong tries answer 1002
 * naming the field and slow the next ones like failed sign-ins (1011 with Retry-After while the delay runs), on a
 * counter of their own: only someone signed in can fail here, so a stranger's guesses never lock the owner out of
 * their settings (docs/security-lockout.md).
 */
export async function checkPasswordAgain(
  context: AccountContext,
  user: UserWithRoles,
  password: string | undefined,
  options: { field: string; status?: number } = passwordAgain,
): Promise<void> {
  if (password === undefined || password === '') throw new KeelsonError(1012, { errors: [fieldError(options.field, { rule: 'required' })] });
  const attempt = await reserveAttempt(context.db, backoffs.reauthPerEmail, user.email);
  if ('refused' in attempt) throw attempt.refused;
  if (await verifyPassword(user.passwordHash, password)) {
    await clearEvents(context.db, backoffs.reauthPerEmail, user.email);
    return;
  }
  throw new KeelsonError(1002, {
    message: accountMessages.wrongOldPassword,
    errors: [fieldError(options.field, { rule: 'wrongOldPassword' })],
    ...(options.status === undefined ? {} : { status: options.status }),
  });
}

async function throttleAddress(context: AccountContext, address: string): Promise<void> {
  const limit = accountRequestLimit(context);
  if (await isThrottled(context.db, limit, address)) throw await tooManyAttempts(context.db, limit, address);
  await recordEvent(context.db, limit, address);
}

/**
 * Mails the owner of an address that a sign-up with it was refused, in the owner's language: the mail flow of a
 * sign-up goes on whether or not the address has an account (docs/security-lockout.md). At most 3 such mails an hour
 * reach one address, so that nobody can flood an owner with them; a mail that cannot be sent is logged.
 */
async function mailSignupAttempt(context: AccountContext, owner: UserWithRoles): Promise<void> {
  if (await isThrottled(context.db, limits.signupNoticePerEmail, owner.email)) return;
  await recordEvent(context.db, limits.signupNoticePerEmail, owner.email);
  try {
    await context.mailer.send(
      signupAttemptMail({ to: owner.email, firstName: owner.firstName, language: owner.language, link: `${context.publicUrl}/app/signin` }),
    );
  } catch (error) {
    context.log.error({ err: error }, 'the notice of a refused sign-up could not be mailed');
  }
}

/**
 * `POST /auth/signup`: an unverified user with the user role, and a verification link by mail. The user's language
 * is the one the body names, else the request's (`requestLanguage`: its Accept-Language); the mail is in it. When
 * the mail cannot be sent the user is removed again, so that signing up can simply be retried. An address that has
 * an account answers 1004, as the spec says, and its owner is mailed instead.
 */
export async function signUp(context: AccountContext, request: SignupRequest, address: string, requestLanguage: Language): Promise<UserWithRoles> {
  const email = checkedEmail(request.email);
  checkNewPassword(request.password, userInputsOf({ ...request, email }));
  await throttleAddress(context, address);
  const owner = await findUserByEmail(context.db, email);
  if (owner !== null) {
    await mailSignupAttempt(context, owner);
    throw userAlreadyExists();
  }
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

/** An id no user has: `findAccount` reads it for an unknown address. */
const noUserId = '00000000-0000-0000-0000-000000000000';

/**
 * The user of an address, in two queries whether or not there is one: a known address reads its roles, an unknown one
 * the row of an id no user has, so that the lookup's time tells as little as the password check's.
 */
async function findAccount(db: Database, email: string): Promise<UserWithRoles | null> {
  const user = await findUserByEmail(db, email);
  if (user === null) await findUserWithRoles(db, noUserId);
  return user;
}

/**
 * Reserves a sign-in attempt before any password is hashed (docs/security-lockout.md): with a known-device proof for
 * the account, one of that device's own growing delay alone; otherwise one of the network address's window and one
 * of the e-mail's growing delay (whether or not an account has it). The reservations' ids, to give back on success.
 */
async function reserveSigninAttempt(context: AccountContext, attempt: { email: string; address: string; device: string | null }): Promise<string[]> {
  const { db } = context;
  if (attempt.device !== null) {
    const reservation = await reserveAttempt(db, backoffs.signinPerDevice, attempt.device);
    if ('refused' in reservation) throw reservation.refused;
    return [reservation.id];
  }
  const addressAttempt = await reserveEvent(db, limits.signinPerAddress, attempt.address);
  if (addressAttempt === null) throw await tooManyAttempts(db, limits.signinPerAddress, attempt.address);
  const emailAttempt = await reserveAttempt(db, backoffs.signinPerEmail, attempt.email);
  if ('refused' in emailAttempt) {
    await releaseEvents(db, [addressAttempt]);
    throw emailAttempt.refused;
  }
  return [addressAttempt, emailAttempt.id];
}

/**
 * `POST /auth/signin`. Before any password is hashed an attempt is reserved atomically in the database shared by all
 * instances (`reserveSigninAttempt`), so a guesser is slowed however many requests arrive at once, while the owner's
 * known device is slowed only by its own failures. A refused attempt checks no password: a right one during the
 * delay is refused exactly like a wrong one. A sign-in that proves the password gives its reservations back (only
 * failures count), and its answer carries a known-device proof for this browser. An unknown address costs the same
 * password-hash work as a known one. The password is checked before verification, so that 1003 tells nothing to
 * someone without it.
 *
 * A user with a second factor also needs `otp`, a code of their authenticator app or a recovery code: without one
 * the answer is 1006 (the password was right, so the reservations go back); a wrong or spent code is a failed
 * attempt like a wrong password (1002, the reservations stay), so codes are guessed no faster than passwords.
 */
export async function signIn(
  context: AccountContext,
  request: { email: string; password: string; otp?: string | undefined },
  client: { address: string; userAgent?: string | undefined; deviceProof?: string | undefined },
): Promise<{ user: UserWithRoles; token: string; expiresAt: Date; secondFactorAt: Date | null; deviceProof: string }> {
  const { address } = client;
  if (request.email.trim() === '' || request.password === '') throw new KeelsonError(1006);
  const email = checkedEmail(request.email);
  const user = await findAccount(context.db, email);
  const device = user === null ? null : await knownDevice(context.db, client.deviceProof, user.id);
  const attempts = await reserveSigninAttempt(context, { email, address, device });
  if (user === null || user.disabledAt !== null) {
    await verifyAgainstNoAccount(request.password);
    throw new KeelsonError(1001);
  }
  if (!(await verifyPassword(user.passwordHash, request.password))) throw new KeelsonError(1002);
  if (user.totpSecret !== null) {
    const otp = request.otp?.trim() ?? '';
    if (otp === '') {
      await releaseEvents(context.db, attempts);
      throw new KeelsonError(1006, { message: accountMessages.secondFactorRequired, errors: [fieldError('otp', { rule: 'secondFactorRequired' })] });
    }
    if (!(await spendSecondFactorCode(context.db, user, otp))) {
      throw new KeelsonError(1002, { message: accountMessages.secondFactorInvalid, errors: [fieldError('otp', { rule: 'secondFactorInvalid' })] });
    }
  }
  await releaseEvents(context.db, attempts);
  if (user.verifiedAt === null) throw new KeelsonError(1003);
  // Only the counter this sign-in went through starts again: the owner on their known device does not reset the
  // delay of whoever keeps guessing without one.
  if (device === null) await clearEvents(context.db, backoffs.signinPerEmail, email);
  else await clearEvents(context.db, backoffs.signinPerDevice, device);
  // The code was spent above: this session proved the second factor.
  const secondFactorAt = user.totpSecret === null ? null : new Date();
  const session = await createSession(context.db, { userId: user.id, sessionDays: context.sessionDays, address, userAgent: client.userAgent, secondFactorAt });
  return { user, ...session, secondFactorAt, deviceProof: await deviceProof(context.db, user.id, device) };
}

/**
 * The password-reset link and its mail, in the user's language, when the address belongs to a user who may sign in,
 * at most 3 an hour for one address. Runs after the answer to the request; what goes wrong is logged.
 */
async function mailPasswordReset(context: AccountContext, email: string): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  if (user === null || user.disabledAt !== null) return;
  if (await isThrottled(context.db, limits.resetPerEmail, email)) return;
  await recordEvent(context.db, limits.resetPerEmail, email);
  const token = await issueAccountToken(context.db, { userId: user.id, purpose: 'reset-password' });
  await context.mailer.send(
    passwordResetMail({ to: email, firstName: user.firstName, language: user.language, link: `${context.publicUrl}/app/reset-password?id=${token}` }),
  );
}

/**
 * `POST /auth/reset-password`: checks the address's form and the network address's limit, and gives back the work
 * that follows the answer: a one-hour link by mail when the address belongs to a user (`mailPasswordReset`). The
 * answer waits for neither the lookup nor the mail, so it is the same, in content and in time, whether the address
 * has an account or not, and whether a mail was sent or held back by the limit.
 */
export async function requestPasswordReset(context: AccountContext, emailText: string, address: string): Promise<() => Promise<void>> {
  const email = checkedEmail(emailText);
  await throttleAddress(context, address);
  return async () => {
    try {
      await mailPasswordReset(context, email);
    } catch (error) {
      context.log.error({ err: error }, 'the password-reset mail could not be sent');
    }
  };
}

/**
 * `POST /auth/confirm-password/{token}` (and `/auth/change-password/{token}`): sets the new password
 * and ends every session of the user. The link came by mail, so it also proves the address. The user is told by mail.
 * The user is given back, so that the browser that used the link becomes a known device of theirs.
 */
export async function resetPassword(context: AccountContext, token: string, password: string, field = 'password'): Promise<UserWithRoles> {
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
  return user;
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
