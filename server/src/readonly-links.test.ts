import { randomUUID } from 'node:crypto';
import { workedExample as example } from '@keelson/core/examples';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readonlyLinks } from './db/schema';
import { appWithCallers, type Caller } from './test/callers';
import { testDatabaseTargets } from './test/databases';
import { templates } from './utility-analyses/templates';

const targets = await testDatabaseTargets();
const [template] = templates;
if (template === undefined) throw new Error('no template');

type Saved = { id: string; updated: string; readonlyIds?: string[]; readonlyId?: string | null };
const linkTaken = (field: string) => ({ success: false, code: 1012, errors: [{ field, rule: 'linkTaken' }] });

/**
 * A read-only id, once used, never leads to anyone else's record — not after its links are
 * deleted, not after its record is deleted — and of two records registering one id at once exactly one wins.
 */
describe.each(targets)('read-only ids on $name are never reused', (target) => {
  const { app, call } = appWithCallers(target);
  const analysisBody = (changes: object = {}) => ({
    templateId: template.id,
    templateVersion: template.version,
    title: 'Links',
    alternatives: [{ id: 'a', name: 'A' }],
    answers: {},
    ...changes,
  });
  const createCashflow = async (caller: Caller, changes: object = {}) => {
    const response = await call(caller, 'POST', '/api/cashflow', { ...example.input, ...changes });
    expect(response.statusCode).toBe(201);
    return response.json().content as Saved;
  };
  const createAnalysis = async (caller: Caller, changes: object = {}) => {
    const response = await call(caller, 'POST', '/api/utilityAnalysis', analysisBody(changes));
    expect(response.statusCode).toBe(201);
    return response.json().content as Saved;
  };
  const shareCashflow = (caller: Caller, saved: Saved, readonlyIds: string[]) =>
    call(caller, 'PUT', `/api/cashflow/${saved.id}`, { ...example.input, updated: saved.updated, readonlyIds });
  const shareAnalysis = (caller: Caller, saved: Saved, readonlyId: string | null) =>
    call(caller, 'PUT', `/api/utilityAnalysis/${saved.id}`, analysisBody({ updated: saved.updated, readonlyId }));
  const registered = async (id: string) => app().db.select().from(readonlyLinks).where(eq(readonlyLinks.id, id));

  it("a cashflow's deleted link cannot be taken over by another user; the old URL stays 404", async () => {
    const link = randomUUID();
    const mine = await createCashflow('owner', { readonlyIds: [link] });
    expect((await call('anonymous', 'GET', `/api/cashflow/readonly/${link}`)).statusCode).toBe(200);
    const cleared = (await call('owner', 'DELETE', `/api/cashflow/readonly/${mine.id}`)).json().content as Saved;
    expect(cleared.readonlyIds).toEqual([]);

    const theirs = await createCashflow('other');
    const takeover = await shareCashflow('other', theirs, [link]);
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json()).toMatchObject(linkTaken('readonlyIds'));
    expect((await call('other', 'POST', '/api/cashflow', { ...example.input, readonlyIds: [link] })).json()).toMatchObject(linkTaken('readonlyIds'));
    expect((await call('other', 'POST', '/api/utilityAnalysis', analysisBody({ readonlyId: link }))).json()).toMatchObject(linkTaken('readonlyId'));
    // Not even the owner's other records: an old URL leads to its first record or nowhere.
    expect((await call('owner', 'POST', '/api/cashflow', { ...example.input, readonlyIds: [link] })).statusCode).toBe(409);
    expect((await call('anonymous', 'GET', `/api/cashflow/readonly/${link}`)).statusCode).toBe(404);
    expect((await call('anonymous', 'GET', `/api/cashflow/readonly/${link}/calculate`)).statusCode).toBe(404);

    // The record it was given to may have it back.
    expect((await shareCashflow('owner', cleared, [link])).statusCode).toBe(200);
    expect((await call('anonymous', 'GET', `/api/cashflow/readonly/${link}`)).json().content.title).toBe(example.input.title);
  });

  it("a deleted record's ids stay retired, and the refused save stores nothing", async () => {
    const link = randomUUID();
    const mine = await createCashflow('owner', { readonlyIds: [link], title: 'Retired' });
    expect((await call('owner', 'DELETE', `/api/cashflow/${mine.id}`)).statusCode).toBe(200);
    expect(await registered(link)).toEqual([expect.objectContaining({ recordKind: 'cashflow', recordId: mine.id })]);
    const theirs = await createCashflow('other', { title: 'Before' });
    const fresh = randomUUID();
    expect((await shareCashflow('other', theirs, [fresh, link])).statusCode).toBe(409);
    expect((await call('other', 'GET', `/api/cashflow/${theirs.id}`)).json().content).toMatchObject({ title: 'Before', readonlyIds: [] });
    // The id refused with it was not registered either: the whole save rolled back.
    expect(await registered(fresh)).toEqual([]);
    expect((await call('anonymous', 'GET', `/api/cashflow/readonly/${link}`)).statusCode).toBe(404);
  });

  it("a questionnaire's withdrawn or deleted link cannot be taken over", async () => {
    const link = randomUUID();
    const mine = await createAnalysis('owner', { readonlyId: link });
    expect((await call('anonymous', 'GET', `/api/utilityAnalysis/readonly/${link}`)).statusCode).toBe(200);
    const withdrawn = await shareAnalysis('owner', mine, null);
    expect(withdrawn.json().content.readonlyId).toBeNull();
    const theirs = await createAnalysis('other');
    const takeover = await shareAnalysis('other', theirs, link);
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json()).toMatchObject(linkTaken('readonlyId'));
    expect((await call('other', 'POST', '/api/cashflow', { ...example.input, readonlyIds: [link] })).statusCode).toBe(409);
    expect((await call('anonymous', 'GET', `/api/utilityAnalysis/readonly/${link}`)).statusCode).toBe(404);

    const second = randomUUID();
    const another = await createAnalysis('owner', { readonlyId: second });
    expect((await call('owner', 'DELETE', `/api/utilityAnalysis/${another.id}`)).statusCode).toBe(200);
    expect((await call('other', 'POST', '/api/utilityAnalysis', analysisBody({ readonlyId: second }))).statusCode).toBe(409);
    expect((await call('anonymous', 'GET', `/api/utilityAnalysis/readonly/${second}`)).statusCode).toBe(404);
  });

  it('of two cashflows registering one new id at once exactly one wins, by POST and by PUT', async () => {
    for (let round = 0; round < 5; round++) {
      const link = randomUUID();
      const created = await Promise.all([
        call('owner', 'POST', '/api/cashflow', { ...example.input, readonlyIds: [link] }),
        call('other', 'POST', '/api/cashflow', { ...example.input, readonlyIds: [link] }),
      ]);
      expect(created.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect(created.find((response) => response.statusCode === 409)?.json()).toMatchObject(linkTaken('readonlyIds'));

      const [first, second] = await Promise.all([createCashflow('owner'), createCashflow('other')]);
      if (first === undefined || second === undefined) throw new Error('two cashflows');
      const shared = randomUUID();
      const updated = await Promise.all([shareCashflow('owner', first, [shared]), shareCashflow('other', second, [shared])]);
      expect(updated.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const [row] = await registered(shared);
      const winner = updated[0]?.statusCode === 200 ? first : second;
      expect(row?.recordId).toBe(winner.id);
    }
  });

  it('of two questionnaires registering one new id at once exactly one wins, by POST and by PUT', async () => {
    for (let round = 0; round < 5; round++) {
      const link = randomUUID();
      const created = await Promise.all([
        call('owner', 'POST', '/api/utilityAnalysis', analysisBody({ readonlyId: link })),
        call('other', 'POST', '/api/utilityAnalysis', analysisBody({ readonlyId: link })),
      ]);
      expect(created.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect(created.find((response) => response.statusCode === 409)?.json()).toMatchObject(linkTaken('readonlyId'));

      const [first, second] = await Promise.all([createAnalysis('owner'), createAnalysis('other')]);
      if (first === undefined || second === undefined) throw new Error('two analyses');
      const shared = randomUUID();
      const updated = await Promise.all([shareAnalysis('owner', first, shared), shareAnalysis('other', second, shared)]);
      expect(updated.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    }
  });
});
