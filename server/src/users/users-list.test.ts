import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createSession } from '../auth/sessions';
import { users } from '../db/schema';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { recordingClient } from '../test/http';
import { insertUser } from '../test/users';

const targets = await testDatabaseTargets();

type Listed = { email: string; firstName: string; lastName: string; company: string; verified: boolean; disabled: boolean; roles: string[] };
type Page = { offset: number; limit: number; total: number };

describe.each(targets)('the users list pages on the server on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let client: ReturnType<typeof recordingClient>;
  let adminSession = '';
  let userSession = '';
  /** Every e-mail address in the order the accounts were made: the list's order when it is not sorted. */
  const made: string[] = [];

  beforeAll(async () => {
    database = await target.create();
    app = await buildApp(testConfig(database));
    await app.ready();
    client = recordingClient(app);
    const admin = await insertUser(app.db, { email: 'admin@example.com', roles: ['user', 'admin'] });
    made.push('admin@example.com');
    adminSession = (await createSession(app.db, { userId: admin, sessionDays: 30 })).token;
    const people = [
      { email: 'ann@nordic.example', firstName: 'Ann', lastName: 'Smith', company: 'Nordic Bulk' },
      { email: 'bob@example.com', firstName: 'Bob', lastName: 'Jones', company: '' },
      { email: 'carl@tankers.example', firstName: 'Carl', lastName: 'Nordin', company: 'Baltic Tankers' },
      { email: 'dora@example.com', firstName: '', lastName: '', company: 'Nordic Bulk' },
      { email: 'eve@example.com', firstName: 'Eve', lastName: 'Smith', company: 'Smith_100% Co' },
    ];
    for (const [index, person] of people.entries()) {
      const id = await insertUser(app.db, { email: person.email });
      // One creation time each, a second apart, so that "oldest first" is one order on both databases.
      const created = new Date(Date.UTC(2026, 0, 1, 12, 0, index + 1));
      await app.db
        .update(users)
        .set({
          firstName: person.firstName,
          lastName: person.lastName,
          company: person.company,
          createdAt: created,
          ...(index === 3 ? { disabledAt: created } : {}),
        })
        .where(eq(users.id, id));
      made.push(person.email);
      if (index === 0) userSession = (await createSession(app.db, { userId: id, sessionDays: 30 })).token;
    }
    // The administrator was made first of all.
    await app.db
      .update(users)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, 0)) })
      .where(eq(users.id, admin));
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const list = async (query: string) => {
    const answer = await client.call({ method: 'GET', url: `/api/users${query}`, session: adminSession });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as { success: true; content: { users: Listed[] }; page: Page };
    return { emails: body.content.users.map((user) => user.email), page: body.page, body };
  };

  it('answers content.users (the spec’s envelope) and the page beside it: limit, offset and the total', async () => {
    const whole = await list('');
    expect(whole.body.success).toBe(true);
    expect(whole.emails).toEqual(made);
    expect(whole.page).toEqual({ offset: 0, limit: 100, total: 6 });
    expect(await list('?limit=2')).toMatchObject({ emails: made.slice(0, 2), page: { offset: 0, limit: 2, total: 6 } });
    expect(await list('?limit=2&offset=2')).toMatchObject({ emails: made.slice(2, 4), page: { offset: 2, limit: 2, total: 6 } });
    expect(await list('?limit=4&offset=4')).toMatchObject({ emails: made.slice(4), page: { offset: 4, limit: 4, total: 6 } });
    expect(await list('?offset=60')).toMatchObject({ emails: [], page: { offset: 60, limit: 100, total: 6 } });
    expect((await list('?limit=200')).page).toEqual({ offset: 0, limit: 200, total: 6 });
    expect((await list('?limit=1')).emails).toEqual(['admin@example.com']);
  });

  it('refuses a limit outside 1 to 200, a bad offset, sort or order, and an over-long search, with 1012 naming the field', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=201', 'limit'],
      ['?limit=1e2', 'limit'],
      ['?offset=-1', 'offset'],
      ['?sort=password', 'sort'],
      ['?sort=email&order=sideways', 'order'],
      [`?search=${'x'.repeat(201)}`, 'search'],
    ] as const) {
      const answer = await client.call({ method: 'GET', url: `/api/users${query}`, session: adminSession });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json(), query).toMatchObject({ success: false, code: 1012, errors: [{ field }] });
    }
  });

  it('searches every word in the address, the name and the company, ignoring case; the total counts the matches', async () => {
    expect(await list('?search=nordic')).toMatchObject({ emails: ['ann@nordic.example', 'dora@example.com'], page: { total: 2 } });
    expect((await list('?search=ANN%20smith')).emails).toEqual(['ann@nordic.example']);
    expect((await list('?search=smith')).emails).toEqual(['ann@nordic.example', 'eve@example.com']);
    expect(await list('?search=nordic&limit=1&offset=1')).toMatchObject({ emails: ['dora@example.com'], page: { offset: 1, limit: 1, total: 2 } });
    expect((await list('?search=tankers%20carl')).emails).toEqual(['carl@tankers.example']);
    // LIKE's own signs are searched as themselves.
    expect((await list('?search=_100%25')).emails).toEqual(['eve@example.com']);
    expect((await list('?search=%25')).emails).toEqual(['eve@example.com']);
    expect(await list('?search=nobody')).toMatchObject({ emails: [], page: { total: 0 } });
  });

  it('sorts by a column in either direction, blank names and companies last, ties oldest first', async () => {
    expect((await list('?sort=email&order=desc')).emails).toEqual([...made].sort().reverse());
    expect((await list('?sort=company')).emails).toEqual([
      'carl@tankers.example',
      'ann@nordic.example',
      'dora@example.com',
      'eve@example.com',
      'admin@example.com',
      'bob@example.com',
    ]);
    // A blank name sorts last in both directions ("Test User" is insertUser's name for the administrator).
    expect((await list('?sort=name&order=desc')).emails).toEqual([
      'admin@example.com',
      'eve@example.com',
      'carl@tankers.example',
      'bob@example.com',
      'ann@nordic.example',
      'dora@example.com',
    ]);
    expect((await list('?sort=disabled&order=desc&limit=1')).emails).toEqual(['dora@example.com']);
    expect((await list('?sort=created&order=desc')).emails).toEqual([...made].reverse());
    expect((await list('?sort=verified')).emails).toEqual(made);
  });

  it('is for administrators only', async () => {
    expect((await client.call({ method: 'GET', url: '/api/users?limit=1' })).statusCode).toBe(401);
    expect((await client.call({ method: 'GET', url: '/api/users?limit=1', session: userSession })).statusCode).toBe(403);
  });
});
