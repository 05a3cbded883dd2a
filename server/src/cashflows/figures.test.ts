import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summarizeCashflow, utility } from '@keelson/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workedExample as example } from '@keelson/core/examples';
import { cashflows } from '../db/schema';
import { buildApp } from '../app';
import { appWithCallers } from '../test/callers';
import { testConfig, testDatabaseTargets } from '../test/databases';
import { insertUser } from '../test/users';
import { keysOf } from '../test/http';
import { backfillCashflowFigures, currentFiguresVersion } from './figures';

const targets = await testDatabaseTargets();
type ListItem = { id: string; summary: unknown };

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

  it('lists no metrics for a row stored before the current derivation, as the analyses read none from it', async () => {
    const saved = await create(example.input);
    await app()
      .db.update(cashflows)
      .set({ figuresVersion: currentFiguresVersion - 1 })
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
    expect(inserted.every((row) => row.figuresVersion === 0 && row.summary === null)).toBe(true);

    expect(await backfillCashflowFigures(app().db, { batchSize: 2 })).toBe(3);
    const [calculable, draft, other] = await Promise.all(inserted.map((row) => stored(row.id)));
    expect(calculable).toMatchObject({ figuresVersion: currentFiguresVersion, summary: summarizeCashflow(example.input), updated: inserted[0]?.updated });
    expect(calculable?.metrics).toEqual(utility.metricsOfCashflow(example.input));
    expect(draft).toMatchObject({ figuresVersion: currentFiguresVersion, summary: null, metrics: null });
    expect(other?.summary).toEqual(summarizeCashflow({ ...example.input, equityYield: 0.12 }));
    expect(await backfillCashflowFigures(app().db)).toBe(0);
  });
});

describe.each(targets)('a start on $name', (target) => {
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
      expect(old.figuresVersion).toBe(0);

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
