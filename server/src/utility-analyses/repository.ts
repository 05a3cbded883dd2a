import { and, desc, eq, inArray } from 'drizzle-orm';
import type { utility } from '@keelson/core';
import type { Database } from '../db/client';
import { cashflows, users, utilityAnalyses, type AnalysisDocument } from '../db/schema';

export type AnalysisRow = typeof utilityAnalyses.$inferSelect;

export function toSavedAnalysis(row: AnalysisRow): utility.SavedAnalysis {
  return {
    id: row.id,
    ownerId: row.ownerId,
    templateId: row.templateId,
    templateVersion: row.templateVersion,
    title: row.title,
    ...row.data,
    readonlyId: row.readonlyId,
    updated: row.updated.toISOString(),
  };
}

function documentOf(body: utility.AnalysisBody): AnalysisDocument {
  return {
    alternatives: body.alternatives,
    answers: body.answers,
    ...(body.weightOverrides === undefined ? {} : { weightOverrides: body.weightOverrides }),
    ...(body.pairwiseComparisons === undefined ? {} : { pairwiseComparisons: body.pairwiseComparisons }),
  };
}

/** The caller's own analyses, or all with their owners' e-mails for an administrator; newest first. */
export async function listAnalyses(db: Database, options: { ownerId: string } | { all: true }) {
  if ('ownerId' in options) {
    return (await db.select().from(utilityAnalyses).where(eq(utilityAnalyses.ownerId, options.ownerId)).orderBy(desc(utilityAnalyses.updated))).map(
      toSavedAnalysis,
    );
  }
  const rows = await db
    .select({ analysis: utilityAnalyses, ownerEmail: users.email })
    .from(utilityAnalyses)
    .innerJoin(users, eq(users.id, utilityAnalyses.ownerId))
    .orderBy(desc(utilityAnalyses.updated));
  return rows.map(({ analysis, ownerEmail }) => ({ ...toSavedAnalysis(analysis), ownerEmail }));
}

export async function findAnalysis(db: Database, id: string): Promise<AnalysisRow | null> {
  const [row] = await db.select().from(utilityAnalyses).where(eq(utilityAnalyses.id, id));
  return row ?? null;
}

export async function findAnalysisByReadonlyId(db: Database, readonlyId: string): Promise<AnalysisRow | null> {
  const [row] = await db.select().from(utilityAnalyses).where(eq(utilityAnalyses.readonlyId, readonlyId));
  return row ?? null;
}

export async function readonlyIdTaken(db: Database, readonlyId: string, analysisId: string | null): Promise<boolean> {
  const row = await findAnalysisByReadonlyId(db, readonlyId);
  return row !== null && row.id !== analysisId;
}

export async function createAnalysis(db: Database, ownerId: string, body: utility.AnalysisBody): Promise<AnalysisRow> {
  const [row] = await db
    .insert(utilityAnalyses)
    .values({
      ownerId,
      templateId: body.templateId,
      templateVersion: body.templateVersion,
      title: body.title,
      data: documentOf(body),
      readonlyId: body.readonlyId ?? null,
    })
    .returning();
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

/** Replaces an analysis if it is still as the caller last saw it (the stale-update rule of cashflows). */
export async function updateAnalysis(
  db: Database,
  options: { id: string; body: utility.AnalysisBody; readonlyId: string | null; basedOn: Date },
): Promise<AnalysisRow | 'stale' | null> {
  const { body } = options;
  const [row] = await db
    .update(utilityAnalyses)
    .set({
      templateId: body.templateId,
      templateVersion: body.templateVersion,
      title: body.title,
      data: documentOf(body),
      readonlyId: options.readonlyId,
      updated: new Date(),
    })
    .where(and(eq(utilityAnalyses.id, options.id), eq(utilityAnalyses.updated, options.basedOn)))
    .returning();
  if (row !== undefined) return row;
  return (await findAnalysis(db, options.id)) === null ? null : 'stale';
}

export async function deleteAnalysis(db: Database, id: string): Promise<void> {
  await db.delete(utilityAnalyses).where(eq(utilityAnalyses.id, id));
}

/** The linked cashflows of an analysis that belong to its owner (a link to anyone else's counts as none). */
export async function ownedCashflows(db: Database, ownerId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(cashflows)
    .where(and(eq(cashflows.ownerId, ownerId), inArray(cashflows.id, [...ids])));
}
