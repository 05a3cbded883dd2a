import { calculate, loanBook } from '@keelson/core';
import { workedExampleV3 } from '@keelson/core/examples';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currentFiguresVersion } from '../cashflows/figures';
import { cashflows, portfolioCashflows } from '../db/schema';
import { appWithCallers, type Caller } from '../test/callers';
import { testDatabaseTargets } from '../test/databases';

const targets = await testDatabaseTargets();

/** The second worked example's ship as one row of the import template, every cell a text as a CSV gives it. */
const validRow = {
  title: 'Example Trader',
  shipName: 'Example Trader',
  shipType: 'BULK_KAMSARMAX',
  imoNumber: '9395044',
  constructionDate: '2012-03-15',
  lightWeightTonnage: '13800',
  valuationDate: '2026-07-01',
  currency: 'USD',
  brokerValueEsimationsCurr: '16850000',
  averageTimeCharterCurr: '13500',
  currentTimeCharterCurr: '15250',
  currentTimeCharterStartDate: '2025-10-01',
  currentTimeCharterEndDate: '2027-03-31',
  opexPerDayCurr: '6200',
  equityYield: '0.1',
  minimumValueClause: '1.8',
  dscrCovenant: '1.1',
  minimumLiquidityCovenantCurr: '1500000',
  covenantTestMonths: '3',
  trancheValue: '6500000',
  trancheBaseRate: '0.04',
  trancheInterest: '0.025',
  trancheDurationYears: '7',
  trancheAmortizationYears: '12',
};
type Saved = { id: string; name: string; description: string; amberThreshold: number; cashflowIds: string[]; updated: string };
type Book = {
  portfolio: Saved;
  loans: { cashflowId: string; title: string; updated: string; monitor: loanBook.LoanMonitor | null; figuresCurrent: boolean }[];
};

/** The calls a portfolio's tests share, on one app. */
function portfolioCalls(call: ReturnType<typeof appWithCallers>['call']) {
  const create = async (caller: Caller = 'owner') => {
    const answer = await call(caller, 'POST', '/api/portfolio', { name: 'Imported book' });
    expect(answer.statusCode).toBe(201);
    return answer.json().content as Saved;
  };
  const importRows = (caller: Caller, id: string, rows: object[], mode: 'all' | 'validOnly') =>
    call(caller, 'POST', `/api/portfolio/${id}/import`, { rows, mode });
  const read = async (caller: Caller, id: string) => (await call(caller, 'GET', `/api/portfolio/${id}`)).json().content as Saved;
  return { create, importRows, read };
}

describe.each(targets)('the book of a portfolio on $name', (target) => {
  const { app, call } = appWithCallers(target);
  const { create, read } = portfolioCalls(call);

  it('answers each loan with the monitor its save stored, and calculates nothing for the answer', async () => {
    const portfolio = await create();
    const save = async (body: object) => ((await call('owner', 'POST', '/api/cashflow', body)).json().content as { id: string }).id;
    const calculable = await save(workedExampleV3.input);
    const draft = await save({ title: 'Only a title' });
    const older = await save({ ...workedExampleV3.input, title: 'Stored by an older engine' });
    const { name, description, amberThreshold, updated } = portfolio;
    const body = { name, description, amberThreshold, updated, cashflowIds: [calculable, draft, older] };
    const edited = await call('owner', 'PUT', `/api/portfolio/${portfolio.id}`, body);
    expect(edited.statusCode).toBe(200);
    await app().db.update(cashflows).set({ figuresVersion: 'an older engine' }).where(eq(cashflows.id, older));

    const book = (await call('owner', 'GET', `/api/portfolio/${portfolio.id}/book`)).json().content as Book;
    expect(book.portfolio).toEqual(await read('owner', portfolio.id));
    const byId = new Map(book.loans.map((loan) => [loan.cashflowId, loan]));
    const outcome = calculate(workedExampleV3.input);
    if (!outcome.ok) throw new Error('the worked example calculates');
    const expected = loanBook.loanMonitorOf(workedExampleV3.input, outcome.results);
    expect(expected?.tests.length).toBeGreaterThan(0);
    // The stored monitor as the book reads it today: its series thinned around today's date, its tests whole.
    const today = new Date().toISOString().slice(0, 10);
    expect(byId.get(calculable)).toMatchObject({
      title: workedExampleV3.input.title,
      monitor: loanBook.monitorForBook(expected as loanBook.LoanMonitor, today),
      figuresCurrent: true,
    });
    expect(byId.get(draft)).toMatchObject({ title: 'Only a title', monitor: null, figuresCurrent: true });
    expect(byId.get(older)).toMatchObject({ monitor: null, figuresCurrent: false });

    // What the answer carries is the stored monitor, whatever it says: the call never calculates.
    const marker = { ...(expected as loanBook.LoanMonitor), shipName: 'Stored, not calculated' };
    await app().db.update(cashflows).set({ monitor: marker }).where(eq(cashflows.id, calculable));
    const again = (await call('owner', 'GET', `/api/portfolio/${portfolio.id}/book`)).json().content as Book;
    expect(again.loans.find((loan) => loan.cashflowId === calculable)?.monitor?.shipName).toBe('Stored, not calculated');
    const [stored] = await app().db.select({ version: cashflows.figuresVersion }).from(cashflows).where(eq(cashflows.id, older));
    expect(stored?.version).toBe('an older engine');
    expect(currentFiguresVersion).not.toBe('an older engine');
  });
});

