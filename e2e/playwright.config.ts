import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { administrator } from './support/administrator';
import { chromiumOptions } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const serverDir = fileURLToPath(new URL('../server', import.meta.url));
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
// Workers read the mail the sink writes; the folder is fixed once for the whole run.
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'keelson-e2e-mail-'));
const mailDir = process.env.E2E_MAIL_DIR;

/**
 * A real server on a fresh embedded database, a real SMTP listener, the built web app, and Debian's
 * Chromium (never a downloaded browser). The web app must be built first (`npm run build`); `npm test` does it.
 */
export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // On a 2-core CI machine with two workers, a reload of the cashflow screen (1.6 MB of script, the draft's
  // recalculation, six charts) has taken over 5 s, and a spec typing dozens of numbers over 30 s; the page's speed is
  // measured by npm run bench, not by these waits.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]],
  use: {
    baseURL,
    // The English specs do not depend on the machine's language; specs/german.spec.ts asks for de-DE.
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: chromiumOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // A real SMTP listener: the server mails sign-up and reset links to it.
      command: 'npx tsx support/smtp-sink.ts',
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SMTP_PORT: String(smtpPort), MAIL_DIR: mailDir },
    },
    {
      // The administrator of support/administrator.ts first (create-admin), then the server on the same database.
      command: `npx tsx src/cli/create-admin.ts --email ${administrator.email} && npx tsx src/main.ts`,
      cwd: serverDir,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'keelson-e2e-')),
        NODE_ENV: 'test',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The limits stay on, so the browser tests run through them, but far above what two workers send from one address.
        RATE_LIMIT_PER_MINUTE: '6000',
        // Every sign-up, reset request and resend of the whole suite comes from this one address: some 30 of them.
        ACCOUNT_REQUESTS_PER_HOUR: '1000',
        ADMIN_PASSWORD: administrator.password,
      },
    },
  ],
});
