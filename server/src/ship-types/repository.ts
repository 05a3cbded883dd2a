import { asc, eq, notInArray, sql } from 'drizzle-orm';
import { shipTypeSchema, type ShipType } from '@keelson/core';
import type { Database } from '../db/client';
import { shipTypes } from '../db/schema';
import { shipTypesData } from './ship-types.data';

/**
 * Makes the table match the data file: every entry inserted or updated (data and position) in one
 * statement, and codes no longer in the file deleted. Safe to run at every start.
 */
export async function seedShipTypes(db: Database, entries: readonly ShipType[] = shipTypesData): Promise<void> {
  const rows = entries.map((data, position) => ({ code: data.code, position, data }));
  await db.transaction(async (tx) => {
    if (rows.length > 0) {
      await tx
        .insert(shipTypes)
        .values(rows)
        .onConflictDoUpdate({ target: shipTypes.code, set: { data: sql`excluded.data`, position: sql`excluded.position` } });
    }
    await tx.delete(shipTypes).where(
      notInArray(
        shipTypes.code,
        rows.map((row) => row.code),
      ),
    );
  });
}

/** Every ship type, in the order of the data file. */
export async function listShipTypes(db: Database): Promise<ShipType[]> {
  const rows = await db.select({ data: shipTypes.data }).from(shipTypes).orderBy(asc(shipTypes.position));
  return rows.map((row) => shipTypeSchema.parse(row.data));
}

/** The ship type of this code, or null. */
export async function findShipType(db: Database, code: string): Promise<ShipType | null> {
  const [row] = await db.select({ data: shipTypes.data }).from(shipTypes).where(eq(shipTypes.code, code));
  return row === undefined ? null : shipTypeSchema.parse(row.data);
}
