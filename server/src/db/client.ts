import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseKind } from '@keelson/core';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';

export type Schema = typeof schema;
/** Either driver's database: both share drizzle's PostgreSQL query builder. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** The embedded database's one connection, for the job queue's adapter (jobs/job-queue.ts); null on PostgreSQL. */
  pglite: PGlite | null;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any fixed number: instances starting together against one PostgreSQL migrate one at a time. */
const migrationLockKey = 4_711_2026;

/**
 * Opens the database of the configuration and brings its schema up to date: PostgreSQL when a URL is
 * given, otherwise the embedded PGlite in `dataDir` (in memory for `memory://`).
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Told when an idle PostgreSQL connection breaks (server restart, admin kill); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /** Data changes that belong to the migrations (backfills), run after them and, on PostgreSQL, under the same lock. */
  afterMigrations?: AfterMigrations;
}): Promise<DatabaseHandle> {
  const afterMigrations = options.afterMigrations ?? (async () => undefined);
  if (options.databaseUrl !== undefined) return openPostgres(options.databaseUrl, options.onConnectionError ?? (() => undefined), afterMigrations);
  return openPglite(options.dataDir, afterMigrations);
}

type AfterMigrations = (db: Database) => Promise<void>;

async function openPglite(dataDir: string, afterMigrations: AfterMigrations): Promise<DatabaseHandle> {
  let client: PGlite;
  let unlock: () => Promise<void> = async () => undefined;
  if (dataDir === 'memory://') {
    client = new PGlite();
  } else {
    const directory = join(dataDir, 'pglite');
    await mkdir(directory, { recursive: true });
    // Two processes on one PGlite directory lose each other's writes: the second refuses to start.
    unlock = await lockDataDir(dataDir);
    client = new PGlite(directory);
  }
  const close = async () => {
    await client.close();
    await unlock();
  };
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
    await afterMigrations(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, kind: 'pglite', pglite: client, close };
}

async function openPostgres(databaseUrl: string, onConnectionError: (error: Error) => void, afterMigrations: AfterMigrations): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Without a listener, a broken idle connection would be an uncaught error that stops the process.
  pool.on('error', onConnectionError);
  const db = drizzlePostgres({ client: pool, schema });
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePostgres(db, { migrationsFolder });
      await afterMigrations(db);
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } catch (error) {
    lock.release();
    await pool.end();
    throw error;
  }
  lock.release();
  return { db, kind: 'postgres', pglite: null, close: () => pool.end() };
}

/** A real round trip to the database, for the health check. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
