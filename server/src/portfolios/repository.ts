import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, getTableColumns, inArray, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PortfolioCreateBody, PortfolioSortKey } from '@keelson/core';
import type { Database } from '../db/client';
import { renewedStamp, updateUnlessStale } from '../db/optimistic-update';
import { checkRecordCeiling, type OwnedKind } from '../db/record-ceiling';
import { listOrder, scopeCondition, searchCondition, sortableText, type ListScope, type RecordListRequest, type RecordPage } from '../db/record-list';
import { cashflows, portfolioCashflows, portfolios, users } from '../db/schema';

export type PortfolioRow = typeof portfolios.$inferSelect;
/** A portfolio with its owner's e-mail, which only an administrator's answers show. */
export type PortfolioRecord = PortfolioRow & { ownerEmail: string };

const portfolioKind: OwnedKind = { name: 'portfolio', table: portfolios, ownerId: portfolios.ownerId };

/** How many cashflows a portfolio holds, as a column of the portfolios' query. */
const loanCount = sql<number>`(select count(*) from ${portfolioCashflows} where ${portfolioCashflows.portfolioId} = ${portfolios.id})::int`;

/** The columns the list sorts by (core's `portfolioSortKeys`). */
const sortColumns: Record<PortfolioSortKey, AnyColumn | SQL> = {
  updated: portfolios.updated,
  name: sortableText(portfolios.name),
  owner: users.email,
  loanCount,
};

/**
 * One page of the portfolios of a scope that match the search (name or owner's e-mail), in the asked order (newest
 * first by default), each with how many loans it holds, and how many match in all; everyone's carry their owners' e-mails.
 */
export async function selectPortfolioPage(
  db: Database,
  options: { scope: ListScope; request: RecordListRequest<PortfolioSortKey> },
): Promise<RecordPage<{ row: PortfolioRow; loanCount: number; ownerEmail?: string }>> {
  const { scope, request } = options;
  const where = and(scopeCondition(scope, portfolios.ownerId), searchCondition(request.search, [portfolios.name, users.email]));
  const owned = eq(users.id, portfolios.ownerId);
  const [counted] = await db.select({ total: count() }).from(portfolios).innerJoin(users, owned).where(where);
  const rows = await db
    .select({ row: portfolios, loanCount, ownerEmail: users.email })
    .from(portfolios)
    .innerJoin(users, owned)
    .where(where)
    .orderBy(
      ...listOrder({
        by: request.sort === undefined ? undefined : sortColumns[request.sort],
        order: request.order,
        updated: portfolios.updated,
        id: portfolios.id,
      }),
    )
    .limit(request.limit)
    .offset(request.offset);
  return {
    entries: rows.map(({ row, loanCount: loans, ownerEmail }) => ('all' in scope ? { row, loanCount: loans, ownerEmail } : { row, loanCount: loans })),
    total: counted?.total ?? 0,
  };
}

export async function findPortfolio(db: Database, id: string): Promise<PortfolioRecord | null> {
  const [record] = await db
    .select({ ...getTableColumns(portfolios), ownerEmail: users.email })
    .from(portfolios)
    .innerJoin(users, eq(users.id, portfolios.ownerId))
    .where(eq(portfolios.id, id));
  return record ?? null;
}

/** The ids of a portfolio's cashflows, in the order they were added. */
export async function portfolioCashflowIds(db: Database, portfolioId: string): Promise<string[]> {
  const rows = await db
    .select({ id: portfolioCashflows.cashflowId })
    .from(portfolioCashflows)
    .where(eq(portfolioCashflows.portfolioId, portfolioId))
    .orderBy(asc(portfolioCashflows.addedAt), asc(portfolioCashflows.cashflowId));
  return rows.map((row) => row.id);
}

