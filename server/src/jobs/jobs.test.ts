import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { runMonteCarlo } from '@keelson/core';
import { workedExampleCashflow } from '@keelson/core/examples';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { simulationChunks, simulationRuns } from '../db/schema';
import { registerTestJobKinds, testKinds } from '../test/monte-carlo-job-kind';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { insertUser } from '../test/users';
import { chunkQueue, openJobQueue, type JobQueue } from './job-queue';
import { cancelRun, chunkRanges, latestRun, runProgress, secondsLeft, startRun, type RunProgress } from './runs';

registerTestJobKinds();

const targets = await testDatabaseTargets();
const parameters = { paths: 100, seed: 11, volatility: 0.3, reversion: 0.4, valueReversion: 0.1, opexVolatility: 0.15, scrapVolatility: 0.3 };
const settings = { heartbeatSeconds: 10, retryLimit: 3 };

async function until(check: () => Promise<RunProgress | null>, done: (progress: RunProgress) => boolean, timeoutMs: number): Promise<RunProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const progress = await check();
    if (progress !== null && done(progress)) return progress;
    if (Date.now() > deadline) throw new Error(`timed out; last progress ${JSON.stringify(progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(targets)('simulation jobs on $name', (target) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let queue: JobQueue;
  let ownerId: string;
  /** Jobs of a run that pg-boss would still hand out, read from its own table. */
  let queuedJobs: (runId: string) => Promise<number>;
  let client: pg.Client | null = null;

  beforeAll(async () => {
    database = await target.create();
    handle = await openDatabase(database.settings);
    const queued = `SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry') AND data->>'runId' = $2`;
    const { pglite } = handle;
    if (pglite !== null) {
      queuedJobs = async (runId) => (await pglite.query<{ count: number }>(queued, [chunkQueue, runId])).rows[0]?.count ?? 0;
    } else {
      const opened = new pg.Client({ connectionString: database.settings.databaseUrl });
      await opened.connect();
      client = opened;
      queuedJobs = async (runId) => (await opened.query<{ count: number }>(queued, [chunkQueue, runId])).rows[0]?.count ?? 0;
    }
    queue = await openJobQueue({ databaseUrl: database.settings.databaseUrl, pglite: handle.pglite, settings });
    await queue.work(handle.db, { concurrency: 1 });
    ownerId = await insertUser(handle.db, { email: 'jobs@example.com' });
  });

  afterAll(async () => {
    await client?.end();
    await queue.stop();
    await handle.close();
    await database.drop();
  });

  it('completes a run whose result equals core’s runMonteCarlo for the same seed and paths', async () => {
    const subjectId = randomUUID();
    const runId = await startRun(handle.db, queue, {
      kind: testKinds.small,
      subjectId,
      ownerId,
      parameters,
      input: workedExampleCashflow,
      paths: parameters.paths,
    });
    const done = await until(
      () => runProgress(handle.db, runId),
      (progress) => progress.status === 'done',
      60_000,
    );
    const expected = runMonteCarlo(workedExampleCashflow, parameters);
    expect(expected.ok).toBe(true);
    expect(done.result).toEqual(expected);
    // The progress of a finished run: every chunk done, nothing left to estimate.
    expect(done).toMatchObject({ doneChunks: 4, totalChunks: 4, secondsLeft: null, error: null });
    expect(done.started?.getTime()).toBeLessThanOrEqual(done.finished?.getTime() ?? 0);
    expect((await latestRun(handle.db, testKinds.small, subjectId))?.id).toBe(runId);
  }, 90_000);

  it('stops a cancelled run: its remaining chunks do nothing and it stays cancelled', async () => {
    const many = { ...parameters, paths: 2000 };
    const runId = await startRun(handle.db, queue, {
      kind: testKinds.small,
      subjectId: randomUUID(),
      ownerId,
      parameters: many,
      input: workedExampleCashflow,
      paths: many.paths,
    });
    const running = await until(
      () => runProgress(handle.db, runId),
      (progress) => progress.doneChunks >= 1,
      60_000,
    );
    // The progress of a running run: chunks of 25 paths, and an estimate once a chunk is done.
    expect(running).toMatchObject({ status: 'running', totalChunks: 80, result: null });
    expect(running.started).not.toBeNull();
    expect(running.secondsLeft).toBeGreaterThanOrEqual(0);
    expect(await cancelRun(handle.db, queue, runId)).toBe(true);
    expect(await cancelRun(handle.db, queue, runId)).toBe(false);
    const cancelled = await runProgress(handle.db, runId);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const later = await runProgress(handle.db, runId);
    expect(later).toMatchObject({ status: 'cancelled', result: null, secondsLeft: null });
    // At most the chunk in hand when it was cancelled is stored after it.
    expect(later?.doneChunks ?? 0).toBeLessThanOrEqual((cancelled?.doneChunks ?? 0) + 1);
    expect(later?.doneChunks ?? 0).toBeLessThan(80);
    // Its remaining jobs are cancelled in pg-boss too, so no worker fetches them.
    expect(await queuedJobs(runId)).toBe(0);
  }, 90_000);

  it('fails a run whose chunk fails on every attempt, with the reason', async () => {
    const runId = await startRun(handle.db, queue, {
      kind: testKinds.small,
      subjectId: randomUUID(),
      ownerId,
      parameters,
      input: { lightWeightTonnage: 0 },
      paths: 50,
    });
    const failed = await until(
      () => runProgress(handle.db, runId),
      (progress) => progress.status === 'failed',
      60_000,
    );
    expect(failed).toMatchObject({ result: null, secondsLeft: null, error: { message: expect.stringContaining('invalid') } });
  }, 90_000);

  it('is worked by the server itself (npm start alone does everything)', async () => {
    // On PGlite the app opens an embedded database of its own; on PostgreSQL it shares this one, and the chunks are
    // shared out between the app and this file's queue.
    const app = await buildApp(testConfig(database));
    try {
      const appOwner = database.kind === 'pglite' ? await insertUser(app.db, { email: 'server-jobs@example.com' }) : ownerId;
      const fifty = { ...parameters, paths: 50 };
      const runId = await startRun(app.db, app.jobs, {
        kind: testKinds.small,
        subjectId: randomUUID(),
        ownerId: appOwner,
        parameters: fifty,
        input: workedExampleCashflow,
        paths: 50,
      });
      const done = await until(
        () => runProgress(app.db, runId),
        (progress) => progress.status === 'done',
        60_000,
      );
      expect(done.result).toEqual(runMonteCarlo(workedExampleCashflow, fifty));
    } finally {
      await app.close();
    }
  }, 90_000);

  it('reports no run for an unknown id or subject', async () => {
    expect(await runProgress(handle.db, randomUUID())).toBeNull();
    expect(await latestRun(handle.db, testKinds.small, randomUUID())).toBeNull();
  });
});

