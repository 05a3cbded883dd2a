import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = fileURLToPath(new URL('./calc.ts', import.meta.url));
const fixture = fileURLToPath(new URL('../../../core/fixtures/calculation-example.json', import.meta.url));

async function calc(file: string): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run('npx', ['tsx', script, file], { env: { ...process.env, INIT_CWD: process.cwd() } });
    return { code: 0, stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, stdout: failure.stdout };
  }
}

const sharedFixture = fileURLToPath(new URL('../../../../shared/spec/calculation-example.json', import.meta.url));

describe('the worked example', () => {
  // The repository keeps a copy so that it tests itself anywhere; beside shared/ the copy must be current.
  it.runIf(existsSync(sharedFixture))('is the same as shared/spec/calculation-example.json', async () => {
    expect(JSON.parse(await readFile(fixture, 'utf8'))).toEqual(JSON.parse(await readFile(sharedFixture, 'utf8')));
  });
});

describe('npm run calc', () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'keelson-calc-'));
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('prints both scenarios of the worked example, from a fixture or from a bare cashflow', async () => {
    const fromFixture = await calc(fixture);
    expect(fromFixture.code).toBe(0);
    const results = JSON.parse(fromFixture.stdout) as { scenario: string; kpis: { dcfValue: number } }[];
    expect(results.map((result) => result.scenario)).toEqual(['base', 'longTermAverage']);
    expect(results[0]?.kpis.dcfValue).toBeCloseTo(17_683_959.80744662, 6);

    const { default: example } = await import('../../../core/fixtures/calculation-example.json', { with: { type: 'json' } });
    const bare = join(folder, 'cashflow.json');
    await writeFile(bare, JSON.stringify(example.input));
    const fromCashflow = await calc(bare);
    expect(fromCashflow.code).toBe(0);
    expect(JSON.parse(fromCashflow.stdout)).toEqual(results);
  }, 60_000);

  it('prints the error envelope naming every field and exits 1 on invalid input', async () => {
    const file = join(folder, 'invalid.json');
    await writeFile(file, JSON.stringify({ valuationDate: '2026-07-01', constructionDate: '2012-03-15', lightWeightTonnage: 0 }));
    const { code, stdout } = await calc(file);
    expect(code).toBe(1);
    const envelope = JSON.parse(stdout) as { success: boolean; code: number; errors: { field: string; message: string }[] };
    expect(envelope).toMatchObject({ success: false, code: 1012 });
    expect(envelope.errors).toContainEqual({ field: 'lightWeightTonnage', message: 'must be greater than 0' });
    expect(envelope.errors.map((error) => error.field)).toEqual(
      expect.arrayContaining(['brokerValueEsimationsCurr', 'averageTimeCharterCurr', 'opexPerDayCurr', 'equityYield']),
    );
  }, 60_000);

  it('exits 1 with an envelope for a file that is not JSON', async () => {
    const file = join(folder, 'broken.json');
    await writeFile(file, '{ not json');
    const { code, stdout } = await calc(file);
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({ success: false, code: 1012, errors: [{ field: 'file' }] });
  }, 60_000);
});
