import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { calculate, loanBook, summarizeCashflow, utility } from '@keelson/core';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { workedExample as example } from '@keelson/core/examples';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { cashflows } from '../db/schema';
import { buildApp } from '../app';
import type { Config } from '../config';
import { appWithCallers } from '../test/callers';
import { testConfig, testDatabaseTargets } from '../test/databases';
import { insertUser } from '../test/users';
import { keysOf } from '../test/http';
import { backfillCashflowFigures, currentFiguresVersion } from './figures';

const targets = await testDatabaseTargets();
type ListItem = { id: string; summary: unknown };

/** A copy of the migrations before the engine version (0008): the schema an older server left. */
async function migrationsBeforeEngineVersion(): Promise<string> {
  const source = fileURLToPath(new URL('../../drizzle', import.meta.url));
  const target = await mkdtemp(join(tmpdir(), 'keelson-migrations-'));
  const journal = JSON.parse(await readFile(join(source, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const entries = journal.entries.filter((entry) => entry.tag < '0008');
  await mkdir(join(target, 'meta'));
  await writeFile(join(target, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) await copyFile(join(source, `${tag}.sql`), join(target, `${tag}.sql`));
  return target;
}

/** Runs `work` on the configured database migrated only up to 0007, as an older server left it, and closes it again. */
async function asOlderServer(config: Config, work: (db: Database) => Promise<void>): Promise<void> {
  const migrationsFolder = await migrationsBeforeEngineVersion();
  try {
    if (config.databaseUrl === undefined) {
      const client = new PGlite(join(config.dataDir, 'pglite'));
      const db = drizzlePglite({ client, schema });
      try {
        await migratePglite(db, { migrationsFolder });
        await work(db);
      } finally {
        await client.close();
      }
    } else {
      const pool = new pg.Pool({ connectionString: config.databaseUrl });
      const db = drizzlePostgres({ client: pool, schema });
      try {
        await migratePostgres(db, { migrationsFolder });
        await work(db);
      } finally {
        await pool.end();
      }
    }
  } finally {
    await rm(migrationsFolder, { recursive: true, force: true });
  }
}

describe.each(targets)('stored cashflow figures on $name', (target) => {
  const { app, call, answers } = appWithCallers(target);
  const create = async (body: object) => {
    const response = await call('owner', 'POST', '/api/cashflow', body);
    expect(response.statusCode).toBe(201);
    return response.json().content as { id: string; updated: string } & Record<string, unknown>;
  };
  const listed = async (id: string) => ((await call('owner', 'GET', '/api/cashflow')).json().content as ListItem[]).find((item) => item.id === id);
  const stored = async (id: string) => (await app().db.select().from(cashflows).where(eq(cashflows.id, id)))[0];

  it("lists each cashflow with core's summary of what was saved, and changes it with an update", async () => {
    const saved = await create(example.input);
    const expected = summarizeCashflow(example.input);
    expect(expected).not.toBeNull();
    expect((await listed(saved.id))?.summary).toEqual(expected);

    const dearer = { ...saved, brokerValueEsimationsCurr: example.input.brokerValueEsimationsCurr.map((value) => value * 1.2), equityYield: 0.08 };
    expect((await call('owner', 'PUT', `/api/cashflow/${saved.id}`, dearer)).statusCode).toBe(200);
    const updated = summarizeCashflow(dearer);
    expect(updated).not.toEqual(expected);
    expect((await listed(saved.id))?.summary).toEqual(updated);
    expect((await stored(saved.id))?.metrics).toEqual(utility.metricsOfCashflow(dearer));
  });

  it('lists an incalculable draft with summary null', async () => {
    const draft = await create({ ...example.input, lightWeightTonnage: null, equityYield: null });
    expect(await listed(draft.id)).toMatchObject({ summary: null });
    expect((await stored(draft.id))?.metrics).toBeNull();
  });

  it('lists what the save stored, without calculating again', async () => {
    const saved = await create(example.input);
    const marker = { dcfValue: 1, projectIrr: null, minDscr: null };
    await app().db.update(cashflows).set({ summary: marker }).where(eq(cashflows.id, saved.id));
    expect((await listed(saved.id))?.summary).toEqual(marker);
  });

  it('answers the summary and the metrics only in lists, and the version of the figures never', async () => {
    const readonlyId = randomUUID();
    const saved = await create({ ...example.input, readonlyIds: [readonlyId] });
    const one = (await call('owner', 'GET', `/api/cashflow/${saved.id}`)).json().content as object;
    const shared = (await call('anonymous', 'GET', `/api/cashflow/readonly/${readonlyId}`)).json().content as object;
    for (const answer of [one, shared, saved]) expect(Object.keys(answer).filter((key) => key === 'summary' || key === 'metrics')).toEqual([]);
    const everyone = (await call('admin', 'GET', '/api/cashflow')).json().content as (ListItem & { metrics: unknown })[];
    expect(everyone.find((item) => item.id === saved.id)?.metrics).toEqual(utility.metricsOfCashflow(example.input));
    expect(keysOf(answers()).filter((key) => ['figuresVersion', 'figures_version'].includes(key))).toEqual([]);
  });

  it('lists no metrics for a row stored by another engine version, as the analyses read none from it', async () => {
    const saved = await create(example.input);
    await app()
      .db.update(cashflows)
      .set({ figuresVersion: `${currentFiguresVersion}-older` })
      .where(eq(cashflows.id, saved.id));
    expect(await listed(saved.id)).toMatchObject({ summary: summarizeCashflow(example.input), metrics: null });
    // The backfill below counts the rows it finds from before the current derivation: this one is not among them.
    expect((await call('owner', 'DELETE', `/api/cashflow/${saved.id}`)).statusCode).toBe(200);
  });

  it('stores the figures of cashflows saved before they were kept, once, in batches, without touching updated', async () => {
    const [owner] = await app().db.select({ id: cashflows.ownerId }).from(cashflows).limit(1);
    if (owner === undefined) throw new Error('an earlier test saves cashflows');
    const inserted = await app()
      .db.insert(cashflows)
      .values([
        { ownerId: owner.id, title: 'old', data: example.input },
        { ownerId: owner.id, title: 'old draft', data: { ...example.input, lightWeightTonnage: null } },
        { ownerId: owner.id, title: 'old too', data: { ...example.input, equityYield: 0.12 } },
      ])
      .returning();
    expect(inserted.every((row) => row.figuresVersion === '' && row.summary === null)).toBe(true);

    expect(await backfillCashflowFigures(app().db, { batchSize: 2 })).toBe(3);
    const [calculable, draft, other] = await Promise.all(inserted.map((row) => stored(row.id)));
    expect(calculable).toMatchObject({ figuresVersion: currentFiguresVersion, summary: summarizeCashflow(example.input), updated: inserted[0]?.updated });
    expect(calculable?.metrics).toEqual(utility.metricsOfCashflow(example.input));
    // The loan book's monitor is one of the figures: a backfill stores it too.
    const outcome = calculate(example.input);
    expect(calculable?.monitor).toEqual(outcome.ok ? loanBook.loanMonitorOf(example.input, outcome.results) : 'calculable');
    expect(calculable?.monitor).not.toBeNull();
    expect(draft).toMatchObject({ figuresVersion: currentFiguresVersion, summary: null, metrics: null, monitor: null });
    expect(other?.summary).toEqual(summarizeCashflow({ ...example.input, equityYield: 0.12 }));
    expect(await backfillCashflowFigures(app().db)).toBe(0);
  });

  it("recalculates the figures stored by another engine version, once, and leaves the current engine's alone", async () => {
    const [owner] = await app().db.select({ id: cashflows.ownerId }).from(cashflows).limit(1);
    if (owner === undefined) throw new Error('an earlier test saves cashflows');
    const marker = { dcfValue: 1, projectIrr: null, minDscr: null };
    const [older, current] = await app()
      .db.insert(cashflows)
      .values([
        { ownerId: owner.id, title: 'older engine', data: example.input, summary: marker, figuresVersion: 'an older engine' },
        { ownerId: owner.id, title: 'current engine', data: example.input, summary: marker, figuresVersion: currentFiguresVersion },
      ])
      .returning();
    if (older === undefined || current === undefined) throw new Error('insert returned no rows');

    expect(await backfillCashflowFigures(app().db)).toBe(1);
    expect(await stored(older.id)).toMatchObject({ figuresVersion: currentFiguresVersion, summary: summarizeCashflow(example.input), updated: older.updated });
    expect((await stored(current.id))?.summary).toEqual(marker);
    expect(await backfillCashflowFigures(app().db)).toBe(0);
  });
});

describe.each(targets)('a start on $name', (target) => {
  it('recalculates, once, the figures that a server of numbered derivations stored', async () => {
    const database = await target.create();
    const dataDir = await mkdtemp(join(tmpdir(), 'keelson-figures-'));
    const config = testConfig(database, target.name === 'pglite' ? { dataDir } : {});
    const marker = { dcfValue: 1, projectIrr: null, minDscr: null };
    try {
      await asOlderServer(config, async (db) => {
        const ownerId = await insertUser(db, { email: 'numbered@example.com' });
        await db.execute(
          sql`INSERT INTO cashflows (owner_id, title, data, summary, figures_version) VALUES (${ownerId}, 'numbered', ${JSON.stringify(example.input)}::jsonb, ${JSON.stringify(marker)}::jsonb, 1)`,
        );
      });

      const first = await buildApp(config);
      const [row] = await first.db.select().from(cashflows).where(eq(cashflows.title, 'numbered'));
      await first.close();
      expect(row).toMatchObject({
        figuresVersion: currentFiguresVersion,
        summary: summarizeCashflow(example.input),
        metrics: utility.metricsOfCashflow(example.input),
      });

      const second = await buildApp(config);
      expect(await backfillCashflowFigures(second.db)).toBe(0);
      await second.close();
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('stores the figures of cashflows saved before they were kept, after the migrations', async () => {
    const database = await target.create();
    const dataDir = await mkdtemp(join(tmpdir(), 'keelson-figures-'));
    const config = testConfig(database, target.name === 'pglite' ? { dataDir } : {});
    try {
      const first = await buildApp(config);
      const ownerId = await insertUser(first.db, { email: 'old@example.com' });
      const [old] = await first.db.insert(cashflows).values({ ownerId, title: 'old', data: example.input }).returning();
      await first.close();
      if (old === undefined) throw new Error('insert returned no row');
      expect(old.figuresVersion).toBe('');

      const second = await buildApp(config);
      const [row] = await second.db.select().from(cashflows).where(eq(cashflows.id, old.id));
      await second.close();
      expect(row).toMatchObject({
        figuresVersion: currentFiguresVersion,
        summary: summarizeCashflow(example.input),
        metrics: utility.metricsOfCashflow(example.input),
      });
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
