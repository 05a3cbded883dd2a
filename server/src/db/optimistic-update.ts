import { fieldError, KeelsonError, requestMessages } from '@keelson/core';
import { and, eq, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** A table whose rows carry an `updated` stamp that every change renews. */
type Stamped = PgTable & { id: PgColumn; updated: PgColumn };

/**
 * Changes a row only if it is still as the caller last saw it (docs/DESIGN.md, "Conventions of the API"): one
 * conditional `UPDATE … WHERE id = $1 AND updated = $2` that renews the stamp and returns the row. Of two
 * concurrent editors the second is refused — 1012 with HTTP 409 and the rule `stale` on `updated` — rather
 * than silently overwriting; a row that is gone is 1010.
 */
export async function updateUnlessStale<T extends Stamped>(
  db: Database,
  table: T,
  options: { id: string; basedOn: Date; set: PgUpdateSetSource<T> },
): Promise<InferSelectModel<T>> {
  const changes: PgUpdateSetSource<T> = { ...options.set, updated: renewedStamp(table) };
  // drizzle cannot infer the returned row of a table given as a type parameter; it is the table's select model.
  const [row] = (await db
    .update(table)
    .set(changes)
    .where(and(eq(table.id, options.id), eq(table.updated, options.basedOn)))
    .returning()) as InferSelectModel<T>[];
  if (row !== undefined) return row;
  const [exists] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, options.id));
  if (exists === undefined) throw new KeelsonError(1010);
  throw staleError();
}

/**
 * The next `updated` of a row: the database's clock, but always at least a millisecond (the column's
 * precision) past the old stamp, so that two changes within one millisecond, or a clock that steps back,
 * never leave a stale copy looking current.
 */
export function renewedStamp(table: Stamped): SQL {
  return sql`greatest(clock_timestamp(), ${table.updated} + interval '1 millisecond')`;
}

/** The refusal of a change based on an outdated `updated`. */
export function staleError(): KeelsonError {
  return new KeelsonError(1012, {
    message: requestMessages.stale,
    errors: [fieldError('updated', { rule: 'stale' })],
    status: 409,
  });
}
