import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { dataDirInUseMessage } from './data-dir-lock';
import { roles, users } from './schema';
import { testDatabaseTargets, type TestDatabase } from '../test/databases';

const targets = await testDatabaseTargets();

describe.each(targets)('migrations on $name', (target) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await target.create();
  });

  afterAll(async () => {
    await database.drop();
  });

  it('create the schema and seed the two roles, and a second run changes nothing', async () => {
    const first = await openDatabase(database.settings);
    try {
      const names = (await first.db.select().from(roles)).map((role) => role.name).sort();
      expect(names).toEqual(['admin', 'user']);
    } finally {
      await first.close();
    }
    if (target.name === 'postgres') {
      const second = await openDatabase(database.settings);
      try {
        expect(await second.db.select().from(roles)).toHaveLength(2);
      } finally {
        await second.close();
      }
    }
  });

  if (target.name !== 'postgres') return;
  it('let several instances start against one database at once', async () => {
    const handles = await Promise.all([openDatabase(database.settings), openDatabase(database.settings), openDatabase(database.settings)]);
    try {
      for (const handle of handles) {
        expect(handle.kind).toBe('postgres');
        expect(await handle.db.select().from(roles)).toHaveLength(2);
      }
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});

describe('the embedded database in DATA_DIR', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'keelson-data-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps its data across restarts', async () => {
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(first.kind).toBe('pglite');
    await first.db.insert(users).values({ email: 'keeper@example.com', passwordHash: 'not-a-hash' });
    await first.close();

    const second = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const rows = await second.db.select({ email: users.email }).from(users);
      expect(rows).toEqual([{ email: 'keeper@example.com' }]);
    } finally {
      await second.close();
    }
  });

  it('refuses a second process on the same directory with a clear message, and lets it in once the first has closed', async () => {
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(dataDirInUseMessage(dataDir, process.pid));
    } finally {
      await first.close();
    }
    const again = await openDatabase({ databaseUrl: undefined, dataDir });
    await again.close();
  });

  it('takes over the lock of a process that no longer runs', async () => {
    await writeFile(join(dataDir, 'keelson.lock'), '2147483646');
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    await database.close();
  });
});
