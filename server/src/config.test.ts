import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { defaultLoadShedding } from './http/load-shedding';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('uses the defaults of docs/DESIGN.md', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: `${process.cwd()}/data`,
      publicUrl: 'http://127.0.0.1:3000',
      publicUrlConfigured: false,
      operator: null,
      smtpUrl: undefined,
      mailFrom: 'Keelson <no-reply@localhost>',
      sessionDays: 30,
      trustProxy: false,
      requireAdminMfa: false,
      rateLimitPerMinute: 120,
      maxRecordsPerUser: 1000,
      loadShedding: defaultLoadShedding,
      workerConcurrency: 1,
      serverWorksJobs: true,
      jobHeartbeatSeconds: 30,
    });
  });

  it('resolves DATA_DIR against the folder npm was started from', () => {
    expect(loadConfig({ DATA_DIR: 'state', INIT_CWD: '/srv/keelson' }).dataDir).toBe('/srv/keelson/state');
    expect(loadConfig({ DATA_DIR: '/var/lib/keelson' }).dataDir).toBe('/var/lib/keelson');
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('derives PUBLIC_URL from HOST and PORT (what the log line names) and drops a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080');
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: 'keelson.lan' }).publicUrl).toBe('http://keelson.lan:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrlConfigured).toBe(false);
    const configured = loadConfig({ PUBLIC_URL: 'https://keelson.example.com/' });
    expect(configured.publicUrl).toBe('https://keelson.example.com');
    expect(configured.publicUrlConfigured).toBe(true);
  });

  it("reads the operator's details for the legal notice, the optional ones where set", () => {
    const operator = loadConfig({
      OPERATOR_NAME: 'Nordreederei GmbH',
      OPERATOR_ADDRESS: 'Hafenstraße 1, 20457 Hamburg, Germany',
      OPERATOR_EMAIL: 'legal@nordreederei.example',
      OPERATOR_VAT_ID: 'DE123456789',
    }).operator;
    expect(operator).toEqual({
      name: 'Nordreederei GmbH',
      address: 'Hafenstraße 1, 20457 Hamburg, Germany',
      email: 'legal@nordreederei.example',
      representative: undefined,
      phone: undefined,
      register: undefined,
      vatId: 'DE123456789',
      contentResponsible: undefined,
      privacyContact: undefined,
    });
  });

  it('refuses an operator without name, address and e-mail together, naming what is missing', () => {
    expect(problemsOf({ OPERATOR_NAME: 'Nordreederei GmbH' })).toEqual([
      'OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_EMAIL are needed together for the legal notice (missing: OPERATOR_ADDRESS, OPERATOR_EMAIL)',
    ]);
    expect(problemsOf({ OPERATOR_PHONE: '+49 40 123' })[0]).toMatch(/missing: OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL/);
    expect(problemsOf({ OPERATOR_NAME: 'N', OPERATOR_ADDRESS: 'A', OPERATOR_EMAIL: 'not an address' })[0]).toMatch(/^OPERATOR_EMAIL must be an e-mail address/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      DATA_DIR: '/var/lib/keelson',
      SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525',
      MAIL_FROM: 'no-reply@keelson.example.com',
      SESSION_DAYS: '7',
      TRUST_PROXY: '2',
      REQUIRE_ADMIN_MFA: 'true',
      RATE_LIMIT_PER_MINUTE: '0',
      MAX_RECORDS_PER_USER: '50',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
      dataDir: '/var/lib/keelson',
      smtpUrl: 'smtp://mailer:secret@127.0.0.1:2525',
      mailFrom: 'no-reply@keelson.example.com',
      sessionDays: 7,
      trustProxy: 2,
      requireAdminMfa: true,
      rateLimitPerMinute: 0,
      maxRecordsPerUser: 50,
    });
  });

  it('names the variable of each bad value, all at once', () => {
    const problems = problemsOf({ PORT: 'eighty', SESSION_DAYS: '0', TRUST_PROXY: 'maybe', DATABASE_URL: 'mysql://x' });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^PORT must be a whole number/);
    expect(problems.some((problem) => problem.startsWith('DATABASE_URL must start with postgres:'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('SESSION_DAYS must be'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('TRUST_PROXY must be the number of proxies'))).toBe(true);
  });

  it('reads TRUST_PROXY as trusted hops or proxy addresses, and refuses true', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.0/33', '300.1.1.1', 'proxy.example.com', '10.0.0.1/8/2', '21']) {
      expect(problemsOf({ TRUST_PROXY: bad })[0], bad).toMatch(/^TRUST_PROXY must be the number of proxies/);
    }
  });

  it('reads ACCOUNT_REQUESTS_PER_HOUR as a whole number from 1, 20 without it', () => {
    expect(loadConfig({}).accountRequestsPerHour).toBe(20);
    expect(loadConfig({ ACCOUNT_REQUESTS_PER_HOUR: '500' }).accountRequestsPerHour).toBe(500);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(problemsOf({ ACCOUNT_REQUESTS_PER_HOUR: bad })[0], bad).toMatch(/^ACCOUNT_REQUESTS_PER_HOUR must be a whole number from 1 to 1000000/);
    }
  });

  it('reads RATE_LIMIT_PER_MINUTE as a whole number, 0 switching the limits off', () => {
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '600' }).rateLimitPerMinute).toBe(600);
    for (const bad of ['-1', 'many', '1.5', '1000001']) {
      expect(problemsOf({ RATE_LIMIT_PER_MINUTE: bad })[0], bad).toMatch(/^RATE_LIMIT_PER_MINUTE must be a whole number from 0 to 1000000/);
    }
  });

  it('reads MAX_RECORDS_PER_USER as a whole number, 0 switching the ceiling off', () => {
    expect(loadConfig({ MAX_RECORDS_PER_USER: '0' }).maxRecordsPerUser).toBe(0);
    expect(loadConfig({ MAX_RECORDS_PER_USER: '1000000' }).maxRecordsPerUser).toBe(1_000_000);
    for (const bad of ['-1', 'lots', '2.5', '1000001']) {
      expect(problemsOf({ MAX_RECORDS_PER_USER: bad })[0], bad).toMatch(/^MAX_RECORDS_PER_USER must be a whole number from 0 to 1000000/);
    }
  });

  it('reads the job settings: WORKER_CONCURRENCY 1 to 64, SERVER_WORKS_JOBS, JOB_HEARTBEAT_SECONDS from pg-boss’s 10', () => {
    expect(loadConfig({ WORKER_CONCURRENCY: '4', SERVER_WORKS_JOBS: 'false', JOB_HEARTBEAT_SECONDS: '10' })).toMatchObject({
      workerConcurrency: 4,
      serverWorksJobs: false,
      jobHeartbeatSeconds: 10,
    });
    expect(problemsOf({ WORKER_CONCURRENCY: '0' })[0]).toMatch(/^WORKER_CONCURRENCY must be a whole number from 1 to 64/);
    expect(problemsOf({ SERVER_WORKS_JOBS: 'sometimes' })[0]).toMatch(/^SERVER_WORKS_JOBS must be true or false/);
    expect(problemsOf({ JOB_HEARTBEAT_SECONDS: '5' })[0]).toMatch(/^JOB_HEARTBEAT_SECONDS must be a whole number from 10 to 3600/);
  });

  it('rejects a port out of range and a malformed URL', () => {
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT/);
    expect(problemsOf({ PUBLIC_URL: 'not a url' })[0]).toMatch(/^PUBLIC_URL/);
    expect(problemsOf({ SMTP_URL: 'http://mail' })[0]).toMatch(/^SMTP_URL must start with smtp: or smtps:/);
    expect(problemsOf({ MAIL_FROM: 'nobody' })[0]).toMatch(/^MAIL_FROM/);
  });

  it('never prints the password of a bad URL', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'postgres://admin:hunter2@[bad' });
    expect(problem).toMatch(/^DATABASE_URL/);
    expect(problem).not.toContain('hunter2');
  });
});
