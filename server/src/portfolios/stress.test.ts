import { portfolioStress, type StressRun } from '@keelson/core';
import { workedExampleV3 } from '@keelson/core/examples';
import { describe, expect, it } from 'vitest';
import { appWithCallers, type Caller } from '../test/callers';
import { testDatabaseTargets } from '../test/databases';

const targets = await testDatabaseTargets();

/** The worked example's ship and a tanker derived from it: two segments, so the correlation matters. */
const book = [
  { ...workedExampleV3.input, title: 'Kamsarmax' },
  { ...workedExampleV3.input, title: 'Tanker', shipType: 'TANKER_MR', brokerValueEsimationsCurr: [21000000], averageTimeCharterCurr: 16000 },
];

describe.each(targets)('the stress test of a portfolio on $name', (target) => {
  const { call } = appWithCallers(target);

  /** A portfolio of the owner holding the book; answers its id and the loans' ids in the order they were added. */
  const portfolioWithBook = async () => {
    const ids: string[] = [];
    for (const cashflow of book) ids.push(((await call('owner', 'POST', '/api/cashflow', cashflow)).json().content as { id: string }).id);
    const created = (await call('owner', 'POST', '/api/portfolio', { name: 'Stressed' })).json().content as { id: string; updated: string };
    const body = { name: 'Stressed', description: '', amberThreshold: 0.1, cashflowIds: ids, updated: created.updated };
    expect((await call('owner', 'PUT', `/api/portfolio/${created.id}`, body)).statusCode).toBe(200);
    return { id: created.id, loanIds: ids };
  };
  const latest = async (caller: Caller, id: string) => (await call(caller, 'GET', `/api/portfolio/${id}/stress`)).json().content as StressRun | null;
  const until = async (id: string, done: (run: StressRun | null) => boolean) => {
    for (let waited = 0; waited < 120_000; waited += 200) {
      const run = await latest('owner', id);
      if (done(run)) return run;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the run did not end in time');
  };

  it('runs on the server in chunks and stores the summary core computes over the same loans, seed and paths', async () => {
    const { id, loanIds } = await portfolioWithBook();
    expect(await latest('owner', id)).toBeNull();
    const parameters = { paths: 600, seed: 7, correlation: 0.6 };
    const started = await call('owner', 'POST', `/api/portfolio/${id}/stress`, parameters);
    expect(started.statusCode).toBe(200);
    const run = started.json().content as StressRun;
    expect(run.totalChunks).toBe(3);
    expect(run.loans).toBe(2);

    const done = await until(id, (current) => current?.status === 'done');
    const validation = portfolioStress.validateStressParameters(parameters);
    if (!validation.ok) throw new Error('the parameters are valid');
    // The loans in the portfolio's order, as the server reads them (when they were added, then by id).
    const order = ((await call('owner', 'GET', `/api/portfolio/${id}`)).json().content as { cashflowIds: string[] }).cashflowIds;
    expect(order.toSorted()).toEqual(loanIds.toSorted());
    const loans = order.map((loanId) => ({ id: loanId, cashflow: book[loanIds.indexOf(loanId)] }));
    const preparation = portfolioStress.prepareStress({ loans, parameters: validation.parameters });
    if (!preparation.ok) throw new Error('the book is valid');
    const chunk = portfolioStress.runStressChunk(preparation.prepared, { firstPath: 0, endPath: 600 });
    // One chunk of all paths in core gives what three chunks on the server gave, through the database's JSON.
    expect(done?.result).toEqual(JSON.parse(JSON.stringify(portfolioStress.summarizeStress(preparation.prepared, [chunk]))));
    expect(done?.doneChunks).toBe(3);
    expect(done?.secondsLeft).toBeNull();
  }, 180_000);

  it('is read and started by the owner and administrators only, and refuses bad parameters on their fields', async () => {
    const { id } = await portfolioWithBook();
    expect((await call('anonymous', 'GET', `/api/portfolio/${id}/stress`)).statusCode).toBe(401);
    expect((await call('other', 'GET', `/api/portfolio/${id}/stress`)).statusCode).toBe(404);
    expect((await call('other', 'POST', `/api/portfolio/${id}/stress`, { paths: 100 })).statusCode).toBe(404);
    expect((await call('other', 'DELETE', `/api/portfolio/${id}/stress`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/portfolio/${id}/stress`)).statusCode).toBe(200);

    const refused = await call('owner', 'POST', `/api/portfolio/${id}/stress`, { paths: 5, correlation: 3 });
    expect(refused.statusCode).toBe(400);
    const fields = (refused.json() as { code: number; errors: { field: string }[] }).errors.map((error) => error.field);
    expect(refused.json().code).toBe(1012);
    expect(fields).toEqual(expect.arrayContaining(['paths', 'correlation']));
    expect(await latest('owner', id)).toBeNull();
  });

  it('is cancelled by its owner: the run ends cancelled and stores no summary', async () => {
    const { id } = await portfolioWithBook();
    const started = (await call('owner', 'POST', `/api/portfolio/${id}/stress`, { paths: 20000, seed: 1 })).json().content as StressRun;
    // While it runs, starting again answers the same run.
    const again = (await call('owner', 'POST', `/api/portfolio/${id}/stress`, { paths: 100 })).json().content as StressRun;
    expect(again.id).toBe(started.id);
    const cancelled = await call('owner', 'DELETE', `/api/portfolio/${id}/stress`);
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json().content as StressRun).status).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await latest('owner', id);
    expect(after?.status).toBe('cancelled');
    expect(after?.result).toBeNull();
  }, 60_000);
});