/** Saves a new portfolio in one transaction with the check of its owner's `maxRecords` (`recordLimit`). */
export async function insertPortfolio(db: Database, options: { ownerId: string; body: PortfolioCreateBody; maxRecords: number }): Promise<PortfolioRow> {
  const { ownerId, body } = options;
  return db.transaction(async (tx) => {
    await checkRecordCeiling(tx, { kind: portfolioKind, ownerId, max: options.maxRecords });
    const [row] = await tx
      .insert(portfolios)
      .values({
        id: randomUUID(),
        ownerId,
        name: body.name,
        description: body.description ?? '',
        ...(body.amberThreshold === undefined ? {} : { amberThreshold: body.amberThreshold }),
      })
      .returning();
    if (row === undefined) throw new Error('insert returned no row');
    return row;
  });
}

/**
 * Adds cashflows of the owner to a portfolio, keeping the ones it holds; an id that names no cashflow of the owner
 * (one deleted meanwhile) is passed over, never a failed insert.
 */
export async function addPortfolioCashflows(db: Database, options: { portfolioId: string; ownerId: string; cashflowIds: readonly string[] }): Promise<void> {
  if (options.cashflowIds.length === 0) return;
  await db
    .insert(portfolioCashflows)
    .select(
      db
        .select({
          portfolioId: sql<string>`${options.portfolioId}::uuid`.as('portfolio_id'),
          cashflowId: cashflows.id,
          addedAt: sql<Date>`clock_timestamp()`.as('added_at'),
        })
        .from(cashflows)
        .where(and(inArray(cashflows.id, [...options.cashflowIds]), eq(cashflows.ownerId, options.ownerId))),
    )
    .onConflictDoNothing();
}

/**
 * Replaces a portfolio's fields and cashflows if it is still as the caller last saw it (1012/409 if not, 1010 if
 * gone), in one transaction; cashflows it keeps keep the moment they were added.
 */
export async function replacePortfolio(
  db: Database,
  options: { id: string; ownerId: string; basedOn: Date; set: Pick<PortfolioRow, 'name' | 'description' | 'amberThreshold'>; cashflowIds: readonly string[] },
): Promise<PortfolioRow> {
  const { id, cashflowIds } = options;
  return db.transaction(async (tx) => {
    const row = await updateUnlessStale(tx, portfolios, { id, basedOn: options.basedOn, set: options.set });
    const leaving = cashflowIds.length === 0 ? undefined : notInArray(portfolioCashflows.cashflowId, [...cashflowIds]);
    await tx.delete(portfolioCashflows).where(and(eq(portfolioCashflows.portfolioId, id), leaving));
    await addPortfolioCashflows(tx, { portfolioId: id, ownerId: options.ownerId, cashflowIds });
    return row;
  });
}

/** Locks a portfolio for the rest of the caller's transaction and renews its stamp: its cashflows are about to change. */
export async function lockAndRenewPortfolio(db: Database, id: string): Promise<PortfolioRow | null> {
  const [row] = await db
    .update(portfolios)
    .set({ updated: renewedStamp(portfolios) })
    .where(eq(portfolios.id, id))
    .returning();
  return row ?? null;
}

/** Deletes a portfolio; its cashflows stay. */
export async function deletePortfolioRow(db: Database, id: string): Promise<void> {
  await db.delete(portfolios).where(eq(portfolios.id, id));
}

/** The loans of a portfolio as the book shows them: each cashflow's title, stamp and stored monitor, in the order they were added. */
export async function selectBookLoans(db: Database, portfolioId: string) {
  return db
    .select({
      cashflowId: cashflows.id,
      title: cashflows.title,
      updated: cashflows.updated,
      monitor: cashflows.monitor,
      figuresVersion: cashflows.figuresVersion,
    })
    .from(portfolioCashflows)
    .innerJoin(cashflows, eq(cashflows.id, portfolioCashflows.cashflowId))
    .where(eq(portfolioCashflows.portfolioId, portfolioId))
    .orderBy(asc(portfolioCashflows.addedAt), asc(portfolioCashflows.cashflowId));
}
