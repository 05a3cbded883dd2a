import { randomUUID } from 'node:crypto';
import { and, count, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnalysisSortKey, utility } from '@keelson/core';
import type { Database } from '../db/client';
import { updateUnlessStale } from '../db/optimistic-update';
import { registerReadonlyIds } from '../db/readonly-links';
import { checkRecordCeiling, type OwnedKind } from '../db/record-ceiling';
import { listOrder, scopeCondition, searchCondition, sortableText, type ListScope, type RecordListRequest, type RecordPage } from '../db/record-list';
import { users, utilityAnalyses, type AnalysisDocument } from '../db/schema';

export type AnalysisRow = typeof utilityAnalyses.$inferSelect;

const analysisKind: OwnedKind = { name: 'utility-analysis', table: utilityAnalyses, ownerId: utilityAnalyses.ownerId };

function documentOf(body: utility.AnalysisBody): AnalysisDocument {
  return {
    alternatives: body.alternatives,
    answers: body.answers,
    ...(body.weightOverrides === undefined ? {} : { weightOverrides: body.weightOverrides }),
    ...(body.pairwiseComparisons === undefined ? {} : { pairwiseComparisons: body.pairwiseComparisons }),
  };
}

/** The columns the list sorts by (core's `analysisSortKeys`). */
const sortColumns: Record<AnalysisSortKey, AnyColumn | SQL> = {
  updated: utilityAnalyses.updated,
  title: sortableText(utilityAnalyses.title),
  owner: users.email,
};

/**
 * One page of the analyses of a scope that match the search (title or owner's e-mail), in the asked order (newest
 * first by default), with how many match in all; everyone's carry their owners' e-mails.
 */
export async function selectAnalysisPage(
  db: Database,
  options: { scope: ListScope; request: RecordListRequest<AnalysisSortKey> },
): Promise<RecordPage<{ row: AnalysisRow; ownerEmail?: string }>> {
  const { scope, request } = options;
  const where = and(scopeCondition(scope, utilityAnalyses.ownerId), searchCondition(request.search, [utilityAnalyses.title, users.email]));
  const owned = eq(users.id, utilityAnalyses.ownerId);
  const [counted] = await db.select({ total: count() }).from(utilityAnalyses).innerJoin(users, owned).where(where);
  const order = listOrder({
    by: request.sort === undefined ? undefined : sortColumns[request.sort],
    order: request.order,
    updated: utilityAnalyses.updated,
    id: utilityAnalyses.id,
  });
  const rows = await db
    .select({ row: utilityAnalyses, ownerEmail: users.email })
    .from(utilityAnalyses)
    .innerJoin(users, owned)
    .where(where)
    .orderBy(...order)
    .limit(request.limit)
    .offset(request.offset);
  return { entries: rows.map(({ row, ownerEmail }) => ('all' in scope ? { row, ownerEmail } : { row })), total: counted?.total ?? 0 };
}

export async function findAnalysis(db: Database, id: string): Promise<AnalysisRow | null> {
  const [row] = await db.select().from(utilityAnalyses).where(eq(utilityAnalyses.id, id));
  return row ?? null;
}

export async function findAnalysisByReadonlyId(db: Database, readonlyId: string): Promise<AnalysisRow | null> {
  const [row] = await db.select().from(utilityAnalyses).where(eq(utilityAnalyses.readonlyId, readonlyId));
  return row ?? null;
}

/**
 * Saves a new analysis and registers its read-only id for it in one transaction; an id that any other record ever
 * had is refused (409, `linkTaken`), as is an analysis beyond the owner's `maxRecords` (`recordLimit`), and nothing
 * is stored.
 */
export async function insertAnalysis(db: Database, options: { ownerId: string; body: utility.AnalysisBody; maxRecords: number }): Promise<AnalysisRow> {
  const { ownerId, body } = options;
  const id = randomUUID();
  const readonlyId = body.readonlyId ?? null;
  return db.transaction(async (tx) => {
    await checkRecordCeiling(tx, { kind: analysisKind, ownerId, max: options.maxRecords });
    await registerReadonlyIds(tx, { ids: readonlyId === null ? [] : [readonlyId], recordKind: 'utility-analysis', recordId: id, field: 'readonlyId' });
    const [row] = await tx
      .insert(utilityAnalyses)
      .values({ id, ownerId, templateId: body.templateId, templateVersion: body.templateVersion, title: body.title, data: documentOf(body), readonlyId })
      .returning();
    if (row === undefined) throw new Error('insert returned no row');
    return row;
  });
}

/**
 * Replaces an analysis if it is still as the caller last saw it (1012/409 if not, 1010 if gone), registering its
 * read-only id for it in the same transaction (an id another record ever had: 409, `linkTaken`).
 */
export async function replaceAnalysis(
  db: Database,
  options: { id: string; basedOn: Date; body: utility.AnalysisBody; readonlyId: string | null },
): Promise<AnalysisRow> {
  const { body, readonlyId } = options;
  return db.transaction(async (tx) => {
    await registerReadonlyIds(tx, { ids: readonlyId === null ? [] : [readonlyId], recordKind: 'utility-analysis', recordId: options.id, field: 'readonlyId' });
    return updateUnlessStale(tx, utilityAnalyses, {
      id: options.id,
      basedOn: options.basedOn,
      set: { templateId: body.templateId, templateVersion: body.templateVersion, title: body.title, data: documentOf(body), readonlyId },
    });
  });
}

export async function deleteAnalysisRow(db: Database, id: string): Promise<void> {
  await db.delete(utilityAnalyses).where(eq(utilityAnalyses.id, id));
}
