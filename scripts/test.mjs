// Runs every check of the repository in order — lint, typecheck, unit and integration tests of each
// package, the browser tests — and ends with one line "N passed, N failed" over all of them.
// Outside CI a missing PostgreSQL or Chromium skips its suite with the reason; REQUIRE_POSTGRES=1 or
// REQUIRE_E2E=1 turns that skip into a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'keelson-test-'));
const env = { ...process.env, TZ: 'UTC' };
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(command, args, cwd = root, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status === 0;
}

function record(name, passed, failed, skipped = 0, note = '') {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${name.padEnd(26)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${note ? `  (${note})` : ''}`);
}

function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  const ok = run(command, args);
  record(name, ok ? 1 : 0, ok ? 0 : 1);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitest(workspace, extraEnv = {}) {
  const name = `unit/integration ${workspace}`;
  console.log(`\n▶ ${name}`);
  const output = join(reports, `${workspace}.json`);
  const ok = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], join(root, workspace), extraEnv);
  const report = readJson(output);
  if (report === null) return record(name, 0, 1, 0, 'vitest produced no report');
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  record(name, report.numPassedTests, failed, report.numPendingTests + report.numTodoTests);
}

async function postgresProblem() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return `PostgreSQL at ${url} is unreachable: ${error.message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

check('format', 'npx', ['prettier', '--check', '.']);
check('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
check('typecheck', 'npm', ['run', '-s', 'typecheck']);

vitest('core');
const pgProblem = await postgresProblem();
if (pgProblem !== null) {
  if (process.env.REQUIRE_POSTGRES === '1') {
    console.error(`\n✖ REQUIRE_POSTGRES=1 but ${pgProblem}`);
    record('postgres suite', 0, 1, 0, pgProblem);
  } else {
    console.warn(`\n⚠ Skipping the PostgreSQL runs of the database tests: ${pgProblem}. They run on PGlite only.`);
    lines.push(`postgres suite             skipped (${pgProblem})`);
  }
}
vitest('server');
vitest('web');

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const reason = `no Chromium at ${chromium} (apt-get install -y chromium)`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`\n✖ REQUIRE_E2E=1 but ${reason}`);
    record('browser tests', 0, 1, 0, reason);
  } else {
    console.warn(`\n⚠ Skipping the browser tests: ${reason}.`);
    lines.push(`browser tests              skipped (${reason})`);
  }
} else {
  console.log('\n▶ build the web app for the browser tests');
  if (!run('npm', ['run', '-s', 'build'])) {
    record('browser tests', 0, 1, 0, 'the web app did not build');
  } else {
    console.log('\n▶ browser tests');
    const output = join(reports, 'e2e.json');
    run('npx', ['playwright', 'test'], join(root, 'e2e'), { E2E_JSON_REPORT: output });
    const report = readJson(output);
    if (report === null) record('browser tests', 0, 1, 0, 'playwright produced no report');
    else {
      const { expected, unexpected, flaky, skipped } = report.stats;
      const startupErrors = report.errors?.length ?? 0;
      record('browser tests', expected, unexpected + flaky + startupErrors, skipped);
    }
  }
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${lines.join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 ? 0 : 1);
