import { and, asc, count, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { defaultLanguage, roleNameSchema, type Language, type RoleName, type UserListQuery, type UserSortKey } from '@keelson/core';
import type { Database } from '../db/client';
import { searchCondition, sortableText } from '../db/record-list';
import { roles, userRoles, users } from '../db/schema';

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

/** The user of an e-mail address (already normalized), with roles, or null. */
export async function findUserByEmail(db: Database, email: string): Promise<UserWithRoles | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (user === undefined) return null;
  const [withRoles] = await attachRoles(db, [user]);
  return withRoles ?? null;
}

/** What each sort key of `GET /api/users` orders by; a blank name or company sorts last. */
const userSortColumns = {
  email: users.email,
  name: sortableText(sql`${users.firstName} || ' ' || ${users.lastName}`),
  company: sortableText(users.company),
  verified: sql`(${users.verifiedAt} is not null)`,
  disabled: sql`(${users.disabledAt} is not null)`,
  created: users.createdAt,
} satisfies Record<UserSortKey, AnyColumn | SQL>;

/**
 * One page of the users with roles and how many match in all: those whose address, name or company hold every word of
 * `search`, by `sort` in `order` (missing values last), then oldest first and by id, so that pages never overlap.
 */
export async function listUsers(db: Database, request: UserListQuery): Promise<{ users: UserWithRoles[]; total: number }> {
  const matching = searchCondition(request.search, [users.email, users.firstName, users.lastName, users.company]);
  const [counted] = await db.select({ total: count() }).from(users).where(matching);
  const by = request.sort === undefined ? [] : [sql`${userSortColumns[request.sort]} ${request.order === 'desc' ? sql`desc` : sql`asc`} nulls last`];
  const rows = await db
    .select()
    .from(users)
    .where(matching)
    .orderBy(...by, asc(users.createdAt), asc(users.email), asc(users.id))
    .limit(request.limit)
    .offset(request.offset);
  return { users: await attachRoles(db, rows), total: counted?.total ?? 0 };
}

export type NewUser = {
  email: string;
  passwordHash: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  company?: string | undefined;
  phone?: string | undefined;
  whitepaper?: boolean | undefined;
  language?: Language | undefined;
  verified: boolean;
  roles: readonly RoleName[];
};

/** Creates a user and their roles in one transaction; null when the e-mail is taken. */
export async function createUser(db: Database, user: NewUser): Promise<UserWithRoles | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: user.email,
        passwordHash: user.passwordHash,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        company: user.company ?? '',
        phone: user.phone ?? '',
        whitepaper: user.whitepaper ?? false,
        language: user.language ?? defaultLanguage,
        verifiedAt: user.verified ? new Date() : null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (row === undefined) return null;
    await tx.insert(userRoles).values(user.roles.map((roleName) => ({ userId: row.id, roleName })));
    return { ...row, roles: [...user.roles].sort() };
  });
}

export type UserUpdate = Partial<{
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  whitepaper: boolean;
  language: Language;
  verified: boolean;
  disabled: boolean;
  passwordHash: string;
  roles: readonly RoleName[];
}>;

/** Applies changes to a user (roles replaced as a whole) in one transaction; the updated user, or null. */
export async function updateUser(db: Database, id: string, changes: UserUpdate): Promise<UserWithRoles | null> {
  return db.transaction(async (tx) => {
    const { verified, disabled, roles: newRoles, ...columns } = changes;
    const now = new Date();
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (current === undefined) return null;
    await tx
      .update(users)
      .set({
        ...columns,
        ...(verified === undefined ? {} : { verifiedAt: verified ? (current.verifiedAt ?? now) : null }),
        ...(disabled === undefined ? {} : { disabledAt: disabled ? (current.disabledAt ?? now) : null }),
        updatedAt: now,
      })
      .where(eq(users.id, id));
    if (newRoles !== undefined) {
      await tx.delete(userRoles).where(eq(userRoles.userId, id));
      await tx.insert(userRoles).values(newRoles.map((roleName) => ({ userId: id, roleName })));
    }
    const [row] = await tx.select().from(users).where(eq(users.id, id));
    if (row === undefined) return null;
    const [withRoles] = await attachRoles(tx, [row]);
    return withRoles ?? null;
  });
}

/** Deletes a user; sessions, tokens and roles go with them (foreign keys cascade). */
export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}

/** How many enabled administrators there are. */
export async function countActiveAdministrators(db: Database): Promise<number> {
  const [row] = await db
    .select({ administrators: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleName, 'admin'), isNull(users.disabledAt)));
  return row?.administrators ?? 0;
}

/** The roles that `GET /api/roles` lists. */
export async function listPublicRoles(db: Database): Promise<{ name: RoleName; description: string }[]> {
  const rows = await db.select().from(roles).where(eq(roles.isPublic, true)).orderBy(asc(roles.name));
  return rows.map((row) => ({ name: roleNameSchema.parse(row.name), description: row.description }));
}
