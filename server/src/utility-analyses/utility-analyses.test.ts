import { randomUUID } from 'node:crypto';
import { utility } from '@keelson/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workedExample as example } from '@keelson/core/examples';
import { buildApp, type App } from '../app';
import { createSession } from '../auth/sessions';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { keysOf, recordingClient } from '../test/http';
import { insertUser } from '../test/users';
import { templates } from './templates';

const targets = await testDatabaseTargets();
/** `unverifiedAdmin`: an administrator signed in without a second factor while REQUIRE_ADMIN_MFA is on. */
type Caller = 'anonymous' | 'owner' | 'other' | 'admin' | 'unverifiedAdmin';
const [template] = templates;
if (template === undefined) throw new Error('no template');
const leaves = utility.allNodes(template.criteria).filter((node): node is utility.CriterionLeaf => node.kind !== 'group');

/**
 * An answer of the right kind for every leaf, so that the analysis scores; cashflow metrics stay
 * unanswered so that a linked cashflow fills them (an answer, n/a included, would override it).
 */
function answersFor(): Record<string, utility.Answer> {
  return Object.fromEntries(
    leaves.flatMap((leaf): [string, utility.Answer][] => {
      if (leaf.kind === 'scale') return [[leaf.id, { kind: 'score', value: 7 }]];
      if (leaf.kind === 'choice') return [[leaf.id, { kind: 'option', optionId: leaf.options[0]?.id ?? '' }]];
      if (leaf.kind === 'number') return [[leaf.id, { kind: 'na' }]];
      return [];
    }),
  );
}

