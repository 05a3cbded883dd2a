import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';

const [target] = await testDatabaseTargets();

describe('GET /api/legal-notice', () => {
  let database: TestDatabase;
  // Building an app migrates its database: on a loaded machine that has taken longer than a test's 30 s.
  beforeAll(async () => {
    if (target === undefined) throw new Error('no database');
    database = await target.create();
  }, 120_000);
  afterAll(async () => database.drop());

  const legalNotice = async (app: App) => {
    const response = await app.inject({ method: 'GET', url: '/api/legal-notice' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('says that no operator is configured while OPERATOR_* are unset', { timeout: 120_000 }, async () => {
    const app = await buildApp(testConfig(database));
    try {
      expect(await legalNotice(app)).toEqual({ success: true, content: { operator: null } });
    } finally {
      await app.close();
    }
  });

  it("answers the operator's details to anyone, each one not set as null", { timeout: 120_000 }, async () => {
    const { operator } = loadConfig({
      OPERATOR_NAME: 'Nordreederei GmbH',
      OPERATOR_ADDRESS: 'Hafenstraße 1, 20457 Hamburg, Germany',
      OPERATOR_EMAIL: 'legal@nordreederei.example',
      OPERATOR_REPRESENTATIVE: 'Jana Petersen',
      OPERATOR_REGISTER: 'Amtsgericht Hamburg, HRB 12345',
    });
    const app = await buildApp(testConfig(database, { operator }));
    try {
      expect(await legalNotice(app)).toEqual({
        success: true,
        content: {
          operator: {
            name: 'Nordreederei GmbH',
            address: 'Hafenstraße 1, 20457 Hamburg, Germany',
            email: 'legal@nordreederei.example',
            representative: 'Jana Petersen',
            phone: null,
            register: 'Amtsgericht Hamburg, HRB 12345',
            vatId: null,
            contentResponsible: null,
            privacyContact: null,
          },
        },
      });
    } finally {
      await app.close();
    }
  });
});
