import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type Config } from '../config';

/** A fresh, empty database for one test file, and the means to throw it away. */
export type TestDatabase = {
  kind: 'pglite' | 'postgres';
  settings: Pick<Config, 'databaseUrl' | 'dataDir'>;
  drop: () => Promise<void>;
};

export type TestDatabaseTarget = { name: 'pglite' | 'postgres'; create: () => Promise<TestDatabase> };

const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `keelson_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    settings: { databaseUrl: url.toString(), dataDir: 'memory://' },
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * The databases every database test runs against: always the embedded PGlite (in memory), and
 * PostgreSQL at TEST_DATABASE_URL when it answers. With REQUIRE_POSTGRES=1 an unreachable server is a
 * failure, not a skip.
 */
export async function testDatabaseTargets(): Promise<TestDatabaseTarget[]> {
  const targets: TestDatabaseTarget[] = [
    { name: 'pglite', create: async () => ({ kind: 'pglite', settings: { databaseUrl: undefined, dataDir: 'memory://' }, drop: async () => undefined }) },
  ];
  const problem = await postgresReachable();
  if (problem === null) {
    targets.push({ name: 'postgres', create: createPostgresDatabase });
  } else if (process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL at ${postgresAdminUrl} is unreachable: ${problem}`);
  }
  return targets;
}

/**
 * The configuration of a test server on a test database. The per-address rate limits are off, since every test
 * calls from one address faster than a person would; the tests of the limits set RATE_LIMIT_PER_MINUTE themselves.
 * Load shedding is off too: a test sends its bursts (200 sign-ins at once) through app.inject() on the loop that
 * answers them, which is saturation by design; http/load-shedding.test.ts sets it, the defaults included, itself.
 */
export function testConfig(database: TestDatabase, overrides: Partial<Config> = {}): Config {
  return loadConfig({}, { ...database.settings, webRoot: null, rateLimitPerMinute: 0, loadShedding: false, ...overrides });
}
