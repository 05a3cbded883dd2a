import { randomUUID } from 'node:crypto';
import { utility } from '@keelson/core';
import { workedExample as example } from '@keelson/core/examples';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { sessionCookieName } from './auth/session-cookie';
import { createSession } from './auth/sessions';
import { testConfig, testDatabaseTargets, type TestDatabase } from './test/databases';
import { insertUser } from './test/users';
import { templates } from './utility-analyses/templates';

/**
 * Every call of the API, enumerated from its own OpenAPI document (so a new route is fuzzed
 * without touching this file), gets a corpus of bad input — NUL and lone surrogates in every string, numbers that
 * overflow, wrong types, nested and huge values, missing and unparsable bodies, bad path and query encodings —
 * as an anonymous visitor, a signed-in user and an administrator. No answer may be a 5xx, and every failure is
 * the envelope with a catalogue code.
 */

const targets = await testDatabaseTargets();
type Caller = 'anonymous' | 'user' | 'admin';
const callers: Caller[] = ['anonymous', 'user', 'admin'];
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
};
type Operation = { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: { in: string; name: string }[] };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

const [template] = templates;
if (template === undefined) throw new Error('no template');
const strongPassword = 'a correct horse battery staple 42';

/** A plausible value of a JSON schema, so that mutations of it reach past the first check; names help where formats do not. */
function sample(schema: JsonSchema, name = '', depth = 0): Json {
  if (depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined && schema.enum.length > 0) return schema.enum[0] ?? null;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants !== undefined) return sample(variants.find((variant) => variant.type !== 'null') ?? variants[0] ?? {}, name, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  if (type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, sample(inner, key, depth + 1)]));
  if (type === 'array') return schema.items === undefined ? [] : [sample(schema.items, name, depth + 1)];
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  if (/email/i.test(name) || schema.format === 'email') return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
  if (/password/i.test(name)) return strongPassword;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date-time') return new Date().toISOString();
  return 'text';
}

/** Every path of a JSON value with the value there; of a long list only the first two entries. */
function pathsOf(value: Json, path: (string | number)[] = []): { path: (string | number)[]; value: Json }[] {
  const own = { path, value };
  if (Array.isArray(value)) return [own, ...value.slice(0, 2).flatMap((entry, index) => pathsOf(entry, [...path, index]))];
  if (value !== null && typeof value === 'object') return [own, ...Object.entries(value).flatMap(([key, entry]) => pathsOf(entry, [...path, key]))];
  return [own];
}

/** A copy of `value` with the value at `path` replaced. */
function replaced(value: Json, path: (string | number)[], by: Json): Json {
  const [head, ...rest] = path;
  if (head === undefined) return by;
  if (Array.isArray(value)) return value.map((entry, index) => (index === head ? replaced(entry, rest, by) : entry));
  if (value !== null && typeof value === 'object') return { ...value, [head]: replaced(value[String(head)] ?? null, rest, by) };
  return value;
}

const nested = (depth: number): Json => (depth === 0 ? 'deep' : { a: nested(depth - 1) });
type Kind = 'string' | 'number' | 'list' | 'object' | 'other';
const kindOf = (value: Json): Kind =>
  typeof value === 'string'
    ? 'string'
    : typeof value === 'number'
      ? 'number'
      : Array.isArray(value)
        ? 'list'
        : value !== null && typeof value === 'object'
          ? 'object'
          : 'other';

/**
 * What replaces a value of each kind. `everywhere`: put in every value of the kind at once (refused before any work,
 * so one request each covers every field); `each`: put in each value on its own — the values that may pass
 * validation and reach the calculation or the database, and the wrong types.
 */
const badValues: Record<Kind, { everywhere: Json[]; each: Json[] }> = {
  string: { everywhere: ['\ud800', 'x\udfff', 'x'.repeat(100_000), 42, {}, [], null, true], each: ['a\u0000b', {}] },
  number: {
    everywhere: [-0, 2 ** 53 + 1, 1.5, 'NaN', 'Infinity', '1e308', {}, [], null, 'text'],
    each: [1e308, -1e308, 5e-324, 1e-320, 'text'],
  },
  list: { everywhere: [], each: ['\u0000', null, {}, [nested(50)], Array.from({ length: 1000 }, () => 1)] },
  object: { everywhere: [], each: [{ '\u0000': 1, '\ud800key': 1 }, { extra: nested(200) }, [], 'text', null] },
  other: { everywhere: ['\u0000', 1e308, {}], each: [[]] },
};

