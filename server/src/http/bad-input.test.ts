import { randomUUID } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { utility } from '@keelson/core';
import { workedExample as example } from '@keelson/core/examples';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readonlyLinks } from '../db/schema';
import { appWithCallers } from '../test/callers';
import { testDatabaseTargets } from '../test/databases';
import { templates } from '../utility-analyses/templates';
import { registerErrorHandling } from './errors';

const targets = await testDatabaseTargets();
const [template] = templates;
if (template === undefined) throw new Error('no template');
const leaves = utility.allNodes(template.criteria).filter((node): node is utility.CriterionLeaf => node.kind !== 'group');
const answers = Object.fromEntries(leaves.map((leaf): [string, utility.Answer] => [leaf.id, { kind: 'na' }]));
const analysis = (changes: object = {}) => ({
  templateId: template.id,
  templateVersion: template.version,
  title: 'Two Kamsarmaxes',
  alternatives: [
    { id: 'a', name: 'Example Trader' },
    { id: 'b', name: 'Other Trader' },
  ],
  answers: { a: answers, b: answers },
  ...changes,
});

/** A failure envelope with its code and, for 1012, the fields it names. */
type Failure = { success: false; code: number; message: string; errors?: { field: string; rule: string }[] };

/** What every bad input must answer: a 4xx failure envelope, never a 5xx. */
function expectRefused(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, code = 1012): Failure {
  expect({ status: response.statusCode, body: response.body.slice(0, 300) }).toMatchObject({ status });
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Failure;
  expect(body).toMatchObject({ success: false, code });
  expect(typeof body.message).toBe('string');
  return body;
}

