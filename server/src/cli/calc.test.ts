import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareWithExpected, workedExample, workedExampleMismatches } from '@keelson/core/examples';

const run = promisify(execFile);
const script = fileURLToPath(new URL('./calc.ts', import.meta.url));
/** The repository's one copy of the worked example, behind '@keelson/core/examples'. */
const fixture = fileURLToPath(new URL('../../../core/examples/calculation-example.json', import.meta.url));

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
  // The repository keeps one copy so that it tests itself anywhere; beside shared/ the copy must be current.
  it.runIf(existsSync(sharedFixture))('core/examples/calculation-example.json is byte for byte shared/spec/calculation-example.json', async () => {
    expect(await readFile(fixture, 'utf8')).toBe(await readFile(sharedFixture, 'utf8'));
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
    expect(results[0]?.kpis.dcfValue).toBeCloseTo(18_045_795.79682681, 6);
    expect(workedExampleMismatches(results)).toEqual([]);

    const bare = join(folder, 'cashflow.json');
    await writeFile(bare, JSON.stringify(workedExample.input));
    const fromCashflow = await calc(bare);
    expect(fromCashflow.code).toBe(0);
    expect(JSON.parse(fromCashflow.stdout)).toEqual(results);
  }, 60_000);

  it.runIf(existsSync(sharedFixture))(
    'reproduces every expected value of shared/spec/calculation-example.json',
    async () => {
      const { code, stdout } = await calc(sharedFixture);
      expect(code).toBe(0);
      const shared = JSON.parse(await readFile(sharedFixture, 'utf8')) as { expected: Parameters<typeof compareWithExpected>[0]['expected'] };
      expect(compareWithExpected({ expected: shared.expected, results: JSON.parse(stdout) })).toEqual([]);
    },
    60_000,
  );

  it('prints the error envelope naming every field and exits 1 on invalid input', async () => {
    const file = join(folder, 'invalid.json');
    await writeFile(file, JSON.stringify({ valuationDate: '2026-07-01', constructionDate: '2012-03-15', lightWeightTonnage: 0 }));
    const { code, stdout } = await calc(file);
    expect(code).toBe(1);
    const envelope = JSON.parse(stdout) as { success: boolean; code: number; errors: { field: string; rule: string; message: string }[] };
    expect(envelope).toMatchObject({ success: false, code: 1012 });
    expect(envelope.errors).toContainEqual({
      field: 'lightWeightTonnage',
      rule: 'range',
      params: { min: 0, minExclusive: 1 },
      message: 'must be greater than 0',
    });
    expect(envelope.errors.map((error) => error.field)).toEqual(
      expect.arrayContaining(['brokerValueEsimationsCurr', 'averageTimeCharterCurr', 'opexPerDayCurr', 'equityYield']),
    );
  }, 60_000);

  it('exits 1 with an envelope for a file that is not JSON', async () => {
    const file = join(folder, 'broken.json');
    await writeFile(file, '{ not json');
    const { code, stdout } = await calc(file);
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({
      success: false,
      code: 1012,
      errors: [{ field: 'file', rule: 'format', params: { format: 'JSON' }, message: 'must be valid JSON' }],
    });
  }, 60_000);
});