describe('the chunks of a run', () => {
  it('cut the paths into chunks of the kind’s size, the last one shorter: 101 paths of 25 → 5 chunks, the last [100, 101)', () => {
    expect(chunkRanges(101, 25)).toEqual([
      { chunk: 0, firstPath: 0, endPath: 25 },
      { chunk: 1, firstPath: 25, endPath: 50 },
      { chunk: 2, firstPath: 50, endPath: 75 },
      { chunk: 3, firstPath: 75, endPath: 100 },
      { chunk: 4, firstPath: 100, endPath: 101 },
    ]);
  });
});

describe('the estimate of time left', () => {
  const started = new Date('2026-01-01T00:00:00Z');
  it('is the elapsed time per done chunk times the chunks left: 10 s for 2 chunks, 3 left → 15 s', () => {
    expect(secondsLeft({ status: 'running', started, now: new Date('2026-01-01T00:00:10Z'), doneChunks: 2, totalChunks: 5 })).toBe(15);
  });
  it('is unknown before the first chunk and after the end', () => {
    expect(secondsLeft({ status: 'running', started, now: new Date('2026-01-01T00:00:10Z'), doneChunks: 0, totalChunks: 5 })).toBeNull();
    expect(secondsLeft({ status: 'queued', started: null, now: started, doneChunks: 0, totalChunks: 5 })).toBeNull();
    expect(secondsLeft({ status: 'done', started, now: started, doneChunks: 5, totalChunks: 5 })).toBeNull();
  });
});

const postgres = targets.find((target) => target.name === 'postgres');