/**
 * Request bodies for one operation: the plausible body; each bad value in every value of its kind at once, and each
 * value replaced on its own by the bad values that could get further; then bad bodies as a whole.
 */
function bodyCorpus(base: Json): { payload?: string | Json; contentType?: string; label: string; single?: true }[] {
  const paths = pathsOf(base).filter(({ path }) => path.length > 0);
  const label = (path: (string | number)[], bad: Json) => `${path.join('.') || 'body'} = ${JSON.stringify(bad).slice(0, 30)}`;
  const everywhere = (Object.keys(badValues) as Kind[]).flatMap((kind) => {
    const ofKind = paths.filter(({ value }) => kindOf(value) === kind);
    if (ofKind.length === 0) return [];
    return badValues[kind].everywhere.map((bad) => ({
      payload: ofKind.reduce((body, { path }) => replaced(body, path, bad), base),
      label: `every ${kind} = ${JSON.stringify(bad).slice(0, 30)}`,
    }));
  });
  const each = paths.flatMap(({ path, value }) => {
    const bads =
      kindOf(value) === 'object'
        ? badValues.object.each.map((bad) => (kindOf(bad) === 'object' ? { ...(value as object), ...(bad as object) } : bad))
        : badValues[kindOf(value)].each;
    return bads.map((bad) => ({ payload: replaced(base, path, bad), label: label(path, bad), single: true as const }));
  });
  const raw = (payload: string, label: string, contentType = 'application/json') => ({ payload, contentType, label });
  const unknownKeys = kindOf(base) === 'object' ? [{ payload: { ...(base as object), '\u0000': 1, extra: nested(200) }, label: 'unknown keys' }] : [];
  return [
    { payload: base, label: 'plausible body' },
    ...unknownKeys,
    ...everywhere,
    ...each,
    { label: 'no body' },
    raw('', 'empty JSON body'),
    raw('{"a":', 'truncated JSON'),
    raw('null', 'JSON null'),
    raw('[]', 'JSON list'),
    raw('"text"', 'JSON string'),
    raw('1e999', 'JSON number overflowing to Infinity'),
    raw('NaN', 'not JSON'),
    raw('{"a":"\\u0000"}', 'escaped NUL'),
    raw('{"a":"\\ud800"}', 'escaped lone surrogate'),
    raw('{"__proto__":{"polluted":1}}', 'prototype pollution'),
    raw('{"constructor":{"prototype":{"polluted":1}}}', 'constructor pollution'),
    raw(`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'lists nested 100,000 deep'),
    raw(JSON.stringify({ text: 'x'.repeat(1_000_000) }), 'huge string within the body limit'),
    raw(JSON.stringify({ text: 'x'.repeat(1_100_000) }), 'body over the limit'),
    raw(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]).toString('latin1'), 'invalid UTF-8'),
    raw('{}', 'text content type', 'text/plain'),
    raw('a=1', 'form content type', 'application/x-www-form-urlencoded'),
    raw('{}', 'JSON in another charset', 'application/json; charset=utf-16'),
  ];
}

/** Values for a path parameter: a real one where the test knows it, then malformed, encoded and over-long ones. */
const badParams = [
  '%00',
  '%',
  '%zz',
  '%ED%A0%80',
  '%F0%9F',
  'a%00b',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '..',
  '%2F',
  'x'.repeat(101),
  'x'.repeat(9000),
];

describe.each(targets)('fuzz on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  const sessions: Record<Exclude<Caller, 'anonymous'>, string> = { user: '', admin: '' };
  const userIds: Record<Exclude<Caller, 'anonymous'>, string> = { user: '', admin: '' };

  beforeAll(async () => {
    database = await target.create();
    app = await buildApp(testConfig(database));
    await app.ready();
    for (const [who, roles] of [
      ['user', ['user']],
      ['admin', ['user', 'admin']],
    ] as const) {
      userIds[who] = await insertUser(app.db, { email: `${who}@example.com`, roles: [...roles] });
      sessions[who] = (await createSession(app.db, { userId: userIds[who], sessionDays: 30 })).token;
    }
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers every bad input to every call below 500, in the envelope', async () => {
    const failures: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    const send = async (caller: Caller, options: InjectOptions, label: string): Promise<LightMyRequestResponse> => {
      const response = await app.inject({ ...options, ...(caller === 'anonymous' ? {} : { cookies: { [sessionCookieName]: sessions[caller] } }) });
      sent++;
      if (response.statusCode >= 500) serverErrors++;
      lastSetCookie = String(response.headers['set-cookie'] ?? '').includes(sessionCookieName);
      const problem = envelopeProblem(response);
      if (problem !== null) failures.push(`${caller} ${options.method} ${String(options.url).slice(0, 120)} [${label}]: ${problem}`);
      return response;
    };
    /**
     * A call that sets or clears the session cookie (sign-in, sign-out, password change, session calls) may have ended
     * its caller's session: the caller then signs in again. Only DELETE calls could end another's, and they name no one.
     */
    let lastSetCookie = false;
    const keepSignedIn = async (caller: Caller, always = false) => {
      if (caller === 'anonymous' || !(lastSetCookie || always)) return;
      const me = await app.inject({ method: 'GET', url: '/auth/me', cookies: { [sessionCookieName]: sessions[caller] } });
      if (me.statusCode !== 200) sessions[caller] = (await createSession(app.db, { userId: userIds[caller], sessionDays: 30 })).token;
    };

    const as = (caller: Exclude<Caller, 'anonymous'>, method: Method, url: string, payload?: Json) =>
      app.inject({ method, url, cookies: { [sessionCookieName]: sessions[caller] }, ...(payload === undefined ? {} : { payload: payload as object }) });
    const readonlyId = randomUUID();
    const cashflow = (await as('user', 'POST', '/api/cashflow', { ...example.input, readonlyIds: [readonlyId] } as Json)).json().content as {
      id: string;
      updated: string;
    };
    const leaves = utility.allNodes(template.criteria).filter((node) => node.kind !== 'group');
    const analysisBody: { [key: string]: Json } = {
      templateId: template.id,
      templateVersion: template.version,
      title: 'Fuzz',
      alternatives: [
        { id: 'a', name: 'Linked', cashflowId: cashflow.id },
        { id: 'b', name: 'Other' },
      ],
      answers: { b: Object.fromEntries(leaves.slice(0, 3).map((leaf) => [leaf.id, { kind: 'na' }])) },
    };
    const analysisReadonlyId = randomUUID();
    const analysis = (await as('user', 'POST', '/api/utilityAnalysis', { ...analysisBody, readonlyId: analysisReadonlyId })).json().content as {
      id: string;
      updated: string;
    };
    const portfolio = (await as('user', 'POST', '/api/portfolio', { name: 'Fuzz' })).json().content as { id: string; updated: string };
    expect(cashflow.id).toBeDefined();
    expect(analysis.id).toBeDefined();
    expect(portfolio.id).toBeDefined();
    const shipTypeCode = ((await app.inject('/api/ship-types')).json().content as { code: string }[])[0]?.code ?? 'unknown';

    /** The plausible bodies the schema alone cannot give (custom checks, linked records), by method and path. */
    const knownBodies: Record<string, Json> = {
      'POST /api/cashflow': example.input as Json,
      'PUT /api/cashflow/{id}': { ...(example.input as { [key: string]: Json }), updated: cashflow.updated },
      'POST /api/utilityAnalysis': analysisBody,
      'PUT /api/utilityAnalysis/{id}': { ...analysisBody, updated: analysis.updated },
      'PUT /api/portfolio/{id}': { name: 'Fuzz', description: '', amberThreshold: 0.1, cashflowIds: [cashflow.id], updated: portfolio.updated },
      // Rows that do not calculate: the import reads and skips them without saving a cashflow per fuzzed body.
      'POST /api/portfolio/{id}/import': { rows: [{ title: 'Fuzz', shipName: 'Fuzz', lightWeightTonnage: 13_800 }], mode: 'validOnly' },
      // An address nobody has: a fuzzed sign-in reaches the password check without a real account's throttle.
      'POST /auth/signin': { email: 'nobody@example.com', password: strongPassword },
    };
    /** Real values for path parameters, by path prefix and name, so that the handlers past the lookup run too. */
    const knownParams: [string, string, string][] = [
      ['/api/cashflow/readonly/{readonlyId}', 'readonlyId', readonlyId],
      ['/api/cashflow/', 'id', cashflow.id],
      ['/api/utilityAnalysis/readonly/', 'id', analysisReadonlyId],
      ['/api/utilityAnalysis/template/', 'id', template.id],
      ['/api/utilityAnalysis/', 'id', analysis.id],
      ['/api/users/', 'id', userIds.user],
      ['/api/portfolio/', 'id', portfolio.id],
      ['/api/ship-types/', 'code', shipTypeCode],
    ];

    const document = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase() as Method, operation })),
    );
    // The document lists every call of the API; the count guards against an empty or truncated one.
    expect(operations.length).toBeGreaterThan(40);

    for (const { path, method, operation } of operations) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      // A DELETE is fuzzed with ids that name nothing: with the real ones it would remove the records the other calls use.
      const real = (name: string) => (method === 'DELETE' ? undefined : knownParams.find(([prefix, param]) => path.startsWith(prefix) && param === name)?.[2]);
      const urlWith = (values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? randomUUID());
      const plausible = Object.fromEntries(names.map((name) => [name, real(name) ?? randomUUID()]));
      const urls = [
        urlWith(plausible),
        ...names.flatMap((name) => badParams.map((bad) => urlWith({ ...plausible, [name]: bad }))),
        `${urlWith(plausible)}?q=%00`,
        `${urlWith(plausible)}?q=%`,
        `${urlWith(plausible)}?q=%ED%A0%80&q=2&__proto__[x]=1`,
        ...(operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .flatMap((parameter) => ['%00', '%zz', 'true', '1e308', 'x'.repeat(5000)].map((bad) => `${urlWith(plausible)}?${parameter.name}=${bad}`)),
      ];
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const base = knownBodies[`${method} ${path}`] ?? (schema === undefined ? { text: 'text' } : sample(schema));
      const bodies = method === 'GET' ? [] : bodyCorpus(base);
      // The plausible call as each caller; the paths in turn as each caller (what they test is checked before anyone is
      // known); the bodies as all three, but the values replaced one at a time only as the caller who gets furthest —
      // the records' owner, or the administrator where the owner is refused — which keeps the run short.
      const reach: Record<Caller, number> = { anonymous: 0, user: 0, admin: 0 };
      for (const caller of callers) {
        reach[caller] = (
          await send(caller, { method, url: urlWith(plausible), ...(method === 'GET' ? {} : { payload: base as object }) }, 'plausible')
        ).statusCode;
        await keepSignedIn(caller);
      }
      const owner: Caller = reach.user < 400 || reach.user === reach.admin ? 'user' : 'admin';
      for (const [index, url] of urls.entries()) {
        const caller = callers[index % callers.length] ?? 'anonymous';
        await send(caller, { method, url, ...(method === 'GET' ? {} : { payload: base as object }) }, 'path');
        await keepSignedIn(caller);
      }
      for (const caller of callers) {
        for (const body of bodies.filter((entry) => entry.single === undefined || caller === owner)) {
          const headers = body.contentType === undefined ? {} : { 'content-type': body.contentType };
          const payload = body.payload === undefined ? {} : { payload: typeof body.payload === 'string' ? body.payload : (body.payload as object) };
          await send(caller, { method, url: urlWith(plausible), headers, ...payload }, body.label);
          await keepSignedIn(caller);
        }
      }
      for (const caller of callers) await keepSignedIn(caller, true);
    }
    // Outside the document: unknown paths under the API, the web app's fallback, and cookies that are no session.
    for (const url of ['/api/nope/%00', '/api/%', '/auth/%zz', '/%00', `/${'x'.repeat(9000)}`, '/api/cashflow/%ED%A0%80/calculate']) {
      await send('anonymous', { method: 'GET', url }, 'unknown path');
      await send('user', { method: 'POST', url, payload: { a: '\u0000' } }, 'unknown path');
    }
    for (const token of ['%00', '%ED%A0%80', 'x'.repeat(5000), '', '"quoted"', 'a;b=c']) {
      await send('anonymous', { method: 'GET', url: '/auth/me', headers: { cookie: `${sessionCookieName}=${token}` } }, 'bad session cookie');
    }

    // The figures belong in the run's output (the closing note quotes them); the linter allows only warn and error.
    // eslint-disable-next-line no-console
    console.log(`fuzz on ${target.name}: ${sent} fuzz requests sent and 5xx answers (${serverErrors})`);
    expect(failures.slice(0, 30)).toEqual([]);
  }, 600_000);
});

/** What is wrong with an answer: a 5xx, or a refusal that is not the envelope with a catalogue code and a message; null if nothing. */
function envelopeProblem(response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `status ${status} ${response.body.slice(0, 200)}`;
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  if (status < 400) return null;
  if (!json) return `status ${status} is not JSON: ${response.body.slice(0, 100)}`;
  const body = JSON.parse(response.body) as { success?: unknown; code?: unknown; message?: unknown };
  const envelope = body.success === false && typeof body.code === 'number' && body.code >= 1000 && body.code <= 1012 && typeof body.message === 'string';
  return envelope ? null : `status ${status} is not the envelope: ${response.body.slice(0, 100)}`;
}
