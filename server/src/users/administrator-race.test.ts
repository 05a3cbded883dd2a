import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createSession } from '../auth/sessions';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { recordingClient } from '../test/http';
import { insertUser } from '../test/users';
import { countActiveAdministrators } from './repository';

const targets = await testDatabaseTargets();

// Two administrators take each other's rights at the same moment; one must remain.
describe.each(targets)('administrators removing each other at once on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let client: ReturnType<typeof recordingClient>;
  let round = 0;

  beforeAll(async () => {
    database = await target.create();
    app = await buildApp(testConfig(database));
    await app.ready();
    client = recordingClient(app);
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  type Administrator = { id: string; session: string };

  /** Two new administrators who are then the only ones: every other administrator loses the role first. */
  async function onlyTwoAdministrators(): Promise<[Administrator, Administrator]> {
    round += 1;
    const make = async (name: string): Promise<Administrator> => {
      const id = await insertUser(app.db, { email: `${name}-${round}@example.com`, roles: ['user', 'admin'] });
      return { id, session: (await createSession(app.db, { userId: id, sessionDays: 1 })).token };
    };
    const first = await make('first');
    const second = await make('second');
    const listed = (await client.call({ method: 'GET', url: '/api/users', session: first.session })).json().content.users as { id: string; roles: string[] }[];
    for (const user of listed.filter((candidate) => candidate.roles.includes('admin') && candidate.id !== first.id && candidate.id !== second.id)) {
      const demoted = await client.call({ method: 'PUT', url: `/api/users/${user.id}`, session: first.session, payload: { user: { roles: ['user'] } } });
      expect(demoted.statusCode).toBe(200);
    }
    expect(await countActiveAdministrators(app.db)).toBe(2);
    return [first, second];
  }

  it.each([1, 2, 3, 4, 5])('demoting each other, round %i: one succeeds, the other is refused, one administrator is left', async () => {
    const [first, second] = await onlyTwoAdministrators();
    const demote = (actor: Administrator, targetId: string) =>
      client.call({ method: 'PUT', url: `/api/users/${targetId}`, session: actor.session, payload: { user: { roles: ['user'] } } });
    const answers = await Promise.all([demote(first, second.id), demote(second, first.id)]);
    // The loser is refused either as the last administrator (400, when its rights were checked before the
    // winner's change) or as no administrator any more (404, after it).
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 404]).toContain(statuses[1]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    if (refused !== undefined) expect(refused.json().errors).toMatchObject([{ field: 'roles', rule: 'lastAdministrator' }]);
    expect(await countActiveAdministrators(app.db)).toBe(1);
  });

  it('deleting each other at once leaves one administrator', async () => {
    const [first, second] = await onlyTwoAdministrators();
    const remove = (actor: Administrator, targetId: string) => client.call({ method: 'DELETE', url: `/api/users/${targetId}`, session: actor.session });
    const answers = await Promise.all([remove(first, second.id), remove(second, first.id)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 401, 404]).toContain(statuses[1]);
    expect(await countActiveAdministrators(app.db)).toBe(1);
  });
});
