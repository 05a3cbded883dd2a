import { randomUUID } from 'node:crypto';
import { and, arrayContains, asc, count, eq, getTableColumns, gt, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Cashflow, CashflowSortKey } from '@keelson/core';
import type { Database } from '../db/client';
import { listOrder, scopeCondition, searchCondition, sortableText, type ListScope, type RecordListRequest, type RecordPage } from '../db/record-list';
import { renewedStamp, updateUnlessStale } from '../db/optimistic-update';
import { registerReadonlyIds } from '../db/readonly-links';
import { checkRecordCeiling, type OwnedKind } from '../db/record-ceiling';
import { cashflows, users } from '../db/schema';
import type { CashflowFigures } from './figures';

export type CashflowRow = typeof cashflows.$inferSelect;
/** A cashflow as the list reads it: without the loan book's monitor (some kilobytes a row), which only the book answers. */
export type CashflowListRow = Omit<CashflowRow, 'monitor'>;
const { monitor: _monitor, ...listColumns } = getTableColumns(cashflows);

const cashflowKind: OwnedKind = { name: 'cashflow', table: cashflows, ownerId: cashflows.ownerId };

/** What the document column keeps: the draft without the fields the table holds in columns. */
function documentOf(draft: Cashflow): Cashflow {
  const { id: _id, ownerId: _ownerId, updated: _updated, readonlyIds: _readonlyIds, ...fields } = draft;
  return fields;
}

/** The columns the list sorts by (core's `cashflowSortKeys`): texts lower-cased and blank as missing, figures as numbers. */
const sortColumns: Record<CashflowSortKey, AnyColumn | SQL> = {
  updated: cashflows.updated,
  title: sortableText(cashflows.title),
  owner: users.email,
  shipName: sortableText(sql`${cashflows.data}->>'shipName'`),
  valuationDate: sql`nullif(${cashflows.data}->>'valuationDate', '')`,
  dcfValue: sql`(${cashflows.summary}->>'dcfValue')::double precision`,
  projectIrr: sql`(${cashflows.summary}->>'projectIrr')::double precision`,
  minDscr: sql`(${cashflows.summary}->>'minDscr')::double precision`,
};

/**
 * One page of the cashflows of a scope that match the search (title or owner's e-mail), in the asked order (newest
 * first by default), with how many match in all; everyone's carry their owners' e-mails.
 */
