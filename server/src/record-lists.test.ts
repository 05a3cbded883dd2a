import { workedExample as example } from '@keelson/core/examples';
import { describe, expect, it } from 'vitest';
import { appWithCallers, type Caller } from './test/callers';
import { testDatabaseTargets } from './test/databases';
import { templates } from './utility-analyses/templates';

const targets = await testDatabaseTargets();
const [template] = templates;
if (template === undefined) throw new Error('no template');

type Listed = { id: string; title: string; ownerEmail?: string; shipName?: string | null; summary?: { dcfValue: number | null } | null };
type Page = { offset: number; limit: number; total: number };

describe.each(targets)('the record lists on $name', (target) => {
  const { call } = appWithCallers(target);

  /** The records and page of a list call, which must succeed. */
  const list = async (caller: Caller, url: string) => {
    const answer = await call(caller, 'GET', url);
    expect(answer.statusCode, url).toBe(200);
    const body = answer.json() as { content: Listed[]; page: Page };
    return { items: body.content, page: body.page, ids: body.content.map((item) => item.id) };
  };
  const saveCashflow = async (caller: Caller, body: object) => {
    const answer = await call(caller, 'POST', '/api/cashflow', body);
    expect(answer.statusCode).toBe(201);
    return (answer.json() as { content: Listed }).content.id;
  };
  const saveAnalysis = async (caller: Caller, title: string) => {
    const answer = await call(caller, 'POST', '/api/utilityAnalysis', {
      templateId: template.id,
      templateVersion: template.version,
      title,
      alternatives: [],
      answers: {},
    });
    expect(answer.statusCode).toBe(201);
    return (answer.json() as { content: Listed }).content.id;
  };

  // Saved one after another, so that each is newer than the one before.
  const ownerTitles = ['Kamsarmax 1', 'Supramax 2', 'Kamsarmax 3', 'Handysize 4', 'Panamax 5', 'Kamsarmax 6', 'Capesize 7', '50%_off 8', 'Ultramax 9'];
  let owned: string[] = [];
  let others: string[] = [];

  it("pages the owner's cashflows newest first: limit, offset and the total they match", async () => {
    owned = [];
    for (const title of ownerTitles) owned.push(await saveCashflow('owner', { title }));
    others = [await saveCashflow('other', { title: 'Kamsarmax of another' }), await saveCashflow('other', { title: 'Aframax' })];
    const newestFirst = [...owned].reverse();

    const first = await list('owner', '/api/cashflow?limit=4');
    expect(first.page).toEqual({ offset: 0, limit: 4, total: 9 });
    const second = await list('owner', '/api/cashflow?limit=4&offset=4');
    const last = await list('owner', '/api/cashflow?limit=4&offset=8');
    expect(last.page).toEqual({ offset: 8, limit: 4, total: 9 });
    expect([...first.ids, ...second.ids, ...last.ids]).toEqual(newestFirst);
    expect(first.items.every((item) => item.ownerEmail === undefined)).toBe(true);

    const beyond = await list('owner', '/api/cashflow?offset=50');
    expect(beyond).toMatchObject({ ids: [], page: { offset: 50, limit: 100, total: 9 } });
    // Without a page named, the first 100: the spec's `content` list, whole while it is short.
    expect(await list('owner', '/api/cashflow')).toMatchObject({ ids: newestFirst, page: { offset: 0, limit: 100, total: 9 } });
  });

  it("lists everyone's cashflows with their owners for an administrator, and only their own with scope=own", async () => {
    const everyone = await list('admin', '/api/cashflow?limit=200');
    expect(everyone.page.total).toBe(11);
    expect(new Set(everyone.ids)).toEqual(new Set([...owned, ...others]));
    expect(everyone.items.find((item) => item.id === others[0])?.ownerEmail).toBe('other@example.com');

    const adminOwn = await saveCashflow('admin', { title: 'The administrator’s own' });
    expect(await list('admin', '/api/cashflow?scope=own')).toMatchObject({ ids: [adminOwn], page: { total: 1 } });
    expect((await list('admin', '/api/cashflow?scope=own')).items[0]?.ownerEmail).toBeUndefined();
    // A user's own records are all the user may see: either scope is the same list.
    expect((await list('other', '/api/cashflow?scope=visible')).ids).toEqual([...others].reverse());
    expect((await list('other', '/api/cashflow?scope=own')).ids).toEqual([...others].reverse());
  });

  it("finds every word of a search in the title or the owner's e-mail, ignoring case, and LIKE's wildcards as themselves", async () => {
    const titles = async (caller: Caller, search: string) =>
      (await list(caller, `/api/cashflow?limit=200&search=${encodeURIComponent(search)}`)).items.map((item) => item.title).sort();
    expect(await titles('admin', 'KAMSARMAX')).toEqual(['Kamsarmax 1', 'Kamsarmax 3', 'Kamsarmax 6', 'Kamsarmax of another']);
    expect(await titles('admin', 'kamsarmax other@')).toEqual(['Kamsarmax of another']);
    expect(await titles('admin', '  other@example.com  ')).toEqual(['Aframax', 'Kamsarmax of another']);
    expect(await titles('admin', '50%_off')).toEqual(['50%_off 8']);
    expect(await titles('admin', '%')).toEqual(['50%_off 8']);
    expect(await titles('admin', 'x_y')).toEqual([]);
    expect((await list('admin', '/api/cashflow?search=kamsarmax&limit=2')).page).toEqual({ offset: 0, limit: 2, total: 4 });
    // A user's search stays within what the user may see.
    expect(await titles('owner', 'other@')).toEqual([]);
  });

  it('sorts by a column in either direction, a missing value last either way, newest first among equals', async () => {
    const shipNames = async (order: 'asc' | 'desc') =>
      (await list('other', `/api/cashflow?sort=shipName&order=${order}`)).items.map((item) => item.shipName ?? null);
    await saveCashflow('other', { title: 'Ship b', shipName: 'bravo' });
    await saveCashflow('other', { title: 'Ship A', shipName: 'Alpha' });
    await saveCashflow('other', { title: 'Ship blank', shipName: '  ' });
    expect((await shipNames('asc')).slice(0, 2)).toEqual(['Alpha', 'bravo']);
    expect((await shipNames('desc')).slice(0, 2)).toEqual(['bravo', 'Alpha']);
    expect((await shipNames('desc')).slice(2).every((name) => name === null || name.trim() === '')).toBe(true);

    const opex = [6000, 4000, 5000];
    for (const opexPerDayCurr of opex) await saveCashflow('other', { ...example.input, title: `Opex ${opexPerDayCurr}`, opexPerDayCurr });
    for (const order of ['asc', 'desc'] as const) {
      const { items } = await list('other', `/api/cashflow?sort=dcfValue&order=${order}`);
      const values = items.map((item) => item.summary?.dcfValue ?? null);
      const known = values.filter((value): value is number => value !== null);
      expect(known).toHaveLength(3);
      expect(known).toEqual([...known].sort((a, b) => (order === 'asc' ? a - b : b - a)));
      expect(values.slice(0, 3)).toEqual(known);
    }
    const byTitle = (await list('owner', '/api/cashflow?sort=title')).items.map((item) => item.title);
    expect(byTitle).toEqual([...ownerTitles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
  });

  it('pages, searches and sorts the utility analyses the same way', async () => {
    const analyses = [];
    for (const title of ['Shortlist b', 'shortlist A', 'Tanker review']) analyses.push(await saveAnalysis('owner', title));
    await saveAnalysis('other', 'Shortlist of another');
    for (const url of ['/api/utilityAnalysis/?limit=2', '/api/utilityAnalysis?limit=2']) {
      const first = await list('owner', url);
      expect(first).toMatchObject({ ids: [analyses[2], analyses[1]], page: { offset: 0, limit: 2, total: 3 } });
    }
    expect((await list('owner', '/api/utilityAnalysis/?limit=2&offset=2')).ids).toEqual([analyses[0]]);
    expect((await list('owner', '/api/utilityAnalysis/?sort=title&order=desc')).items.map((item) => item.title)).toEqual([
      'Tanker review',
      'Shortlist b',
      'shortlist A',
    ]);
    const found = await list('admin', '/api/utilityAnalysis/?search=shortlist%20other%40');
    expect(found.items.map((item) => [item.title, item.ownerEmail])).toEqual([['Shortlist of another', 'other@example.com']]);
    expect((await list('admin', '/api/utilityAnalysis/?scope=own')).page.total).toBe(0);
  });

  it('pages the users, oldest first', async () => {
    const answer = async (url: string) => (await call('admin', 'GET', url)).json() as { content: { users: { email: string }[] }; page: Page };
    const all = await answer('/api/users');
    expect(all.page).toEqual({ offset: 0, limit: 100, total: 3 });
    expect(all.content.users.map((user) => user.email)).toEqual(['owner@example.com', 'other@example.com', 'admin@example.com']);
    const second = await answer('/api/users?limit=1&offset=1');
    expect(second).toMatchObject({ content: { users: [{ email: 'other@example.com' }] }, page: { offset: 1, limit: 1, total: 3 } });
    expect((await call('owner', 'GET', '/api/users?limit=1')).statusCode).toBe(403);
  });

  it('refuses a page, sort, order, scope or search it does not know with 1012, naming the parameter', async () => {
    for (const [url, field, rule] of [
      ['/api/cashflow?limit=201', 'limit', 'range'],
      ['/api/cashflow?limit=0', 'limit', 'range'],
      ['/api/cashflow?limit=ten', 'limit', 'format'],
      ['/api/cashflow?offset=-1', 'offset', 'format'],
      ['/api/cashflow?sort=data', 'sort', 'oneOf'],
      ['/api/cashflow?order=up', 'order', 'oneOf'],
      ['/api/utilityAnalysis/?scope=everyone', 'scope', 'oneOf'],
      ['/api/utilityAnalysis/?sort=leader', 'sort', 'oneOf'],
      [`/api/utilityAnalysis/?search=${'x'.repeat(201)}`, 'search', 'tooLong'],
      ['/api/users?limit=1000', 'limit', 'range'],
    ] as const) {
      const answer = await call('admin', 'GET', url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toMatchObject({ success: false, code: 1012, errors: [{ field, rule }] });
    }
  });
});
