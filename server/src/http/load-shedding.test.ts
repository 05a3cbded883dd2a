import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { defaultLoadShedding, type LoadSheddingOptions } from './load-shedding';

const [pglite] = await testDatabaseTargets();
if (pglite === undefined) throw new Error('no embedded database');

/** Keeps the event loop busy for `ms`, as one expensive calculation would. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

/**
 * Strict thresholds for these tests only: a loop that lags 50 ms on average, measured every 50 ms. The CPU share is
 * not required, since the test machine may be shared; the last test shows what requiring it does.
 */
const strict: LoadSheddingOptions = { ...defaultLoadShedding, maxEventLoopDelayMs: 50, sampleIntervalMs: 50, minCpuShare: 0 };

describe.each([
  { name: 'strict', options: strict, sheds: true },
  { name: 'strict, but requiring more CPU than the process can use', options: { ...strict, minCpuShare: 1000 }, sheds: false },
])('load shedding, $name', ({ options, sheds }) => {
  let database: TestDatabase;
  let app: App;
  const waiting: (() => void)[] = [];

  beforeAll(async () => {
    database = await pglite.create();
    app = await buildApp(testConfig(database), { loadShedding: options });
    app.get('/test/busy', async () => {
      busyFor(300);
      return { success: true, content: null };
    });
    // A request that waits, as one whose answer is queued behind the work does.
    app.get('/test/wait', async () => {
      await new Promise<void>((resolve) => waiting.push(resolve));
      return { success: true, content: null };
    });
    await app.ready();
  });

  afterAll(async () => {
    for (const release of waiting) release();
    await app.close();
    await database.drop();
  });

  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  /** Expensive requests back to back until the loop's measured delay is over the threshold. */
  const stallTheLoop = async () => {
    for (let attempt = 0; !app.isUnderPressure(); attempt += 1) {
      expect(attempt).toBeLessThan(40);
      expect((await app.inject({ method: 'GET', url: '/test/busy' })).statusCode).toBe(200);
      await nextTurn();
    }
  };

  it(
    sheds ? 'answers /api/health at once with 503, code 1005 and Retry-After while requests queue behind a stalled loop' : 'lets requests through',
    async () => {
      await sleep(200);
      expect((await health()).statusCode).toBe(200);

      // A lagging loop with nothing queued behind it is not saturated: the one request is answered.
      await stallTheLoop();
      expect((await health()).statusCode).toBe(200);

      const queued = [app.inject({ method: 'GET', url: '/test/wait' }), app.inject({ method: 'GET', url: '/test/wait' })];
      while (waiting.length < 2) await nextTurn();
      await stallTheLoop();
      const started = performance.now();
      const answer = await health();
      const elapsedMs = performance.now() - started;
      if (sheds) {
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({ success: false, code: 1005, message: 'The server is busy. Please try again in a moment.' });
        expect(answer.headers['retry-after']).toBe('1');
        expect(elapsedMs).toBeLessThan(200);
        // Refused before any work: the expensive route does not run either.
        const refused = performance.now();
        expect((await app.inject({ method: 'GET', url: '/test/busy' })).statusCode).toBe(503);
        expect(performance.now() - refused).toBeLessThan(200);
      } else {
        expect(answer.statusCode).toBe(200);
      }

      for (const release of waiting.splice(0)) release();
      expect((await Promise.all(queued)).map((response) => response.statusCode)).toEqual([200, 200]);
      await sleep(300);
      expect((await health()).statusCode).toBe(200);
    },
  );
});
