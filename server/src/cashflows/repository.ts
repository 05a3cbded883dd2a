import { and, arrayContains, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Cashflow, CashflowListItem, ReadonlyCashflow, SavedCashflow } from '@keelson/core';
import type { Database } from '../db/client';
import { cashflows, users } from '../db/schema';

export type CashflowRow = typeof cashflows.$inferSelect;

/** What the document column keeps: the draft without the fields the table holds in columns. */
function documentOf(draft: Cashflow): Cashflow {
  const { id: _id, ownerId: _ownerId, updated: _updated, readonlyIds: _readonlyIds, ...fields } = draft;
  return fields;
}

export function toSavedCashflow(row: CashflowRow): SavedCashflow {
  return { ...row.data, id: row.id, ownerId: row.ownerId, updated: row.updated.toISOString(), readonlyIds: row.readonlyIds };
}

/** A shared cashflow as a read-only link shows it: no id, no owner, no other links. */
export function toReadonlyCashflow(row: CashflowRow): ReadonlyCashflow {
  return { ...row.data, updated: row.updated.toISOString() };
}

/** The caller's own cashflows, or every cashflow with its owner's e-mail for an administrator; newest first. */
export async function listCashflows(db: Database, options: { ownerId: string } | { all: true }): Promise<CashflowListItem[]> {
  if ('ownerId' in options) {
    const rows = await db.select().from(cashflows).where(eq(cashflows.ownerId, options.ownerId)).orderBy(desc(cashflows.updated));
    return rows.map(toSavedCashflow);
  }
  const rows = await db
    .select({ cashflow: cashflows, ownerEmail: users.email })
    .from(cashflows)
    .innerJoin(users, eq(users.id, cashflows.ownerId))
    .orderBy(desc(cashflows.updated), asc(cashflows.id));
  return rows.map(({ cashflow, ownerEmail }) => ({ ...toSavedCashflow(cashflow), ownerEmail }));
}

export async function findCashflow(db: Database, id: string): Promise<CashflowRow | null> {
  const [row] = await db.select().from(cashflows).where(eq(cashflows.id, id));
  return row ?? null;
}

/** The cashflow a read-only id belongs to (GIN-indexed array lookup), or null. */
export async function findCashflowByReadonlyId(db: Database, readonlyId: string): Promise<CashflowRow | null> {
  const [row] = await db
    .select()
    .from(cashflows)
    .where(arrayContains(cashflows.readonlyIds, [readonlyId]))
    .limit(1);
  return row ?? null;
}

/** Whether any of these read-only ids already belongs to another cashflow (a link must lead to one only). */
export async function readonlyIdsTakenElsewhere(db: Database, readonlyIds: readonly string[], cashflowId: string | null): Promise<boolean> {
  if (readonlyIds.length === 0) return false;
  const overlap = sql`${cashflows.readonlyIds} && ${sql.param(readonlyIds, cashflows.readonlyIds)}`;
  const [row] = await db
    .select({ id: cashflows.id })
    .from(cashflows)
    .where(cashflowId === null ? overlap : and(overlap, ne(cashflows.id, cashflowId)))
    .limit(1);
  return row !== undefined;
}

export async function createCashflow(db: Database, ownerId: string, draft: Cashflow): Promise<CashflowRow> {
  const [row] = await db
    .insert(cashflows)
    .values({ ownerId, title: draft.title ?? '', data: documentOf(draft), readonlyIds: draft.readonlyIds ?? [] })
    .returning();
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

/**
 * Replaces a cashflow's fields if it is still as the caller last saw it: one conditional update on
 * `updated`, so that of two concurrent editors the second is refused rather than silently overwriting.
 */
export async function updateCashflow(
  db: Database,
  options: { id: string; draft: Cashflow; readonlyIds: readonly string[]; basedOn: Date },
): Promise<CashflowRow | 'stale' | null> {
  const [row] = await db
    .update(cashflows)
    .set({ title: options.draft.title ?? '', data: documentOf(options.draft), readonlyIds: [...options.readonlyIds], updated: new Date() })
    .where(and(eq(cashflows.id, options.id), eq(cashflows.updated, options.basedOn)))
    .returning();
  if (row !== undefined) return row;
  return (await findCashflow(db, options.id)) === null ? null : 'stale';
}

export async function deleteCashflow(db: Database, id: string): Promise<void> {
  await db.delete(cashflows).where(eq(cashflows.id, id));
}

/** Removes every read-only id of a cashflow: all its links stop working at once. */
export async function clearReadonlyIds(db: Database, id: string): Promise<CashflowRow | null> {
  const [row] = await db.update(cashflows).set({ readonlyIds: [], updated: new Date() }).where(eq(cashflows.id, id)).returning();
  return row ?? null;
}
