import { accountMessages, fieldError, KeelsonError, type Language, type UserChanges, type UserCreateRequest, userCreateRequestSchema } from '@keelson/core';
import { checkedEmail, checkNewPassword, checkPasswordAgain, userAlreadyExists, type AccountContext } from '../auth/account-service';
import type { Actor } from '../auth/authorization';
import { issueAccountToken } from '../auth/account-tokens';
import { hashPassword } from '../auth/passwords';
import { newToken, deleteUserSessions } from '../auth/sessions';
import { invitationMail } from '../mail/templates';
import type { Database } from '../db/client';
import { sql } from 'drizzle-orm';
import { canChangeUser } from './policy';
import {
  countActiveAdministrators,
  createUser,
  deleteUser,
  findUserByEmail,
  findUserWithRoles,
  updateUser,
  type UserUpdate,
  type UserWithRoles,
} from './repository';

const rolesMustIncludeUser = () => new KeelsonError(1012, { errors: [fieldError('roles', { rule: 'rolesMustIncludeUser' })] });
const lastAdministrator = (field: string) =>
  new KeelsonError(1012, { message: accountMessages.lastAdministrator, errors: [fieldError(field, { rule: 'lastAdministrator' })] });

/**
 * `POST /api/users` by an administrator. With a password the account is ready; without one the user is
 * e-mailed a one-hour link to choose it (their password hash until then matches no password). The user's language
 * is the one the body names, else the administrator's request language (`requestLanguage`), the best guess there is;
 * the invitation is in it.
 */
export async function createUserAsAdministrator(context: AccountContext, input: UserCreateRequest, requestLanguage: Language): Promise<UserWithRoles> {
  const request = userCreateRequestSchema.parse(input);
  const email = checkedEmail(request.email);
  if (!request.roles.includes('user')) throw rolesMustIncludeUser();
  if (request.password !== undefined && request.password !== '') checkNewPassword(request.password, [email, request.firstName ?? '', request.lastName ?? '']);
  if ((await findUserByEmail(context.db, email)) !== null) throw userAlreadyExists();
  const invite = request.password === undefined || request.password === '';
  const user = await createUser(context.db, {
    ...request,
    email,
    language: request.language ?? requestLanguage,
    passwordHash: await hashPassword(invite ? newToken() : (request.password ?? '')),
    roles: [...new Set(request.roles)],
  });
  if (user === null) throw userAlreadyExists();
  if (invite) {
    const token = await issueAccountToken(context.db, { userId: user.id, purpose: 'reset-password' });
    await context.mailer.send(
      invitationMail({ to: email, firstName: user.firstName, language: user.language, link: `${context.publicUrl}/app/reset-password?id=${token}` }),
    );
  }
  return user;
}

/** The key of the advisory lock under which administrator rights change (any number shared by every instance). */
const administratorRightsLock = 7_402_113;

/**
 * Runs a change that may take away administrator rights under one transaction-scoped advisory lock, so that two
 * administrators demoting or deleting each other at once are serialised: the second sees the first's change and
 * is refused when it would leave no administrator (on every instance sharing the database).
 */
async function underAdministratorLock<T>(db: Database, change: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${administratorRightsLock})`);
    return change(tx);
  });
}

/** Whether a change would leave no enabled administrator. */
async function removesLastAdministrator(db: Database, target: UserWithRoles, changes: { roles?: readonly string[]; disabled?: boolean; deleted?: boolean }) {
  const isActiveAdmin = target.roles.includes('admin') && target.disabledAt === null;
  if (!isActiveAdmin) return false;
  const losesIt = changes.deleted === true || changes.disabled === true || (changes.roles !== undefined && !changes.roles.includes('admin'));
  return losesIt && (await countActiveAdministrators(db)) <= 1;
}

/**
 * `PUT /api/users/{id}` once the caller may see the user: a change beyond the caller's right answers 1009 (403, as
 * they know the user exists); else checks the changes, applies them and ends sessions where needed. A new e-mail
 * address needs the caller's password again: whoever holds the address can reset the password.
 */
export async function changeUser(
  context: AccountContext,
  options: { actor: Actor; target: UserWithRoles; changes: UserChanges; password?: string | undefined },
): Promise<UserWithRoles> {
  const { actor, target, changes } = options;
  if (!canChangeUser(actor, target, changes)) throw new KeelsonError(1009);
  const update: UserUpdate = { ...changes };
  if (changes.email !== undefined) {
    update.email = checkedEmail(changes.email);
    if (update.email !== target.email) await checkPasswordAgain(context, actor, options.password);
    const holder = await findUserByEmail(context.db, update.email);
    if (holder !== null && holder.id !== target.id) throw userAlreadyExists();
  }
  if (changes.roles !== undefined) {
    if (!changes.roles.includes('user')) throw rolesMustIncludeUser();
    update.roles = [...new Set(changes.roles)];
  }
  const updated = await underAdministratorLock(context.db, async (tx) => {
    const current = await findUserWithRoles(tx, target.id);
    if (current === null) throw new KeelsonError(1010);
    if (await removesLastAdministrator(tx, current, changes)) throw lastAdministrator('roles');
    return updateUser(tx, target.id, update);
  });
  if (updated === null) throw new KeelsonError(1010);
  if (changes.disabled === true) await deleteUserSessions(context.db, target.id);
  return updated;
}

/** `DELETE /api/users/{id}`: never the last administrator; sessions and the user's records go with them. */
export async function removeUser(context: AccountContext, id: string): Promise<void> {
  await underAdministratorLock(context.db, async (tx) => {
    const target = await findUserWithRoles(tx, id);
    if (target === null) throw new KeelsonError(1010);
    if (await removesLastAdministrator(tx, target, { deleted: true })) throw lastAdministrator('id');
    await deleteUser(tx, id);
  });
}
