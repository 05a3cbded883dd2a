import { and, arrayContains, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Cashflow } from '@keelson/core';
import type { Database } from '../db/client';
import { renewedStamp, updateUnlessStale } from '../db/optimistic-update';
import { cashflows, users } from '../db/schema';
import type { CashflowFigures } from './figures';

export type CashflowRow = typeof cashflows.$inferSelect;

/** What the document column keeps: the draft without the fields the table holds in columns. */
function documentOf(draft: Cashflow): Cashflow {
  const { id: _id, ownerId: _ownerId, updated: _updated, readonlyIds: _readonlyIds, ...fields } = draft;
  return fields;
}

/** One owner's cashflows, or everyone's with their owners' e-mails; newest first. */
export async function selectCashflows(db: Database, scope: { ownerId: string } | { all: true }): Promise<{ row: CashflowRow; ownerEmail?: string }[]> {
  const order = [desc(cashflows.updated), asc(cashflows.id)];
  if ('ownerId' in scope) {
    const rows = await db
      .select()
      .from(cashflows)
      .where(eq(cashflows.ownerId, scope.ownerId))
      .orderBy(...order);
    return rows.map((row) => ({ row }));
  }
  return db
    .select({ row: cashflows, ownerEmail: users.email })
    .from(cashflows)
    .innerJoin(users, eq(users.id, cashflows.ownerId))
    .orderBy(...order);
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

export async function insertCashflow(db: Database, options: { ownerId: string; draft: Cashflow; figures: CashflowFigures }): Promise<CashflowRow> {
  const { ownerId, draft, figures } = options;
  const [row] = await db
    .insert(cashflows)
    .values({ ownerId, title: draft.title ?? '', data: documentOf(draft), readonlyIds: draft.readonlyIds ?? [], ...figures })
    .returning();
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

/** Replaces a cashflow's fields and figures if it is still as the caller last saw it (1012/409 if not, 1010 if gone). */
export async function replaceCashflow(
  db: Database,
  options: { id: string; basedOn: Date; draft: Cashflow; readonlyIds: readonly string[]; figures: CashflowFigures },
): Promise<CashflowRow> {
  const { draft, figures } = options;
  return updateUnlessStale(db, cashflows, {
    id: options.id,
    basedOn: options.basedOn,
    set: { title: draft.title ?? '', data: documentOf(draft), readonlyIds: [...options.readonlyIds], ...figures },
  });
}

export async function deleteCashflowRow(db: Database, id: string): Promise<void> {
  await db.delete(cashflows).where(eq(cashflows.id, id));
}

/** Removes every read-only id of a cashflow: all its links stop working at once. */
export async function clearReadonlyIds(db: Database, id: string): Promise<CashflowRow | null> {
  const [row] = await db
    .update(cashflows)
    .set({ readonlyIds: [], updated: renewedStamp(cashflows) })
    .where(eq(cashflows.id, id))
    .returning();
  return row ?? null;
}

/** A batch of cashflows whose stored figures come from an older derivation than `below`, by id after `after`. */
export async function cashflowsWithOldFigures(db: Database, options: { below: number; after: string | null; limit: number }) {
  const older = lt(cashflows.figuresVersion, options.below);
  return db
    .select({ id: cashflows.id, data: cashflows.data })
    .from(cashflows)
    .where(options.after === null ? older : and(older, gt(cashflows.id, options.after)))
    .orderBy(asc(cashflows.id))
    .limit(options.limit);
}

/** Stores a cashflow's figures unless as new a derivation is already there (a save in the meantime wins). */
export async function storeFigures(db: Database, id: string, figures: CashflowFigures): Promise<void> {
  await db
    .update(cashflows)
    .set(figures)
    .where(and(eq(cashflows.id, id), lt(cashflows.figuresVersion, figures.figuresVersion)));
}

/** The stored metrics of those of the cashflows that belong to one of the owners. */
export async function findStoredMetrics(db: Database, options: { ownerIds: readonly string[]; cashflowIds: readonly string[] }) {
  if (options.cashflowIds.length === 0 || options.ownerIds.length === 0) return [];
  return db
    .select({ id: cashflows.id, ownerId: cashflows.ownerId, metrics: cashflows.metrics, figuresVersion: cashflows.figuresVersion })
    .from(cashflows)
    .where(and(inArray(cashflows.ownerId, [...new Set(options.ownerIds)]), inArray(cashflows.id, [...new Set(options.cashflowIds)])));
}

/** Who owns each of these cashflows (the ids that exist). */
export async function findCashflowOwners(db: Database, ids: readonly string[]): Promise<{ id: string; ownerId: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: cashflows.id, ownerId: cashflows.ownerId })
    .from(cashflows)
    .where(inArray(cashflows.id, [...new Set(ids)]));
}
