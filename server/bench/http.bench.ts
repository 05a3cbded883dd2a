// `npm run bench` (second part): requests per second of the cashflow calls on PostgreSQL, each driven by autocannon
// for 10 s (BENCH_SECONDS) over loopback, each beside `GET /api/cashflow/{id}` measured in the same run: the read is
// measured before and after the other cashflow calls and its mean is every line's baseline, so that a change of the
// shared machine's load in between weighs on both sides. The server runs in this process on a fresh database created
// at TEST_DATABASE_URL's server and dropped afterwards. Each figure is a human line and an `@bench {json}` line
// (scripts/bench.mjs collects them).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { utility } from '@keelson/core';
import { workedExample as example } from '@keelson/core/examples';
import { buildApp } from '../src/app';
import { createSession } from '../src/auth/sessions';
import { testConfig, testDatabaseTargets } from '../src/test/databases';
import { insertUser } from '../src/test/users';
import { templates } from '../src/utility-analyses/templates';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const baselineLabel = 'GET /api/cashflow/{id}';
const calculateBudget = 0.5;

type Measured = { requestsPerSecond: number; p50: number; p99: number; bytesPerAnswer: number };
type Line = { label: string; measured: Measured; budget: number | null };

/** One figure as the human line and the orchestrator's machine line (the bench protocol). */
function report({ label, measured, budget }: Line, baseline: number): void {
  const ratio = measured.requestsPerSecond / baseline;
  const ok = budget === null || ratio >= budget;
  const budgetText = budget === null ? 'none, information' : `≥ ${budget}× ${baselineLabel}`;
  const details = `p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${(measured.bytesPerAnswer / 1024).toFixed(1)} kB an answer`;
  console.log(
    `${label.padEnd(62)} ${measured.requestsPerSecond.toFixed(0).padStart(7)} req/s  (budget ${budgetText}; ${ratio.toFixed(2)}× ${baselineLabel})  ${details}${ok ? '' : '  MISSED'}`,
  );
  const machine = {
    figure: label,
    value: Number(measured.requestsPerSecond.toFixed(1)),
    unit: 'req/s',
    budget: budget === null ? 'information' : `≥ ${budget}×`,
    ok,
    baseline: baselineLabel,
    ratio: Number(ratio.toFixed(3)),
  };
  console.log(`@bench ${JSON.stringify(machine)}`);
}