describe.each(targets)('bad input on $name answers 4xx in the envelope', (target) => {
  const { app, call } = appWithCallers(target);

  it('refuses a NUL character in any stored text, naming the field', async () => {
    const cases: { url: string; method: 'POST'; body: object; field: string }[] = [
      { url: '/api/cashflow', method: 'POST', body: { ...example.input, title: 'a\u0000b' }, field: 'title' },
      { url: '/api/cashflow', method: 'POST', body: { ...example.input, brokerEvaluationType: ['ok', '\u0000'] }, field: 'brokerEvaluationType.1' },
      { url: '/api/utilityAnalysis', method: 'POST', body: analysis({ title: 'x\u0000' }), field: 'title' },
      {
        url: '/api/utilityAnalysis',
        method: 'POST',
        body: analysis({ alternatives: [{ id: 'a', name: 'A\u0000' }], answers: { a: answers } }),
        field: 'alternatives.0.name',
      },
    ];
    for (const entry of cases) {
      const body = expectRefused(await call('owner', entry.method, entry.url, entry.body), 400);
      expect(body.errors).toEqual([expect.objectContaining({ field: entry.field, rule: 'invalidCharacters' })]);
    }
    const profile = await call('owner', 'PUT', `/api/users/${(await call('owner', 'GET', '/auth/me')).json().content.user.id}`, {
      user: { firstName: 'Ann\u0000' },
    });
    expect(expectRefused(profile, 400).errors).toEqual([expect.objectContaining({ field: 'user.firstName', rule: 'invalidCharacters' })]);
    const signup = await call('anonymous', 'POST', '/auth/signup', { email: 'nul@example.com', password: 'a long enough password 1', firstName: '\u0000' });
    expect(expectRefused(signup, 400).errors).toEqual([expect.objectContaining({ field: 'firstName', rule: 'invalidCharacters' })]);
  });

  it('refuses a lone surrogate, naming the field', async () => {
    const body = expectRefused(await call('owner', 'POST', '/api/cashflow', { ...example.input, shipName: 'x\ud800' }), 400);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'shipName', rule: 'invalidCharacters' })]);
    const key = expectRefused(await call('owner', 'POST', '/api/utilityAnalysis', analysis({ answers: { a: answers, '\udc00': answers } })), 400);
    expect(key.errors?.[0]?.rule).toBe('invalidCharacters');
  });

  it('answers a NUL or bad percent-encoding in a path in the envelope', async () => {
    expectRefused(await app().inject({ method: 'GET', url: '/api/ship-types/%00' }), 400);
    expectRefused(await app().inject({ method: 'GET', url: '/api/utilityAnalysis/template/%00' }), 400);
    expectRefused(await app().inject({ method: 'GET', url: '/api/cashflow/%' }), 400);
    expectRefused(await app().inject({ method: 'GET', url: '/api/cashflow/%zz' }), 400);
    expectRefused(await app().inject({ method: 'GET', url: '/api/ship-types?x=%00' }), 400);
  });

  it('refuses a non-uuid cashflowId in a questionnaire alternative, naming it', async () => {
    for (const cashflowId of ['not-a-uuid', "x' OR '1'='1", '00000000-0000-0000-0000-00000000000g']) {
      const response = await call('owner', 'POST', '/api/utilityAnalysis', analysis({ alternatives: [{ id: 'a', name: 'A', cashflowId }], answers: {} }));
      expect(expectRefused(response, 400).errors).toEqual([expect.objectContaining({ field: 'alternatives.0.cashflowId', rule: 'uuid' })]);
    }
  });

  it('refuses amounts that overflow the calculation at save and never answers 5xx on calculate', async () => {
    for (const [field, value] of [
      ['purchasePriceAtConstructionCurr', 1e308],
      ['averageTimeCharterCurr', 1e308],
      ['scrapCostCurr', 1e308],
      ['transactionCostsCurr', 1e308],
    ] as const) {
      const body = expectRefused(await call('owner', 'POST', '/api/cashflow', { ...example.input, [field]: value }), 400);
      expect(body.errors).toEqual([expect.objectContaining({ field, rule: 'range' })]);
    }
    const hugeEstimate = await call('owner', 'POST', '/api/cashflow', { ...example.input, brokerValueEsimationsCurr: [1e308] });
    expect(expectRefused(hugeEstimate, 400).errors).toEqual([expect.objectContaining({ field: 'brokerValueEsimationsCurr.0', rule: 'range' })]);
    const negative = await call('owner', 'POST', '/api/cashflow', { ...example.input, scrapCostCurr: -1e308 });
    expect(expectRefused(negative, 400).errors).toEqual([expect.objectContaining({ field: 'scrapCostCurr', rule: 'range' })]);
    const [tranche] = example.input.tranches ?? [];
    const huge = await call('owner', 'POST', '/api/cashflow', { ...example.input, tranches: [{ ...tranche, value: 1e308 }] });
    expect(expectRefused(huge, 400).errors).toEqual([expect.objectContaining({ field: 'tranches.0.value', rule: 'range' })]);
  });

  it('keeps a tiny broker estimate (> 0 is valid) but answers its overflowing calculation with 1012, everywhere it is calculated', async () => {
    for (const value of [5e-324, 1e-320]) {
      const readonlyId = randomUUID();
      const saved = await call('owner', 'POST', '/api/cashflow', { ...example.input, brokerValueEsimationsCurr: [value], readonlyIds: [readonlyId] });
      expect(saved.statusCode).toBe(201);
      const { id, updated } = saved.json().content as { id: string; updated: string };
      const calculated = expectRefused(await call('owner', 'GET', `/api/cashflow/${id}/calculate`), 400);
      expect(calculated.errors?.map((error) => error.rule)).toContain('nonFinite');
      expectRefused(await call('anonymous', 'GET', `/api/cashflow/readonly/${readonlyId}/calculate`), 400);
      const edited = await call('owner', 'PUT', `/api/cashflow/${id}`, { ...example.input, brokerValueEsimationsCurr: [value], updated });
      expect(edited.statusCode).toBe(200);
      expect((await call('owner', 'GET', '/api/cashflow')).statusCode).toBe(200);
      const linked = await call('owner', 'POST', '/api/utilityAnalysis', analysis({ alternatives: [{ id: 'a', name: 'A', cashflowId: id }], answers: {} }));
      expect(linked.statusCode).toBe(201);
      expect((await call('owner', 'GET', `/api/utilityAnalysis/${linked.json().content.id}`)).statusCode).toBe(200);
      expect((await call('owner', 'GET', '/api/utilityAnalysis')).statusCode).toBe(200);
    }
  });

  it('answers two questionnaires registering one read-only id at once with one success and one 409', async () => {
    for (let round = 0; round < 3; round++) {
      const readonlyId = randomUUID();
      const answersOf = await Promise.all([
        call('owner', 'POST', '/api/utilityAnalysis', analysis({ readonlyId })),
        call('owner', 'POST', '/api/utilityAnalysis', analysis({ readonlyId })),
      ]);
      expect(answersOf.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const lost = answersOf.find((response) => response.statusCode === 409);
      expect(lost?.json()).toMatchObject({ success: false, code: 1012, errors: [{ field: 'readonlyId', rule: 'linkTaken' }] });
    }
  });

  it("maps the database's own refusals as a safety net: a unique violation to 409 linkTaken, a data exception to 400", async () => {
    const id = randomUUID();
    const refusalOf = (query: Promise<unknown>) =>
      query.then(
        () => null,
        (error: unknown) => error,
      );
    const duplicate = await refusalOf(
      app()
        .db.insert(readonlyLinks)
        .values([0, 1].map(() => ({ id, recordKind: 'cashflow' as const, recordId: id }))),
    );
    const notAUuid = await refusalOf(app().db.execute(sql`select 'not-a-uuid'::uuid`));
    const lost = Fastify();
    registerErrorHandling(lost);
    lost.get('/duplicate', async () => Promise.reject(duplicate));
    lost.get('/not-a-uuid', async () => Promise.reject(notAUuid));
    const taken = expectRefused(await lost.inject('/duplicate'), 409);
    expect(taken.errors).toEqual([expect.objectContaining({ field: 'readonlyId', rule: 'linkTaken' })]);
    expect(expectRefused(await lost.inject('/not-a-uuid'), 400).message).toBe('Invalid request');
    await lost.close();
  });

  it('answers an over-long URL with 414 and a header overflow with 431, both in the envelope', async () => {
    expectRefused(await app().inject({ method: 'GET', url: `/api/cashflow/${'a'.repeat(9000)}` }), 414);
    expectRefused(await app().inject({ method: 'GET', url: `/api/health?q=${'a'.repeat(9000)}` }), 414);
    await app().listen({ port: 0, host: '127.0.0.1' });
    const { port } = app().server.address() as AddressInfo;
    /** Sends raw bytes and answers what came back: the status line, the headers and the parsed body. */
    const raw = (request: string) =>
      new Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        let received = '';
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => {
          const [head = '', body = ''] = received.split('\r\n\r\n');
          const [statusLine = '', ...lines] = head.split('\r\n');
          const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
          resolve({ statusCode: Number(statusLine.split(' ')[1]), headers, body });
        });
        socket.on('error', reject);
      });
    const close = 'Host: localhost\r\nConnection: close\r\n';
    expectRefused(await raw(`GET /api/health?q=${'a'.repeat(12_000)} HTTP/1.1\r\n${close}\r\n`), 414);
    expectRefused(await raw(`GET /api/ship-types/${'x'.repeat(20_000)} HTTP/1.1\r\n${close}\r\n`), 414);
    expectRefused(await raw(`GET /api/health HTTP/1.1\r\n${close}X-Big: ${'y'.repeat(20_000)}\r\n\r\n`), 431);
    expectRefused(await raw(`GET /api/ship-types/%zz HTTP/1.1\r\n${close}\r\n`), 400);
    expectRefused(await raw(`NOT HTTP AT ALL\r\n\r\n`), 400);
  });
});
