import { fieldError, KeelsonError } from '@keelson/core';
import { inArray } from 'drizzle-orm';
import type { Database } from './client';
import { readonlyLinks } from './schema';

type RecordKind = (typeof readonlyLinks.$inferInsert)['recordKind'];

/**
 * The refusal of a read-only id that another record registered, now or ever: 1012 with
 * HTTP 409, the rule `linkTaken` on the field that carried it.
 */
export function linkTakenError(field: 'readonlyIds' | 'readonlyId'): KeelsonError {
  return new KeelsonError(1012, { errors: [fieldError(field, { rule: 'linkTaken' })], status: 409 });
}

/**
 * Registers read-only ids for one record, in the caller's transaction: each id is inserted into `readonly_links`
 * unless it is there already, and an id already there must be this record's. Rows are never deleted, so an id once
 * used never leads to another record; of two transactions registering one id at once, the primary key lets the
 * first win and the second sees its row (it waits for it to commit). Answers the ids that belong to another record.
 */
async function claimReadonlyIds(db: Database, options: { ids: readonly string[]; recordKind: RecordKind; recordId: string }): Promise<string[]> {
  const ids = [...new Set(options.ids)];
  if (ids.length === 0) return [];
  const { recordKind, recordId } = options;
  const inserted = await db
    .insert(readonlyLinks)
    .values(ids.map((id) => ({ id, recordKind, recordId })))
    .onConflictDoNothing()
    .returning({ id: readonlyLinks.id });
  const fresh = new Set(inserted.map((row) => row.id));
  const known = ids.filter((id) => !fresh.has(id));
  if (known.length === 0) return [];
  const rows = await db.select().from(readonlyLinks).where(inArray(readonlyLinks.id, known));
  return rows.filter((row) => row.recordKind !== recordKind || row.recordId !== recordId).map((row) => row.id);
}

/** Registers the ids for the record or refuses them (409, `linkTaken` on `field`); the caller's transaction then rolls back. */
export async function registerReadonlyIds(
  db: Database,
  options: { ids: readonly string[]; recordKind: RecordKind; recordId: string; field: 'readonlyIds' | 'readonlyId' },
): Promise<void> {
  const taken = await claimReadonlyIds(db, options);
  if (taken.length > 0) throw linkTakenError(options.field);
}
