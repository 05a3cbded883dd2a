import { randomUUID } from 'node:crypto';
import { calculate, utility } from '@keelson/core';
import { workedExample as example } from '@keelson/core/examples';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { createSession } from './auth/sessions';
import { sessionCookieName } from './auth/session-cookie';
import { calculationCache } from './cashflows/calculation-cache';
import { testConfig, testDatabaseTargets, type TestDatabase } from './test/databases';
import { insertUser } from './test/users';
import { templates } from './utility-analyses/templates';

/**
 * The work an anonymous request can cause is bounded. The largest cashflow one may save (20
 * tranches, a new ship with a 30-year life) and the largest analysis (20 alternatives, all linked to it) are read
 * through their read-only links, and the CPU time of each anonymous call is printed: `npx vitest run
 * src/anonymous-cost.test.ts` in server/.
 */
const targets = await testDatabaseTargets();
const [template] = templates;
if (template === undefined) throw new Error('no template');

/** The worked example as a new ship with a 30-year life, its debt in 20 tranches of different terms. */
const largestCashflow = {
  ...example.input,
  constructionDate: example.input.valuationDate,
  economicUsefulLifeYears: 30,
  lastDockingDate: '',
  tranches: Array.from({ length: 20 }, (_, index) => ({
    value: 500_000,
    baseRate: 0.04,
    interest: 0.02 + index * 0.001,
    durationYears: 3 + index,
    amortizationYears: 10 + index,
    disbursementDate: example.input.valuationDate,
  })),
};

const alternatives = (count: number, cashflowId: string) =>
  Array.from({ length: count }, (_, index) => ({ id: `ship-${index}`, name: `Ship ${index + 1}`, cashflowId }));

/** CPU time (user + system) of one call, in milliseconds, and its answer. */
async function cpuOf(app: App, request: InjectOptions) {
  const before = process.cpuUsage();
  const response = await app.inject(request);
  const used = process.cpuUsage(before);
  return { response, cpuMs: (used.user + used.system) / 1000 };
}

describe.each(targets)('the cost of anonymous requests on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let session = '';

  beforeAll(async () => {
    database = await target.create();
    app = await buildApp(testConfig(database));
    await app.ready();
    const userId = await insertUser(app.db, { email: 'owner@example.com' });
    session = (await createSession(app.db, { userId, sessionDays: 1 })).token;
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, cookies: { [sessionCookieName]: session } });

  it('refuses a cashflow with more than 20 tranches and an analysis with more than 20 alternatives, naming the list', async () => {
    const tranches = await post('/api/cashflow', { ...largestCashflow, tranches: [...largestCashflow.tranches, { value: 1 }] });
    expect(tranches.statusCode).toBe(400);
    expect(tranches.json()).toMatchObject({ success: false, code: 1012, errors: [{ field: 'tranches', rule: 'tooManyEntries', params: { max: 20 } }] });

    const cashflow = await post('/api/cashflow', largestCashflow);
    const { id } = cashflow.json().content as { id: string };
    const analysis = await post('/api/utilityAnalysis', {
      templateId: template.id,
      templateVersion: template.version,
      title: 'Too many ships',
      alternatives: alternatives(utility.maxAlternatives + 1, id),
      answers: {},
    });
    expect(analysis.statusCode).toBe(400);
    expect(analysis.json()).toMatchObject({ success: false, code: 1012, errors: [{ field: 'alternatives', rule: 'tooManyEntries', params: { max: 20 } }] });
  });

  /** The largest cashflow, shared, and the largest analysis linking it, shared: their read-only links. */
  const shareLargest = async () => {
    const links = { cashflow: randomUUID(), analysis: randomUUID() };
    const cashflow = await post('/api/cashflow', { ...largestCashflow, readonlyIds: [links.cashflow] });
    expect(cashflow.statusCode).toBe(201);
    const { id } = cashflow.json().content as { id: string };
    const analysis = await post('/api/utilityAnalysis', {
      templateId: template.id,
      templateVersion: template.version,
      title: 'Twenty ships, one cashflow',
      alternatives: alternatives(utility.maxAlternatives, id),
      answers: {},
      readonlyId: links.analysis,
    });
    expect(analysis.statusCode).toBe(201);
    return links;
  };
  const readAnonymously = async (links: { cashflow: string; analysis: string }) => ({
    questionnaire: await cpuOf(app, { method: 'GET', url: `/api/utilityAnalysis/readonly/${links.analysis}` }),
    shared: await cpuOf(app, { method: 'GET', url: `/api/cashflow/readonly/${links.cashflow}` }),
    firstCalculation: await cpuOf(app, { method: 'GET', url: `/api/cashflow/readonly/${links.cashflow}/calculate` }),
    keptCalculation: await cpuOf(app, { method: 'GET', url: `/api/cashflow/readonly/${links.cashflow}/calculate` }),
  });

  it('answers the largest read-only analysis and cashflow without calculating more than once', async () => {
    // Once before measuring, so that the figures are those of a warm server, as a flood of requests would meet it.
    await readAnonymously(await shareLargest());
    const engineStarted = process.cpuUsage();
    const outcome = calculate(largestCashflow);
    const engineUsed = process.cpuUsage(engineStarted);
    expect(outcome.ok).toBe(true);

    const links = await shareLargest();
    const before = calculationCache.stats();
    const { questionnaire, shared, firstCalculation, keptCalculation } = await readAnonymously(links);
    for (const { response } of [questionnaire, shared, firstCalculation, keptCalculation]) expect(response.statusCode).toBe(200);
    // The questionnaire reads the metrics stored at save; only the first calculate call runs the engine.
    expect(calculationCache.stats()).toMatchObject({ hits: before.hits + 1, misses: before.misses + 1 });
    expect(keptCalculation.response.body).toBe(firstCalculation.response.body);
    const results = questionnaire.response.json().content.results as { leaves: { source: string }[] }[];
    expect(results).toHaveLength(20);
    expect(results.every((result) => result.leaves.some((leaf) => leaf.source === 'metric'))).toBe(true);

    const figures = {
      'engine alone, one calculation (no HTTP)': (engineUsed.user + engineUsed.system) / 1000,
      'GET /api/utilityAnalysis/readonly/{id} (20 alternatives)': questionnaire.cpuMs,
      'GET /api/cashflow/readonly/{id}': shared.cpuMs,
      'GET /api/cashflow/readonly/{id}/calculate, first': firstCalculation.cpuMs,
      'GET /api/cashflow/readonly/{id}/calculate, kept': keptCalculation.cpuMs,
    };
    const worst = Math.max(questionnaire.cpuMs, shared.cpuMs, firstCalculation.cpuMs, keptCalculation.cpuMs);
    process.stdout.write(
      [
        `CPU time of anonymous requests on ${target.name} (20 tranches, 30-year life, 20 linked alternatives; answer ${(firstCalculation.response.body.length / 1024).toFixed(0)} KiB):`,
        ...Object.entries(figures).map(([call, ms]) => `  ${call.padEnd(60)} ${ms.toFixed(1).padStart(7)} ms`),
        `  the worst anonymous request's CPU time: ${worst.toFixed(1)} ms`,
        '',
      ].join('\n'),
    );
  });
});
