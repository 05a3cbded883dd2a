import type { RoleName } from '@keelson/core';
import type { Database } from '../db/client';
import { userRoles, users } from '../db/schema';

/**
 * Inserts a verified user with the given roles straight into the database, for tests that need a
 * signed-in caller before the account calls exist. The password hash is not a real hash on purpose:
 * nothing in these tests signs in with a password.
 */
export async function insertUser(db: Database, options: { email: string; roles?: RoleName[] }): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: options.email, passwordHash: 'not-a-hash', firstName: 'Test', lastName: 'User', verifiedAt: new Date() })
    .returning({ id: users.id });
  if (user === undefined) throw new Error('insert returned no row');
  const roles = options.roles ?? ['user'];
  await db.insert(userRoles).values(roles.map((roleName) => ({ userId: user.id, roleName })));
  return user.id;
}
