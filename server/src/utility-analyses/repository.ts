import { randomUUID } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import type { utility } from '@keelson/core';
import type { Database } from '../db/client';
import { updateUnlessStale } from '../db/optimistic-update';
import { registerReadonlyIds } from '../db/readonly-links';
import { users, utilityAnalyses, type AnalysisDocument } from '../db/schema';

export type AnalysisRow = typeof utilityAnalyses.$inferSelect;

function documentOf(body: utility.AnalysisBody): AnalysisDocument {
  return {
    alternatives: body.alternatives,
    answers: body.answers,
    ...(body.weightOverrides === undefined ? {} : { weightOverrides: body.weightOverrides }),
    ...(body.pairwiseComparisons === undefined ? {} : { pairwiseComparisons: body.pairwiseComparisons }),
  };
}

/** One owner's analyses, or everyone's with their owners' e-mails; newest first. */
export async function selectAnalyses(db: Database, scope: { ownerId: string } | { all: true }): Promise<{ row: AnalysisRow; ownerEmail?: string }[]> {
  const order = [desc(utilityAnalyses.updated), asc(utilityAnalyses.id)];
  if ('ownerId' in scope) {
    const rows = await db
      .select()
      .from(utilityAnalyses)
      .where(eq(utilityAnalyses.ownerId, scope.ownerId))
      .orderBy(...order);
    return rows.map((row) => ({ row }));
  }
  return db
    .select({ row: utilityAnalyses, ownerEmail: users.email })
    .from(utilityAnalyses)
    .innerJoin(users, eq(users.id, utilityAnalyses.ownerId))
    .orderBy(...order);
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
 * had is refused (409, `linkTaken`) and nothing is stored.
 */
export async function insertAnalysis(db: Database, ownerId: string, body: utility.AnalysisBody): Promise<AnalysisRow> {
  const id = randomUUID();
  const readonlyId = body.readonlyId ?? null;
  return db.transaction(async (tx) => {
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
