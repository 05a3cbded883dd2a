import { randomUUID } from 'node:crypto';
import { calculate } from '@keelson/core';
import { workedExample as example } from '@keelson/core/examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createSession } from '../auth/sessions';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { recordingClient } from '../test/http';
import { insertUser } from '../test/users';

const targets = await testDatabaseTargets();

const scenarios = [
  { name: 'Weak market', overrides: { charterRateChange: -0.2, opexChange: 0.1 } },
  { name: 'Dear money', overrides: { baseRateChangeBp: 200, discountRate: null } },
  { name: 'Long life', overrides: { economicUsefulLifeYears: 28, steelPricePerTonCurr: 300, offHireDaysPerYear: 15, averageTimeCharterCurr: 14_000 } },
];

describe.each(targets)('user scenarios of cashflows on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let client: ReturnType<typeof recordingClient>;
  let session = '';

  beforeAll(async () => {
    database = await target.create();
    app = await buildApp(testConfig(database));
    await app.ready();
    client = recordingClient(app);
    const id = await insertUser(app.db, { email: 'analyst@example.com' });
    session = (await createSession(app.db, { userId: id, sessionDays: 30 })).token;
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, signedIn = true) =>
    client.call({ method, url, ...(signedIn ? { session } : {}), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const create = async (changes: object) => {
    const response = await call('POST', '/api/cashflow', { ...example.input, ...changes });
    expect(response.statusCode).toBe(201);
    return response.json().content as { id: string; updated: string; scenarios: unknown };
  };

  it('stores the scenarios with the cashflow and answers them on every read, the read-only one too', async () => {
    const saved = await create({ scenarios });
    expect(saved.scenarios).toEqual(scenarios);
    expect((await call('GET', `/api/cashflow/${saved.id}`)).json().content.scenarios).toEqual(scenarios);
    const listed = (await call('GET', '/api/cashflow')).json().content as { id: string; scenarios: unknown }[];
    expect(listed.find((entry) => entry.id === saved.id)?.scenarios).toEqual(scenarios);

    const readonlyId = randomUUID();
    const shared = await call('PUT', `/api/cashflow/${saved.id}`, { ...saved, readonlyIds: [readonlyId] });
    expect(shared.statusCode).toBe(200);
    expect((await call('GET', `/api/cashflow/readonly/${readonlyId}`, undefined, false)).json().content.scenarios).toEqual(scenarios);
  });

  it('changes and removes scenarios with an update', async () => {
    const saved = await create({ scenarios });
    const changed = await call('PUT', `/api/cashflow/${saved.id}`, { ...saved, scenarios: [scenarios[2]] });
    expect(changed.json().content.scenarios).toEqual([scenarios[2]]);
    const removed = await call('PUT', `/api/cashflow/${saved.id}`, { ...changed.json().content, scenarios: null });
    expect(removed.json().content.scenarios).toBeNull();
    expect((await call('GET', `/api/cashflow/${saved.id}/calculate`)).json().content).toHaveLength(2);
  });

  it('calculates the user scenarios after base and long-term average, exactly as core does, also through a read-only link', async () => {
    const readonlyId = randomUUID();
    const saved = await create({ scenarios, readonlyIds: [readonlyId] });
    const outcome = calculate({ ...example.input, scenarios });
    if (!outcome.ok) throw new Error('the example with its scenarios must be valid');
    const expected = JSON.parse(JSON.stringify(outcome.results)) as unknown;
    const results = await call('GET', `/api/cashflow/${saved.id}/calculate`);
    expect(results.statusCode).toBe(200);
    expect(results.json().content).toEqual(expected);
    const names = (results.json().content as { scenario: string; name?: string }[]).map(({ scenario, name }) => name ?? scenario);
    expect(names).toEqual(['base', 'longTermAverage', 'Weak market', 'Dear money', 'Long life']);
    const shared = await call('GET', `/api/cashflow/readonly/${readonlyId}/calculate`, undefined, false);
    expect(shared.json().content).toEqual(expected);
  });

  it("keeps the list's summary on the base scenario", async () => {
    const plain = await create({});
    const withScenarios = await create({ scenarios });
    const listed = (await call('GET', '/api/cashflow')).json().content as { id: string; summary: unknown }[];
    const summaryOf = (id: string) => listed.find((entry) => entry.id === id)?.summary;
    expect(summaryOf(withScenarios.id)).toEqual(summaryOf(plain.id));
    expect(summaryOf(plain.id)).not.toBeNull();
  });

  it('refuses a scenario that is never valid at save, naming the field under the scenario, and a repeated name', async () => {
    const bad = await call('POST', '/api/cashflow', {
      ...example.input,
      scenarios: [
        { name: 'A', overrides: { opexChange: 9, colour: 'red' } },
        { name: ' a', overrides: {} },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const errors = (bad.json().errors as { field: string; rule: string }[]).map(({ field, rule }) => ({ field, rule }));
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'scenarios.0.overrides.opexChange', rule: 'range' },
        { field: 'scenarios.0.overrides.colour', rule: 'unknownField' },
      ]),
    );
    const repeated = await call('POST', '/api/cashflow', { ...example.input, scenarios: [scenarios[0], { ...scenarios[1], name: 'WEAK MARKET' }] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({ code: 1012, errors: [{ field: 'scenarios.1.name', rule: 'linkTaken' }] });
    const tooMany = Array.from({ length: 11 }, (_, index) => ({ name: `S${index}`, overrides: {} }));
    expect((await call('POST', '/api/cashflow', { ...example.input, scenarios: tooMany })).json()).toMatchObject({
      code: 1012,
      errors: [{ field: 'scenarios', rule: 'tooManyEntries' }],
    });
  });

  it('saves a scenario that only the calculation refuses, and the calculate call names it under the scenario', async () => {
    const saved = await create({ scenarios: [{ name: 'Scrapped early', overrides: { economicUsefulLifeYears: 10 } }] });
    const response = await call('GET', `/api/cashflow/${saved.id}/calculate`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 1012,
      errors: [{ field: 'scenarios.0.overrides.economicUsefulLifeYears', rule: 'range', params: { min: 15, max: 60 } }],
    });
    // The list's summary is the base case's, which the scenario does not take away.
    const plain = await create({});
    const listed = (await call('GET', '/api/cashflow')).json().content as { id: string; summary: unknown }[];
    const summaryOf = (id: string) => listed.find((entry) => entry.id === id)?.summary;
    expect(summaryOf(saved.id)).toEqual(summaryOf(plain.id));
    expect(summaryOf(saved.id)).not.toBeNull();
  });
});