describe.runIf(postgres !== undefined)('two worker processes on PostgreSQL, one killed with SIGKILL mid-run', () => {
  const serverFolder = fileURLToPath(new URL('../../', import.meta.url));
  const workers: ChildProcess[] = [];
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let queue: JobQueue;
  // pg-boss's own tables, read only to prove that the killed worker's chunk ran again.
  let pgboss: pg.Client;

  const spawnWorker = () => {
    // Node itself with tsx's loader, no wrapper process: the pid is the worker's, and SIGKILL reaches it.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/test-worker.ts'], {
      cwd: serverFolder,
      env: { ...process.env, DATABASE_URL: database.settings.databaseUrl, JOB_HEARTBEAT_SECONDS: '10', WORKER_CONCURRENCY: '1', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
    workers.push(child);
    return { child, output: () => output };
  };

  beforeAll(async () => {
    if (postgres === undefined) return;
    database = await postgres.create();
    handle = await openDatabase(database.settings);
    // This process only starts runs; the spawned processes work them.
    queue = await openJobQueue({ databaseUrl: database.settings.databaseUrl, pglite: null, settings });
    pgboss = new pg.Client({ connectionString: database.settings.databaseUrl });
    await pgboss.connect();
  });

  afterAll(async () => {
    for (const child of workers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await pgboss?.end();
    await queue?.stop();
    await handle?.close();
    await database?.drop();
  });

  it('finishes the run with a result byte-identical to an undisturbed run’s', async () => {
    const ownerId = await insertUser(handle.db, { email: 'workers@example.com' });
    const slow = { ...parameters, paths: 30_000 };
    const start = () =>
      startRun(handle.db, queue, { kind: testKinds.slow, subjectId: randomUUID(), ownerId, parameters: slow, input: workedExampleCashflow, paths: slow.paths });
    const first = spawnWorker();
    const second = spawnWorker();

    const disturbed = await start();
    // simulation_chunks.worker ends with the pid of the process that computed the chunk.
    const storedChunks = () => handle.db.select({ worker: simulationChunks.worker }).from(simulationChunks).where(eq(simulationChunks.runId, disturbed));
    const deadline = Date.now() + 120_000;
    let victimPid: string | null = null;
    for (;;) {
      const rows = await storedChunks();
      const workersSeen = [...new Set(rows.map((row) => row.worker))];
      const progress = await runProgress(handle.db, disturbed);
      if (progress !== null && progress.doneChunks >= progress.totalChunks) throw new Error('the run finished before a worker could be killed');
      // Both workers computing a chunk not yet stored: the one that stored first is in the middle of its next one.
      const active = await pgboss.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM pgboss.job j WHERE name = $1 AND state = 'active' AND data->>'runId' = $2
           AND NOT EXISTS (SELECT 1 FROM simulation_chunks c WHERE c.run_id = $2::uuid AND c.chunk = (j.data->>'chunk')::int)`,
        [chunkQueue, disturbed],
      );
      if (workersSeen.length > 0 && active.rows[0]?.count === 2) {
        victimPid = workersSeen[0]?.split(':').pop() ?? null;
        break;
      }
      if (Date.now() > deadline) throw new Error(`no chunk was stored: ${first.output()} ${second.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const victim = workers.find((child) => String(child.pid) === victimPid);
    expect(victim).toBeDefined();
    victim?.kill('SIGKILL');

    const done = await until(
      () => runProgress(handle.db, disturbed),
      (progress) => progress.status !== 'running' && progress.status !== 'queued',
      180_000,
    );
    expect(done.status).toBe('done');
    // The victim died holding a chunk: its job ran again, after its heartbeat stopped, on the survivor.
    const retried = await pgboss.query<{ retries: number }>(`SELECT max(retry_count)::int AS retries FROM pgboss.job WHERE name = $1 AND data->>'runId' = $2`, [
      chunkQueue,
      disturbed,
    ]);
    expect(retried.rows[0]?.retries).toBeGreaterThanOrEqual(1);

    const undisturbed = await start();
    await until(
      () => runProgress(handle.db, undisturbed),
      (progress) => progress.status === 'done',
      180_000,
    );
    // The stored JSON as PostgreSQL writes it, byte for byte.
    const stored = await handle.db
      .select({ id: simulationRuns.id, result: sql<string>`${simulationRuns.result}::text` })
      .from(simulationRuns)
      .where(inArray(simulationRuns.id, [disturbed, undisturbed]));
    const texts = new Map(stored.map((row) => [row.id, row.result]));
    expect(texts.get(disturbed)).toBe(texts.get(undisturbed));
    expect(JSON.parse(texts.get(disturbed) ?? 'null')).toEqual(runMonteCarlo(workedExampleCashflow, slow));

    // SIGTERM stops the survivor gracefully.
    const survivor = workers.find((child) => child !== victim);
    const exited = new Promise((resolve) => survivor?.once('exit', resolve));
    survivor?.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 400_000);
});
