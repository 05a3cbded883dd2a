import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { testConfig, testDatabaseTargets, type TestDatabase } from './test/databases';
import { sessionTokenOf } from './test/http';
import { insertUser } from './test/users';
import { hashPassword } from './auth/passwords';
import { users } from './db/schema';
import { eq } from 'drizzle-orm';

const postgres = (await testDatabaseTargets()).find((target) => target.name === 'postgres');
const strong = 'ballast keel rudder anchor';

// Two stateless instances against one PostgreSQL, as behind a load balancer (docs/DESIGN.md, Scale).
describe.runIf(postgres !== undefined)('two server instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let first: App;
  let second: App;

  beforeAll(async () => {
    if (postgres === undefined) return;
    database = await postgres.create();
    [first, second] = await Promise.all([buildApp(testConfig(database)), buildApp(testConfig(database))]);
    const id = await insertUser(first.db, { email: 'shared@example.com' });
    await first.db
      .update(users)
      .set({ passwordHash: await hashPassword(strong) })
      .where(eq(users.id, id));
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
  });

  it('a session made on one instance works on the other, and sign-out on it ends it on both', async () => {
    const signin = await first.inject({ method: 'POST', url: '/auth/signin', payload: { email: 'shared@example.com', password: strong } });
    const token = sessionTokenOf(signin);
    expect(token).toBeDefined();
    const cookies = { keelson_session: token ?? '' };
    expect((await second.inject({ method: 'GET', url: '/auth/me', cookies })).json().content.user.email).toBe('shared@example.com');
    await second.inject({ method: 'POST', url: '/auth/signout', cookies });
    expect((await first.inject({ method: 'GET', url: '/auth/me', cookies })).statusCode).toBe(401);
  });

  it('failed sign-ins on both instances add up to the limit', async () => {
    const attempt = (app: App, password: string) => app.inject({ method: 'POST', url: '/auth/signin', payload: { email: 'shared@example.com', password } });
    for (const [index, app] of [first, second, first, second, first].entries())
      expect((await attempt(app, `wrong ${index}`)).json()).toMatchObject({ code: 1002 });
    expect((await attempt(second, strong)).json()).toMatchObject({ code: 1011 });
    expect((await attempt(first, strong)).json()).toMatchObject({ code: 1011 });
  });

  it('parallel guesses on both instances verify at most 5 passwords of one e-mail', async () => {
    const email = 'parallel@example.com';
    const id = await insertUser(first.db, { email });
    await first.db
      .update(users)
      .set({ passwordHash: await hashPassword(strong) })
      .where(eq(users.id, id));
    const guesses = Array.from({ length: 60 }, (_, index) =>
      (index % 2 === 0 ? first : second).inject({
        method: 'POST',
        url: '/auth/signin',
        payload: { email, password: `wrong ${index}` },
        remoteAddress: `192.0.2.${index + 1}`,
      }),
    );
    const codes = (await Promise.all(guesses)).map((answer) => answer.json().code as number);
    expect(codes.filter((code) => code === 1002)).toHaveLength(5);
    expect(codes.filter((code) => code === 1011)).toHaveLength(55);
  });
});