describe.each(targets)('the import of a book on $name', (target) => {
  const { app, call } = appWithCallers(target);
  const { create, importRows, read } = portfolioCalls(call);
  const cashflowCount = async () => (await app().db.select({ n: count() }).from(cashflows))[0]?.n ?? 0;

  it('names every bad cell by row and column in mode all, and saves nothing', async () => {
    const portfolio = await create();
    const before = await cashflowCount();
    const answer = await importRows(
      'owner',
      portfolio.id,
      [validRow, { ...validRow, lightWeightTonnage: '-5', valuationDate: 'soon' }, validRow, { ...validRow, imo: '1' }],
      'all',
    );
    expect(answer.statusCode).toBe(400);
    const errors = (answer.json() as { code: number; errors: { field: string; rule: string }[] }).errors;
    expect(answer.json().code).toBe(1012);
    expect(errors.map((error) => error.field)).toEqual(expect.arrayContaining(['rows[1].lightWeightTonnage', 'rows[1].valuationDate']));
    expect(errors.filter((error) => !error.field.startsWith('rows[1].'))).toMatchObject([{ field: 'rows[3].imo', rule: 'unknownField' }]);
    expect(await cashflowCount()).toBe(before);
    expect(await read('owner', portfolio.id)).toEqual(portfolio);
  });

  it('saves the valid rows only in mode validOnly, as cashflows of the owner in the portfolio, and skips the others with their errors', async () => {
    const portfolio = await create();
    const answer = await importRows('owner', portfolio.id, [validRow, { ...validRow, trancheValue: 'much' }, { ...validRow, title: 'Second' }], 'validOnly');
    expect(answer.statusCode).toBe(200);
    const result = answer.json().content as {
      created: { row: number; cashflowId: string }[];
      skipped: { row: number; errors: { column: string; rule: string }[] }[];
    };
    expect(result.created.map((entry) => entry.row)).toEqual([2, 4]);
    expect(result.skipped).toMatchObject([{ row: 3, errors: [{ row: 3, column: 'trancheValue', field: 'tranches.0.value' }] }]);
    const after = await read('owner', portfolio.id);
    expect(after.cashflowIds.toSorted()).toEqual(result.created.map((entry) => entry.cashflowId).toSorted());
    expect(after.updated > portfolio.updated).toBe(true);
    const second = (await call('owner', 'GET', `/api/cashflow/${result.created[1]?.cashflowId}`)).json().content;
    expect(second).toMatchObject({ title: 'Second', shipName: 'Example Trader', lightWeightTonnage: 13800, tranches: [{ value: 6500000 }] });
    // Saved as any cashflow is: with its figures, the book's monitor among them.
    const book = (await call('owner', 'GET', `/api/portfolio/${portfolio.id}/book`)).json().content as Book;
    expect(book.loans.every((loan) => loan.figuresCurrent && loan.monitor?.shipName === 'Example Trader')).toBe(true);
  });

  it("creates an administrator's import into another user's portfolio as that user's cashflows", async () => {
    const portfolio = await create('owner');
    const answer = await importRows('admin', portfolio.id, [validRow], 'all');
    expect(answer.statusCode).toBe(200);
    const [created] = (answer.json().content as { created: { cashflowId: string }[] }).created;
    const [row] = await app()
      .db.select({ ownerId: cashflows.ownerId })
      .from(cashflows)
      .where(eq(cashflows.id, created?.cashflowId ?? ''));
    const owner = (await call('owner', 'GET', '/auth/me')).json().content.user.id as string;
    expect(row?.ownerId).toBe(owner);
  });

  it('refuses more than 1000 rows and an unknown mode before reading any', async () => {
    const portfolio = await create();
    const tooMany = await importRows(
      'owner',
      portfolio.id,
      Array.from({ length: 1001 }, () => ({})),
      'validOnly',
    );
    expect(tooMany.json()).toMatchObject({ code: 1012, errors: [{ field: 'rows', rule: 'tooManyEntries' }] });
    const mode = await call('owner', 'POST', `/api/portfolio/${portfolio.id}/import`, { rows: [validRow], mode: 'some' });
    expect(mode.json()).toMatchObject({ code: 1012, errors: [{ field: 'mode', rule: 'oneOf' }] });
  });
});

describe.each(targets)('an import that fails half-way on $name (MAX_RECORDS_PER_USER = 3)', (target) => {
  const { app, call } = appWithCallers(target, { maxRecordsPerUser: 3 });
  const { create, importRows, read } = portfolioCalls(call);

  it('saves nothing at all: one transaction', async () => {
    const portfolio = await create();
    const answer = await importRows('owner', portfolio.id, [validRow, validRow, validRow, validRow, validRow], 'validOnly');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 1012, errors: [{ field: 'ownerId', rule: 'recordLimit', params: { max: 3 } }] });
    expect((await app().db.select({ n: count() }).from(cashflows))[0]?.n).toBe(0);
    expect((await app().db.select({ n: count() }).from(portfolioCashflows))[0]?.n).toBe(0);
    expect(await read('owner', portfolio.id)).toEqual(portfolio);
    // Within the ceiling the same import goes through.
    expect((await importRows('owner', portfolio.id, [validRow, validRow, validRow], 'all')).statusCode).toBe(200);
  });
});
