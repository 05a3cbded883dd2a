import { eq, inArray } from 'drizzle-orm';
import { roleNameSchema, type PublicUser, type RoleName } from '@keelson/core';
import type { Database } from '../db/client';
import { userRoles, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserWithRoles = UserRow & { roles: RoleName[] };

/** The user of this id with their role names, or null. */
export async function findUserWithRoles(db: Database, id: string): Promise<UserWithRoles | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (user === undefined) return null;
  const [withRoles] = await attachRoles(db, [user]);
  return withRoles ?? null;
}

/** Adds each user's role names, in one query for the whole list. */
export async function attachRoles(db: Database, rows: readonly UserRow[]): Promise<UserWithRoles[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(userRoles)
    .where(
      inArray(
        userRoles.userId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    roles: links
      .filter((link) => link.userId === row.id)
      .map((link) => roleNameSchema.parse(link.roleName))
      .sort(),
  }));
}

/** What an answer may show of a user: no hash, no token, no internal stamps. */
export function toPublicUser(user: UserWithRoles): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    phone: user.phone,
    whitepaper: user.whitepaper,
    verified: user.verifiedAt !== null,
    roles: user.roles,
    created: user.createdAt.toISOString(),
  };
}
