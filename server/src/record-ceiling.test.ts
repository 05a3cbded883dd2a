import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashflows, portfolios, users, utilityAnalyses } from './db/schema';
import { appWithCallers } from './test/callers';
import { testDatabaseTargets } from './test/databases';
import { templates } from './utility-analyses/templates';

const targets = await testDatabaseTargets();
const [template] = templates;
if (template === undefined) throw new Error('no template');

const analysis = (title: string) => ({ templateId: template.id, templateVersion: template.version, title, alternatives: [], answers: {} });
const refusal = {
  success: false,
  code: 1012,
  message: 'This account already holds the most records of this kind it may keep; delete one to save another',
  errors: [
    {
      field: 'ownerId',
      rule: 'recordLimit',
      params: { max: 3 },
      message: 'already holds the most records of this kind an account may keep (3); delete one to save another',
    },
  ],
};

describe.each(targets)('the ceiling of records per account (MAX_RECORDS_PER_USER = 3) on $name', (target) => {
  const { app, call } = appWithCallers(target, { maxRecordsPerUser: 3 });

  const storedOf = async (email: string, table: typeof cashflows | typeof utilityAnalyses | typeof portfolios) => {
    const [row] = await app().db.select({ records: count() }).from(table).innerJoin(users, eq(users.id, table.ownerId)).where(eq(users.email, email));
    return row?.records ?? 0;
  };

  it('lets no more than 3 of 10 parallel creates of one account through, and refuses the rest with the rule recordLimit', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => call('owner', 'POST', '/api/cashflow', { title: `Parallel ${index}` })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(refusal);
    }
    expect(await storedOf('owner@example.com', cashflows)).toBe(3);
  });

  it('counts each account and each kind alone', async () => {
    expect((await call('other', 'POST', '/api/cashflow', { title: "Another account's" })).statusCode).toBe(201);
    const analyses = await Promise.all(Array.from({ length: 5 }, (_, index) => call('owner', 'POST', '/api/utilityAnalysis', analysis(`Analysis ${index}`))));
    expect(analyses.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 400, 400]);
    expect(analyses.find((answer) => answer.statusCode === 400)?.json()).toEqual(refusal);
    expect(await storedOf('owner@example.com', utilityAnalyses)).toBe(3);
    const books = await Promise.all(Array.from({ length: 5 }, (_, index) => call('owner', 'POST', '/api/portfolio', { name: `Book ${index}` })));
    expect(books.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 400, 400]);
    expect(books.find((answer) => answer.statusCode === 400)?.json()).toEqual(refusal);
    expect(await storedOf('owner@example.com', portfolios)).toBe(3);
  });

  it('makes room again when a record is deleted, and never refuses a change to a kept one', async () => {
    const { content } = (await call('owner', 'GET', '/api/cashflow')).json() as { content: { id: string; updated: string }[] };
    const [kept, deleted] = content;
    if (kept === undefined || deleted === undefined) throw new Error('the owner keeps 3 cashflows');
    expect((await call('owner', 'PUT', `/api/cashflow/${kept.id}`, { title: 'Changed', updated: kept.updated })).statusCode).toBe(200);
    expect((await call('owner', 'POST', '/api/cashflow', { title: 'One too many' })).statusCode).toBe(400);
    expect((await call('owner', 'DELETE', `/api/cashflow/${deleted.id}`)).statusCode).toBe(200);
    expect((await call('owner', 'POST', '/api/cashflow', { title: 'In its place' })).statusCode).toBe(201);
    expect(await storedOf('owner@example.com', cashflows)).toBe(3);
  });
});

describe('without a ceiling (MAX_RECORDS_PER_USER = 0)', () => {
  const [pglite] = targets;
  if (pglite === undefined) throw new Error('no embedded database');
  const { call } = appWithCallers(pglite, { maxRecordsPerUser: 0 });

  it('creates as many records as asked', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('owner', 'POST', '/api/cashflow', { title: 'Unbounded' })));
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
  });
});