const postgres = (await testDatabaseTargets()).find((target) => target.name === 'postgres');
if (postgres === undefined) {
  console.error('The HTTP bench needs PostgreSQL at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).');
  process.exit(1);
}
const database = await postgres.create();
// autocannon sends thousands of requests a second from one address: the per-address limits are off.
const app = await buildApp(testConfig(database, { rateLimitPerMinute: 0 }));
// A route that does no work beyond answering JSON through the same server: what the server itself costs.
app.get('/bench/bare', async () => ({ success: true, content: { pong: true } }));
try {
  const userId = await insertUser(app.db, { email: 'bench@example.com' });
  const { token } = await createSession(app.db, { userId, sessionDays: 1 });
  const cookie = `keelson_session=${token}`;
  const readonlyId = randomUUID();
  const created = await app.inject({ method: 'POST', url: '/api/cashflow', payload: { ...example.input, readonlyIds: [readonlyId] }, headers: { cookie } });
  const cashflowId = (created.json() as { content: { id: string } }).content.id;
  const analysisLink = await shareAnalysis(cookie, cashflowId);
  const calculate = `/api/cashflow/${cashflowId}/calculate`;
  const etag = String((await app.inject({ method: 'GET', url: calculate, headers: { cookie } })).headers.etag);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  /** autocannon on one path; every answer must have the expected status class, or the figure means nothing. */
  const run = async (path: string, options: { headers?: Record<string, string>; status?: '2xx' | '3xx'; duration?: number } = {}): Promise<Measured> => {
    const status = options.status ?? '2xx';
    const result = await autocannon({
      url: `${address}${path}`,
      connections: 10,
      duration: options.duration ?? seconds,
      headers: { cookie, ...options.headers },
    });
    const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
    if (result.errors > 0 || result[status] !== answered)
      throw new Error(`${path}: ${answered - result[status]} answers not ${status}, ${result.errors} errors`);
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bytesPerAnswer: result.throughput.total / Math.max(1, answered),
    };
  };

  console.log(
    `Keelson HTTP bench — PostgreSQL, autocannon in this process, 10 connections, ${seconds} s each, loopback, Node ${process.version}; ` +
      `after a 2 s warm-up of each; baseline: ${baselineLabel}, the mean of its runs before and after the other cashflow calls`,
  );
  // Warm-up, unmeasured: the JIT, the database pool and the caches reach the state a busy server is in.
  for (const path of [
    '/bench/bare',
    '/auth/me',
    `/api/cashflow/${cashflowId}`,
    calculate,
    `/api/cashflow/readonly/${readonlyId}/calculate`,
    `/api/utilityAnalysis/readonly/${analysisLink}`,
  ])
    await run(path, { duration: 2 });
  const bare = await run('/bench/bare');
  const me = await run('/auth/me');
  const readBefore = await run(`/api/cashflow/${cashflowId}`);
  const lines: Line[] = [
    { label: 'bare JSON route', measured: bare, budget: null },
    { label: 'GET /auth/me', measured: me, budget: null },
    { label: 'GET /api/cashflow/{id}/calculate (worked example)', measured: await run(calculate), budget: calculateBudget },
    {
      label: 'GET /api/cashflow/{id}/calculate, If-None-Match (304)',
      measured: await run(calculate, { headers: { 'if-none-match': etag }, status: '3xx' }),
      budget: calculateBudget,
    },
    { label: 'GET /api/cashflow/readonly/{readonlyId}/calculate', measured: await run(`/api/cashflow/readonly/${readonlyId}/calculate`), budget: null },
    { label: 'GET /api/utilityAnalysis/readonly/{id} (linked cashflow)', measured: await run(`/api/utilityAnalysis/readonly/${analysisLink}`), budget: null },
  ];
  const readAfter = await run(`/api/cashflow/${cashflowId}`);
  const baseline = (readBefore.requestsPerSecond + readAfter.requestsPerSecond) / 2;
  const read: Measured = {
    requestsPerSecond: baseline,
    p50: Math.max(readBefore.p50, readAfter.p50),
    p99: Math.max(readBefore.p99, readAfter.p99),
    bytesPerAnswer: readAfter.bytesPerAnswer,
  };
  console.log(`(${baselineLabel}: ${readBefore.requestsPerSecond.toFixed(0)} req/s before, ${readAfter.requestsPerSecond.toFixed(0)} req/s after)`);
  report({ label: `${baselineLabel} (baseline)`, measured: read, budget: null }, baseline);
  for (const line of lines) report(line, baseline);
} finally {
  await app.close();
  await database.drop();
}

/** A shared analysis whose alternatives link the bench's cashflow, so its ranking reads stored metrics: its read-only id. */
async function shareAnalysis(cookie: string, cashflowId: string): Promise<string> {
  const [template] = templates;
  if (template === undefined) throw new Error('no template');
  const readonlyId = randomUUID();
  const answer = await app.inject({
    method: 'POST',
    url: '/api/utilityAnalysis',
    headers: { cookie },
    payload: {
      templateId: template.id,
      templateVersion: template.version,
      title: 'Bench',
      alternatives: Array.from({ length: 5 }, (_, index) => ({ id: `a${index}`, name: `Alternative ${index}`, cashflowId })),
      answers: {},
      readonlyId,
    } satisfies utility.AnalysisBody,
  });
  if (answer.statusCode !== 201) throw new Error(`the bench analysis was refused: ${answer.body}`);
  return readonlyId;
}
