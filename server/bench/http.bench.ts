// `npm run bench` (second part): requests per second of the cashflow calls on PostgreSQL, beside a bare
// JSON route in the same run, each driven by autocannon for 10 s over loopback. The server runs in
// this process on a fresh database created at TEST_DATABASE_URL's server and dropped afterwards.
import autocannon from 'autocannon';
import { workedExample as example } from '@keelson/core/examples';
import { buildApp } from '../src/app';
import { createSession } from '../src/auth/sessions';
import { testConfig, testDatabaseTargets } from '../src/test/databases';
import { insertUser } from '../src/test/users';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const postgres = (await testDatabaseTargets()).find((target) => target.name === 'postgres');
if (postgres === undefined) {
  console.error('The HTTP bench needs PostgreSQL at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).');
  process.exit(1);
}
const database = await postgres.create();
// autocannon sends thousands of requests a second from one address: the per-address limits are off.
const app = await buildApp(testConfig(database, { rateLimitPerMinute: 0 }));
// The baseline: a route that does no work beyond answering JSON through the same server.
app.get('/bench/bare', async () => ({ success: true, content: { pong: true } }));
try {
  const userId = await insertUser(app.db, { email: 'bench@example.com' });
  const { token } = await createSession(app.db, { userId, sessionDays: 1 });
  const created = await app.inject({ method: 'POST', url: '/api/cashflow', payload: example.input, cookies: { keelson_session: token } });
  const cashflowId = (created.json() as { content: { id: string } }).content.id;
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const run = async (path: string) => {
    const result = await autocannon({ url: `${address}${path}`, connections: 10, duration: seconds, headers: { cookie: `keelson_session=${token}` } });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return result;
  };
  console.log(`Keelson HTTP bench — PostgreSQL, autocannon, 10 connections, ${seconds} s each, loopback, Node ${process.version}`);
  for (const [label, path] of [
    ['bare JSON route (baseline)', '/bench/bare'],
    ['GET /auth/me', '/auth/me'],
    ['GET /api/cashflow/{id}', `/api/cashflow/${cashflowId}`],
    ['GET /api/cashflow/{id}/calculate (worked example)', `/api/cashflow/${cashflowId}/calculate`],
  ] as const) {
    const result = await run(path);
    console.log(`${label.padEnd(52)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`);
  }
} finally {
  await app.close();
  await database.drop();
}
