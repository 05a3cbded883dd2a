// `npm run bench` (stress jobs part): a portfolio stress test of 100 loans × 10,000 paths (one million engine paths) as
// pg-boss jobs on PostgreSQL, worked by one `npm run worker` process and then by two, on a fresh database made at
// TEST_DATABASE_URL's server and dropped afterwards. Figures: the time with two workers (budget ≤ 240 s), and the speed-up
// of two workers over one (budget ≥ 1.7×); both runs' stored results must be byte-identical.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { workedExampleV3Cashflow } from '@keelson/core/examples';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { simulationRuns } from '../src/db/schema';
import { openJobQueue } from '../src/jobs/job-queue';
import { portfolioStressKind, registerKnownJobKinds } from '../src/jobs/known-kinds';
import { runProgress, startRun } from '../src/jobs/runs';
import { testDatabaseTargets } from '../src/test/databases';
import { insertUser } from '../src/test/users';

const loans = 100;
const paths = 10_000;
const segments = ['BULK_KAMSARMAX', 'TANKER_MR', 'BULK_SUPRAMAX', 'CONTAINER_FEEDER', null] as const;
const book = Array.from({ length: loans }, (_, index) => ({
  id: randomUUID(),
  cashflow: {
    ...workedExampleV3Cashflow,
    title: `Loan ${index + 1}`,
    shipType: segments[index % segments.length],
    clarksonsSegment: segments[index % segments.length] === null ? 'Containership' : null,
    brokerValueEsimationsCurr: [20_000_000 + (index % 17) * 400_000],
    averageTimeCharterCurr: 14_000 + (index % 13) * 500,
  },
}));

function report(figure: { label: string; value: number; unit: string; budget: string; ok: boolean; baseline: string | null; ratio: number | null }) {
  const ratio = figure.ratio === null ? '' : `; ${figure.ratio.toFixed(2)}× ${figure.baseline}`;
  console.log(
    `${figure.label.padEnd(66)} ${figure.value.toFixed(1).padStart(9)} ${figure.unit}  (budget ${figure.budget}${ratio})${figure.ok ? '' : '  MISSED'}`,
  );
  const machine = {
    figure: figure.label,
    value: Number(figure.value.toFixed(3)),
    unit: figure.unit,
    budget: figure.budget,
    ok: figure.ok,
    baseline: figure.baseline,
    ratio: figure.ratio === null ? null : Number(figure.ratio.toFixed(3)),
  };
  console.log(`@bench ${JSON.stringify(machine)}`);
}

const postgres = (await testDatabaseTargets()).find((target) => target.name === 'postgres');
if (postgres === undefined) {
  console.error('The stress jobs bench needs PostgreSQL at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).');
  process.exit(1);
}
const database = await postgres.create();
const handle = await openDatabase(database.settings);
registerKnownJobKinds();
const queue = await openJobQueue({ databaseUrl: database.settings.databaseUrl, pglite: null, settings: { heartbeatSeconds: 30, retryLimit: 3 } });
const workers: ChildProcess[] = [];

/** Starts `count` worker processes (npm run worker's entry, one chunk at a time each) and waits until each works. */
async function startWorkers(count: number): Promise<ChildProcess[]> {
  const started = Array.from({ length: count }, () =>
    spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, DATABASE_URL: database.settings.databaseUrl, WORKER_CONCURRENCY: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  workers.push(...started);
  await Promise.all(
    started.map(
      (child) =>
        new Promise<void>((resolve, reject) => {
          child.stdout?.on('data', (data: Buffer) => (data.toString().includes('is working') ? resolve() : undefined));
          child.once('exit', (code) => reject(new Error(`a worker exited with ${code}`)));
        }),
    ),
  );
  return started;
}

async function stopWorkers(children: ChildProcess[]) {
  await Promise.all(
    children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))))),
  );
}

/** One run of the book with `count` workers: seconds from the start to the stored result, and the result's text. */
async function timedRun(ownerId: string, count: number): Promise<{ seconds: number; result: string }> {
  const children = await startWorkers(count);
  const started = performance.now();
  const runId = await startRun(handle.db, queue, {
    kind: portfolioStressKind,
    subjectId: randomUUID(),
    ownerId,
    parameters: { paths, seed: 1, volatility: 0.25, reversion: 0.5, valueReversion: 0.1, correlation: 0.6 },
    input: { loans: book },
    paths,
  });
  for (;;) {
    const progress = await runProgress(handle.db, runId);
    if (progress?.status === 'failed') throw new Error(`the run failed: ${JSON.stringify(progress.error)}`);
    if (progress?.status === 'done') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  await stopWorkers(children);
  const [row] = await handle.db
    .select({ result: sql<string>`${simulationRuns.result}::text` })
    .from(simulationRuns)
    .where(eq(simulationRuns.id, runId));
  console.log(`${loans} loans × ${paths} paths with ${count} worker process${count === 1 ? '' : 'es'}: ${seconds.toFixed(1)} s`);
  return { seconds, result: row?.result ?? '' };
}

try {
  const ownerId = await insertUser(handle.db, { email: 'stress-bench@example.com' });
  const one = await timedRun(ownerId, 1);
  const two = await timedRun(ownerId, 2);
  if (one.result !== two.result || one.result === '') throw new Error('the two runs stored different results');
  console.log(`both runs stored the same result, byte for byte (${(one.result.length / 1024).toFixed(0)} kB)`);
  report({
    label: 'stress test, 100 loans × 10,000 paths, two worker processes',
    value: two.seconds,
    unit: 's',
    budget: '≤ 240 s',
    ok: two.seconds <= 240,
    baseline: 'one worker process',
    ratio: two.seconds / one.seconds,
  });
  const speedUp = one.seconds / two.seconds;
  report({
    label: 'stress test speed-up, two worker processes over one',
    value: speedUp,
    unit: '×',
    budget: '≥ 1.7×',
    ok: speedUp >= 1.7,
    baseline: null,
    ratio: null,
  });
} finally {
  await stopWorkers(workers);
  await queue.stop();
  await handle.close();
  await database.drop();
}
