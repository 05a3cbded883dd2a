import type { RoleName } from '@keelson/core';
import { hashPassword } from '../auth/passwords';
import { newTotpSecret } from '../auth/totp';
import type { Database } from '../db/client';
import { userRoles, users } from '../db/schema';

/**
 * Inserts a verified user with the given roles straight into the database, for tests that need a
 * signed-in caller before the account calls exist. Without `password` the password hash is not a real hash on
 * purpose: nothing signs in with a password. `secondFactor` turns a second factor on (its secret unknown to the test):
 * a session then proves it with `createSession`'s `secondFactorAt`.
 */
export async function insertUser(db: Database, options: { email: string; roles?: RoleName[]; password?: string; secondFactor?: boolean }): Promise<string> {
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      email: options.email,
      passwordHash: options.password === undefined ? 'not-a-hash' : await hashPassword(options.password),
      firstName: 'Test',
      lastName: 'User',
      verifiedAt: now,
      ...(options.secondFactor === true ? { totpSecret: newTotpSecret(), totpEnabledAt: now } : {}),
    })
    .returning({ id: users.id });
  if (user === undefined) throw new Error('insert returned no row');
  const roles = options.roles ?? ['user'];
  await db.insert(userRoles).values(roles.map((roleName) => ({ userId: user.id, roleName })));
  return user.id;
}