export async function selectCashflowPage(
  db: Database,
  options: { scope: ListScope; request: RecordListRequest<CashflowSortKey> },
): Promise<RecordPage<{ row: CashflowListRow; ownerEmail?: string }>> {
  const { scope, request } = options;
  const where = and(scopeCondition(scope, cashflows.ownerId), searchCondition(request.search, [cashflows.title, users.email]));
  const owned = eq(users.id, cashflows.ownerId);
  const [counted] = await db.select({ total: count() }).from(cashflows).innerJoin(users, owned).where(where);
  const rows = await db
    .select({ row: listColumns, ownerEmail: users.email })
    .from(cashflows)
    .innerJoin(users, owned)
    .where(where)
    .orderBy(
      ...listOrder({
        by: request.sort === undefined ? undefined : sortColumns[request.sort],
        order: request.order,
        updated: cashflows.updated,
        id: cashflows.id,
      }),
    )
    .limit(request.limit)
    .offset(request.offset);
  return { entries: rows.map(({ row, ownerEmail }) => ('all' in scope ? { row, ownerEmail } : { row })), total: counted?.total ?? 0 };
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

/**
 * Saves a new cashflow and registers its read-only ids for it in one transaction; an id that any other record
 * ever had is refused (409, `linkTaken`), as is a cashflow beyond the owner's `maxRecords` (`recordLimit`), and
 * nothing is stored.
 */
export async function insertCashflow(
  db: Database,
  options: { ownerId: string; draft: Cashflow; figures: CashflowFigures; maxRecords: number },
): Promise<CashflowRow> {
  const { ownerId, draft, figures } = options;
  const id = randomUUID();
  const readonlyIds = draft.readonlyIds ?? [];
  return db.transaction(async (tx) => {
    await checkRecordCeiling(tx, { kind: cashflowKind, ownerId, max: options.maxRecords });
    await registerReadonlyIds(tx, { ids: readonlyIds, recordKind: 'cashflow', recordId: id, field: 'readonlyIds' });
    const [row] = await tx
      .insert(cashflows)
      .values({ id, ownerId, title: draft.title ?? '', data: documentOf(draft), readonlyIds, ...figures })
      .returning();
    if (row === undefined) throw new Error('insert returned no row');
    return row;
  });
}

/**
 * Replaces a cashflow's fields and figures if it is still as the caller last saw it (1012/409 if not, 1010 if gone),
 * registering its read-only ids for it in the same transaction (an id another record ever had: 409, `linkTaken`).
 */
export async function replaceCashflow(
  db: Database,
  options: { id: string; basedOn: Date; draft: Cashflow; readonlyIds: readonly string[]; figures: CashflowFigures },
): Promise<CashflowRow> {
  const { draft, figures } = options;
  return db.transaction(async (tx) => {
    await registerReadonlyIds(tx, { ids: options.readonlyIds, recordKind: 'cashflow', recordId: options.id, field: 'readonlyIds' });
    return updateUnlessStale(tx, cashflows, {
      id: options.id,
      basedOn: options.basedOn,
      set: { title: draft.title ?? '', data: documentOf(draft), readonlyIds: [...options.readonlyIds], ...figures },
    });
  });
}

export async function deleteCashflowRow(db: Database, id: string): Promise<void> {
  await db.delete(cashflows).where(eq(cashflows.id, id));
}

/** Removes every read-only id of a cashflow: all its links stop working at once, and their ids stay retired (readonly_links). */
export async function clearReadonlyIds(db: Database, id: string): Promise<CashflowRow | null> {
  const [row] = await db
    .update(cashflows)
    .set({ readonlyIds: [], updated: renewedStamp(cashflows) })
    .where(eq(cashflows.id, id))
    .returning();
  return row ?? null;
}

/** A batch of cashflows whose stored figures come from another engine version than `current`, by id after `after`. */
export async function cashflowsWithOtherFigures(db: Database, options: { current: string; after: string | null; limit: number }) {
  const other = ne(cashflows.figuresVersion, options.current);
  return db
    .select({ id: cashflows.id, data: cashflows.data })
    .from(cashflows)
    .where(options.after === null ? other : and(other, gt(cashflows.id, options.after)))
    .orderBy(asc(cashflows.id))
    .limit(options.limit);
}

/** Stores a cashflow's figures unless figures of the same engine version are there already (a save in the meantime wins). */
export async function storeFigures(db: Database, id: string, figures: CashflowFigures): Promise<void> {
  await db
    .update(cashflows)
    .set(figures)
    .where(and(eq(cashflows.id, id), ne(cashflows.figuresVersion, figures.figuresVersion)));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The distinct ids that can name a cashflow: any other text would make PostgreSQL refuse the whole query. */
const cashflowIdsOf = (ids: readonly string[]) => [...new Set(ids.filter((id) => uuidPattern.test(id)))];

/** The stored metrics of those of the cashflows that belong to one of the owners. */
export async function findStoredMetrics(db: Database, options: { ownerIds: readonly string[]; cashflowIds: readonly string[] }) {
  const ids = cashflowIdsOf(options.cashflowIds);
  if (ids.length === 0 || options.ownerIds.length === 0) return [];
  return db
    .select({ id: cashflows.id, ownerId: cashflows.ownerId, metrics: cashflows.metrics, figuresVersion: cashflows.figuresVersion })
    .from(cashflows)
    .where(and(inArray(cashflows.ownerId, [...new Set(options.ownerIds)]), inArray(cashflows.id, ids)));
}

/** Who owns each of these cashflows (the ids that exist; one that is no uuid names none). */
export async function findCashflowOwners(db: Database, ids: readonly string[]): Promise<{ id: string; ownerId: string }[]> {
  const cashflowIds = cashflowIdsOf(ids);
  if (cashflowIds.length === 0) return [];
  return db.select({ id: cashflows.id, ownerId: cashflows.ownerId }).from(cashflows).where(inArray(cashflows.id, cashflowIds));
}
