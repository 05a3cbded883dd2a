import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app';
import { createSession } from '../auth/sessions';
import type { Config } from '../config';
import { testConfig, type TestDatabase, type TestDatabaseTarget } from './databases';
import { recordingClient } from './http';
import { insertUser } from './users';

export type Caller = 'anonymous' | 'owner' | 'other' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * For one `describe`: an app on a fresh database of the target (with these settings) and three signed-in callers — an
 * owner, another user and an administrator — and `call(caller, method, url, payload?)` that calls as one of them.
 */
export function appWithCallers(target: TestDatabaseTarget, overrides: Partial<Config> = {}) {
  let database: TestDatabase;
  const state: { app: App | null; client: ReturnType<typeof recordingClient> | null } = { app: null, client: null };
  const sessions: Record<Exclude<Caller, 'anonymous'>, string> = { owner: '', other: '', admin: '' };

  beforeAll(async () => {
    database = await target.create();
    const app = await buildApp(testConfig(database, overrides));
    await app.ready();
    state.app = app;
    state.client = recordingClient(app);
    for (const [who, roles] of [
      ['owner', ['user']],
      ['other', ['user']],
      ['admin', ['user', 'admin']],
    ] as const) {
      const id = await insertUser(app.db, { email: `${who}@example.com`, roles: [...roles] });
      sessions[who] = (await createSession(app.db, { userId: id, sessionDays: 30 })).token;
    }
  });

  afterAll(async () => {
    await state.app?.close();
    await database.drop();
  });

  const app = (): App => {
    if (state.app === null) throw new Error('the app starts in beforeAll');
    return state.app;
  };
  const call = (caller: Caller, method: Method, url: string, payload?: object) => {
    if (state.client === null) throw new Error('the app starts in beforeAll');
    return state.client.call({
      method,
      url,
      ...(caller === 'anonymous' ? {} : { session: sessions[caller] }),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  };
  return { app, call, answers: () => state.client?.answers ?? [] };
}
