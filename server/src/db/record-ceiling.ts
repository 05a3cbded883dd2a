import { count, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { fieldError, KeelsonError, requestMessages } from '@keelson/core';
import type { Database } from './client';

/** The records an account creates, each kind with its own ceiling (MAX_RECORDS_PER_USER). */
export type OwnedKind = { name: 'cashflow' | 'utility-analysis' | 'portfolio'; table: PgTable; ownerId: AnyColumn };

/** The refusal of a create beyond the ceiling: 1012 with the rule `recordLimit` on `ownerId`, the account that holds them. */
export function recordLimitError(max: number): KeelsonError {
  return new KeelsonError(1012, { message: requestMessages.recordLimit, errors: [fieldError('ownerId', { rule: 'recordLimit', params: { max } })] });
}

/**
 * Refuses, in the caller's transaction and before it inserts, a record that would take the owner beyond `max` of
 * its kind (0: no ceiling). The count runs under a transaction-scoped advisory lock on (kind, owner), so parallel
 * creates of one owner, on one instance or on several sharing the database, count one after another: no more than
 * `max` ever exist.
 */
export async function checkRecordCeiling(tx: Database, options: { kind: OwnedKind; ownerId: string; max: number }): Promise<void> {
  const { kind, ownerId, max } = options;
  if (max === 0) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`records:${kind.name}:${ownerId}`}, 0))`);
  const [row] = await tx.select({ records: count() }).from(kind.table).where(eq(kind.ownerId, ownerId));
  if ((row?.records ?? 0) >= max) throw recordLimitError(max);
}