describe.each(targets)('utility analyses on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let client: ReturnType<typeof recordingClient>;
  const sessions: Record<Exclude<Caller, 'anonymous'>, string> = { owner: '', other: '', admin: '', unverifiedAdmin: '' };

  beforeAll(async () => {
    database = await target.create();
    app = await buildApp(testConfig(database, { requireAdminMfa: true }));
    await app.ready();
    client = recordingClient(app);
    for (const [who, roles, secondFactor] of [
      ['owner', ['user'], false],
      ['other', ['user'], false],
      ['admin', ['user', 'admin'], true],
      ['unverifiedAdmin', ['user', 'admin'], false],
    ] as const) {
      const id = await insertUser(app.db, { email: `${who}@example.com`, roles: [...roles], secondFactor });
      sessions[who] = (await createSession(app.db, { userId: id, sessionDays: 30, secondFactorAt: secondFactor ? new Date() : null })).token;
    }
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const as = (caller: Caller) => (caller === 'anonymous' ? {} : { session: sessions[caller] });
  const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    client.call({ method, url, ...as(caller), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const body = (changes: object = {}) => ({
    templateId: template.id,
    templateVersion: template.version,
    title: 'Two Kamsarmaxes',
    alternatives: [
      { id: 'a', name: 'Example Trader' },
      { id: 'b', name: 'Other Trader' },
    ],
    answers: { a: answersFor(), b: answersFor() },
    ...changes,
  });
  const create = async (caller: Caller = 'owner', changes: object = {}) => {
    const response = await call(caller, 'POST', '/api/utilityAnalysis', body(changes));
    expect(response.statusCode).toBe(201);
    return response.json().content as { id: string; updated: string };
  };

  it('serves the templates to anyone', async () => {
    const list = await call('anonymous', 'GET', '/api/utilityAnalysis/template/');
    expect(list.json().content.length).toBeGreaterThanOrEqual(3);
    const one = await call('anonymous', 'GET', `/api/utilityAnalysis/template/${template.id}`);
    expect(one.json().content).toMatchObject({ id: template.id, version: template.version });
    expect((await call('anonymous', 'GET', '/api/utilityAnalysis/template/nope')).statusCode).toBe(404);
  });

  it('the access matrix of every call: others get 1010, never the record', async () => {
    const record = await create();
    const rows: { call: string; caller: Caller; expected: number; actual: number }[] = [];
    // An administrator without a second factor has no administrator powers: someone else's analysis is not found.
    const byCaller = { anonymous: 401, owner: 200, other: 404, admin: 200, unverifiedAdmin: 404 } as const;
    for (const caller of ['anonymous', 'owner', 'other', 'admin', 'unverifiedAdmin'] as const) {
      rows.push({ call: 'GET one', caller, expected: byCaller[caller], actual: (await call(caller, 'GET', `/api/utilityAnalysis/${record.id}`)).statusCode });
      const current = (await call('owner', 'GET', `/api/utilityAnalysis/${record.id}`)).json().content;
      const { id: _id, ownerId: _ownerId, ...editable } = current;
      rows.push({
        call: 'PUT',
        caller,
        expected: byCaller[caller],
        actual: (await call(caller, 'PUT', `/api/utilityAnalysis/${record.id}`, { ...editable, title: caller })).statusCode,
      });
      rows.push({
        call: 'GET list',
        caller,
        expected: caller === 'anonymous' ? 401 : 200,
        actual: (await call(caller, 'GET', '/api/utilityAnalysis/')).statusCode,
      });
      rows.push({
        call: 'POST',
        caller,
        expected: caller === 'anonymous' ? 401 : 201,
        actual: (await call(caller, 'POST', '/api/utilityAnalysis', body())).statusCode,
      });
    }
    for (const caller of ['anonymous', 'other', 'unverifiedAdmin'] as const) {
      rows.push({ call: 'DELETE', caller, expected: byCaller[caller], actual: (await call(caller, 'DELETE', `/api/utilityAnalysis/${record.id}`)).statusCode });
    }
    rows.push({ call: 'DELETE', caller: 'owner', expected: 200, actual: (await call('owner', 'DELETE', `/api/utilityAnalysis/${record.id}`)).statusCode });
    rows.push({
      call: 'DELETE',
      caller: 'admin',
      expected: 200,
      actual: (await call('admin', 'DELETE', `/api/utilityAnalysis/${(await create()).id}`)).statusCode,
    });
    // What an ordinary user may, the administrator without a second factor may too: every call on their own analysis.
    const own = await create('unverifiedAdmin');
    const { id: _ownId, ownerId: _ownOwner, ...ownEditable } = (await call('unverifiedAdmin', 'GET', `/api/utilityAnalysis/${own.id}`)).json().content;
    rows.push({
      call: 'own: PUT',
      caller: 'unverifiedAdmin',
      expected: 200,
      actual: (await call('unverifiedAdmin', 'PUT', `/api/utilityAnalysis/${own.id}`, { ...ownEditable, title: 'Own' })).statusCode,
    });
    rows.push({
      call: 'own: GET one',
      caller: 'unverifiedAdmin',
      expected: 200,
      actual: (await call('unverifiedAdmin', 'GET', `/api/utilityAnalysis/${own.id}`)).statusCode,
    });
    rows.push({
      call: 'own: DELETE',
      caller: 'unverifiedAdmin',
      expected: 200,
      actual: (await call('unverifiedAdmin', 'DELETE', `/api/utilityAnalysis/${own.id}`)).statusCode,
    });
    expect(rows.filter((row) => row.actual !== row.expected)).toEqual([]);
    expect(rows).toHaveLength(28);
    const ownList = (await call('owner', 'GET', '/api/utilityAnalysis')).json().content as { ownerId: string }[];
    const adminList = (await call('admin', 'GET', '/api/utilityAnalysis')).json().content as { ownerEmail?: string }[];
    const unverifiedList = (await call('unverifiedAdmin', 'GET', '/api/utilityAnalysis')).json().content as { ownerId: string; ownerEmail?: string }[];
    expect(new Set(ownList.map((entry) => entry.ownerId)).size).toBe(1);
    expect(adminList.some((entry) => entry.ownerEmail === 'other@example.com')).toBe(true);
    expect(unverifiedList.length).toBeGreaterThan(0);
    expect(new Set(unverifiedList.map((entry) => entry.ownerId)).size).toBe(1);
    expect(unverifiedList.every((entry) => entry.ownerEmail === undefined)).toBe(true);
    expect(unverifiedList.map((entry) => entry.ownerId)).not.toContain(ownList[0]?.ownerId);
  });

  it('refuses a stale update with 409', async () => {
    const saved = await create();
    const current = (await call('owner', 'GET', `/api/utilityAnalysis/${saved.id}`)).json().content;
    const { id: _id, ownerId: _ownerId, ...editable } = current;
    expect((await call('owner', 'PUT', `/api/utilityAnalysis/${saved.id}`, { ...editable, title: 'First' })).statusCode).toBe(200);
    const stale = await call('owner', 'PUT', `/api/utilityAnalysis/${saved.id}`, { ...editable, title: 'Lost' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 1012, errors: [{ field: 'updated' }] });
  });

  it('answers invalid analyses with 1012 naming the field', async () => {
    const cases: [object, string][] = [
      [{ templateId: 'no-such-template' }, 'templateId'],
      [{ templateVersion: template.version + 1 }, 'templateVersion'],
      [{ answers: { z: {} } }, 'answers.z'],
      [{ answers: { a: { 'no-such-leaf': { kind: 'na' } } } }, 'answers.a.no-such-leaf'],
      [{ alternatives: [{ id: 'a', name: 'Linked', cashflowId: randomUUID() }], answers: {} }, 'alternatives.0.cashflowId'],
      [{ title: 7 }, 'title'],
    ];
    for (const [changes, field] of cases) {
      const response = await call('owner', 'POST', '/api/utilityAnalysis', body(changes));
      expect(response.statusCode, field).toBe(400);
      expect(
        (response.json().errors as { field: string }[]).map((error) => error.field),
        field,
      ).toContain(field);
    }
  });

  it('shares read-only with its ranking, fills cashflow metrics from linked cashflows, and hides the owner', async () => {
    const cashflow = (await call('owner', 'POST', '/api/cashflow', example.input)).json().content as { id: string };
    const saved = await create('owner', {
      alternatives: [
        { id: 'a', name: 'Example Trader', cashflowId: cashflow.id },
        { id: 'b', name: 'Other Trader' },
      ],
    });
    const current = (await call('owner', 'GET', `/api/utilityAnalysis/${saved.id}`)).json().content;
    const { id: _id, ownerId, ...editable } = current;
    const readonlyId = randomUUID();
    expect((await call('owner', 'PUT', `/api/utilityAnalysis/${saved.id}`, { ...editable, readonlyId })).json().content.readonlyId).toBe(readonlyId);

    const shared = await call('anonymous', 'GET', `/api/utilityAnalysis/readonly/${readonlyId}`);
    expect(shared.statusCode).toBe(200);
    const content = shared.json().content as { results: { alternativeId: string; rank: number; leaves: { source: string }[] }[] };
    expect(content.results.map((result) => result.rank).sort()).toEqual([1, 2]);
    const linked = content.results.find((result) => result.alternativeId === 'a');
    const usesMetrics = leaves.some((leaf) => leaf.kind === 'cashflowMetric');
    if (usesMetrics) expect(linked?.leaves.some((leaf) => leaf.source === 'metric')).toBe(true);
    expect(keysOf(shared.json().content).filter((key) => ['ownerId', 'readonlyId', 'ownerEmail'].includes(key))).toEqual([]);
    expect(Object.keys(shared.json().content)).not.toContain('id');
    expect(shared.body).not.toContain(ownerId);
    expect((await call('anonymous', 'GET', `/api/utilityAnalysis/readonly/${randomUUID()}`)).statusCode).toBe(404);
  });
});
