import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateSensitivity, runMonteCarlo } from '@keelson/core';
import { compareWithExpected, workedExample, workedExampleMismatches, workedExampleV3Mismatches } from '@keelson/core/examples';

const run = promisify(execFile);
const script = fileURLToPath(new URL('./calc.ts', import.meta.url));
/** The repository's one copy of the worked example, behind '@keelson/core/examples'. */
const fixture = fileURLToPath(new URL('../../../core/examples/calculation-example.json', import.meta.url));
/** The second worked example (method version 3): a purchase after V, covenants, a docking not performed. */
const fixtureV3 = fileURLToPath(new URL('../../../core/examples/calculation-example-v3.json', import.meta.url));

async function calc(file: string, ...flags: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', script, file, ...flags], { env: { ...process.env, INIT_CWD: process.cwd() } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

type Envelope = { success: boolean; code: number; errors: { field: string; rule: string; params?: Record<string, unknown> }[] };

const sharedFixture = fileURLToPath(new URL('../../../../shared/spec/calculation-example.json', import.meta.url));
const sharedFixtureV3 = fileURLToPath(new URL('../../../../shared/spec/calculation-example-v3.json', import.meta.url));

describe('the worked examples', () => {
  // The repository keeps one copy so that it tests itself anywhere; beside shared/ the copy must be current.
  it.runIf(existsSync(sharedFixture))('core/examples/calculation-example.json is byte for byte shared/spec/calculation-example.json', async () => {
    expect(await readFile(fixture, 'utf8')).toBe(await readFile(sharedFixture, 'utf8'));
  });

  it.runIf(existsSync(sharedFixtureV3))('core/examples/calculation-example-v3.json is byte for byte shared/spec/calculation-example-v3.json', async () => {
    expect(await readFile(fixtureV3, 'utf8')).toBe(await readFile(sharedFixtureV3, 'utf8'));
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

  it('prints the second worked example with its covenant tests', async () => {
    const { code, stdout } = await calc(fixtureV3);
    expect(code).toBe(0);
    expect(workedExampleV3Mismatches(JSON.parse(stdout))).toEqual([]);
  }, 60_000);

  for (const shared of [sharedFixture, sharedFixtureV3]) {
    it.runIf(existsSync(shared))(
      `reproduces every expected value of shared/spec/${shared.split('/').at(-1) ?? ''}`,
      async () => {
        const { code, stdout } = await calc(shared);
        expect(code).toBe(0);
        const fixtureFile = JSON.parse(await readFile(shared, 'utf8')) as { expected: Parameters<typeof compareWithExpected>[0]['expected'] };
        expect(compareWithExpected({ expected: fixtureFile.expected, results: JSON.parse(stdout) })).toEqual([]);
      },
      60_000,
    );
  }

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

describe('npm run calc -- --sensitivity', () => {
  it('prints the tornado and the two-way table of core, method keelson-sensitivity-1', async () => {
    const { code, stdout } = await calc(fixture, '--sensitivity');
    expect(code).toBe(0);
    const outcome = calculateSensitivity(workedExample.input);
    if (!outcome.ok) throw new Error('the worked example has a sensitivity');
    expect(JSON.parse(stdout)).toEqual({ method: 'keelson-sensitivity-1', ...outcome.sensitivity });
    const printed = JSON.parse(stdout) as { step: number; tornado: { driver: string }[]; twoWay: { projectNpv: number[][] } };
    expect(printed.step).toBe(0.1);
    expect(printed.tornado).toHaveLength(8);
    expect(printed.twoWay.projectNpv.flat()).toHaveLength(49);
  }, 60_000);

  it('takes --step, and answers an invalid one with the envelope on `step`', async () => {
    const [wider, zero, text] = await Promise.all([
      calc(fixture, '--sensitivity', '--step', '0.2'),
      calc(fixture, '--sensitivity', '--step', '0'),
      calc(fixture, '--sensitivity', '--step', 'ten'),
    ]);
    expect(wider.code).toBe(0);
    expect(JSON.parse(wider.stdout)).toMatchObject({ step: 0.2, twoWay: { charterChanges: [-0.6, -0.4, -0.2, 0, 0.2, 0.4, 0.6] } });
    expect(zero.code).toBe(1);
    expect(JSON.parse(zero.stdout)).toMatchObject({
      success: false,
      code: 1012,
      errors: [{ field: 'step', rule: 'range', params: { min: 0, max: 0.5, minExclusive: 1 } }],
    });
    expect(text.code).toBe(1);
    expect((JSON.parse(text.stdout) as Envelope).errors).toEqual([expect.objectContaining({ field: 'step', rule: 'number' })]);
  }, 60_000);

  it('an invalid cashflow: the envelope naming its fields, status 1', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'keelson-calc-'));
    try {
      const file = join(folder, 'invalid.json');
      await writeFile(file, JSON.stringify({ ...workedExample.input, opexPerDayCurr: null }));
      const { code, stdout } = await calc(file, '--sensitivity');
      expect(code).toBe(1);
      expect(JSON.parse(stdout)).toMatchObject({ success: false, code: 1012, errors: [{ field: 'opexPerDayCurr', rule: 'required' }] });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('npm run calc -- --monte-carlo', () => {
  const flags = [
    ...['--monte-carlo', '300', '--seed', '42', '--volatility', '0.3', '--reversion', '1', '--value-reversion', '0.05'],
    ...['--opex-volatility', '0.1', '--scrap-volatility', '0.2'],
  ];

  it("prints core's summary without the histograms, the same bytes for the same seed", async () => {
    const [first, second] = await Promise.all([calc(fixture, ...flags), calc(fixture, ...flags)]);
    expect(first.code).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    const parameters = { paths: 300, seed: 42, volatility: 0.3, reversion: 1, valueReversion: 0.05, opexVolatility: 0.1, scrapVolatility: 0.2 };
    const outcome = runMonteCarlo(workedExample.input, parameters);
    if (!outcome.ok) throw new Error('the worked example simulates');
    const { histograms, ...report } = outcome.summary;
    expect(histograms.dcfValue).not.toBeNull();
    const printed = JSON.parse(first.stdout) as Record<string, unknown>;
    expect(printed).toEqual(report);
    expect(Object.keys(printed)).toEqual(['method', 'scenario', 'parameters', 'base', 'statistics', 'probabilities', 'covenantBreach']);
    expect(printed).toMatchObject({ method: 'keelson-monte-carlo-2', parameters: { paths: 300, seed: 42, valueReversion: 0.05 } });
    // The worked example sets only the minimum value clause, tested in each of its model years with debt.
    expect(report.covenantBreach.dscr).toBeNull();
    expect(report.covenantBreach.liquidity).toBeNull();
    expect(Object.keys(report.covenantBreach.minimumValueClause)).toEqual(['probability', 'byYear', 'firstBreachByYear', 'expectedCureAmount']);
  }, 60_000);

  it('takes the defaults of docs/monte-carlo.md for flags not given; zero volatility gives the base on every path', async () => {
    const { code, stdout } = await calc(fixture, '--monte-carlo', '50', '--volatility', '0');
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as {
      parameters: Record<string, number>;
      base: { dcfValue: number; covenantBreach: { minimumValueClause: boolean } };
      statistics: { dcfValue: { min: number; p50: number; max: number } };
      covenantBreach: { minimumValueClause: { probability: number } };
    };
    expect(report.parameters).toEqual({ paths: 50, seed: 1, volatility: 0, reversion: 0.5, valueReversion: 0.1, opexVolatility: 0, scrapVolatility: 0 });
    expect(report.statistics.dcfValue.min).toBe(report.base.dcfValue);
    expect(report.statistics.dcfValue.max).toBe(report.base.dcfValue);
    // Every path tests the linear value, as the base does: the clause is breached on every path or on none.
    expect(report.covenantBreach.minimumValueClause.probability).toBe(report.base.covenantBreach.minimumValueClause ? 1 : 0);
  }, 60_000);

  it('invalid parameters: the envelope naming monteCarlo.<name>, status 1', async () => {
    const [none, text, wild] = await Promise.all([
      calc(fixture, '--monte-carlo', '0'),
      calc(fixture, '--monte-carlo', 'many'),
      calc(fixture, '--monte-carlo', '10', '--volatility', '2', '--seed=-1', '--value-reversion', '5.5'),
    ]);
    for (const outcome of [none, text, wild]) expect(outcome.code).toBe(1);
    expect((JSON.parse(none.stdout) as Envelope).errors).toEqual([expect.objectContaining({ field: 'monteCarlo.paths', rule: 'range' })]);
    expect((JSON.parse(text.stdout) as Envelope).errors).toEqual([expect.objectContaining({ field: 'monteCarlo.paths', rule: 'number' })]);
    expect((JSON.parse(wild.stdout) as Envelope).errors.map((error) => error.field).sort()).toEqual([
      'monteCarlo.seed',
      'monteCarlo.valueReversion',
      'monteCarlo.volatility',
    ]);
  }, 60_000);
});

describe('npm run calc: a command line that does not fit', () => {
  it('exits 2 with the usage on stderr and nothing on stdout', async () => {
    const outcomes = await Promise.all([
      calc(fixture, '--seed', '3'),
      calc(fixture, '--volatility', '0.3', '--reversion', '1'),
      calc(fixture, '--step', '0.1'),
      calc(fixture, '--sensitivity', '--monte-carlo', '10'),
      calc(fixture, '--monte-carlo'),
      calc(fixture, '--unknown'),
      calc(fixture, fixture),
    ]);
    for (const outcome of outcomes) {
      expect(outcome.code).toBe(2);
      expect(outcome.stdout).toBe('');
      expect(outcome.stderr).toContain('usage: npm run -s calc -- FILE.json');
    }
    expect(outcomes[1]?.stderr).toContain('--volatility, --reversion: only with --monte-carlo N');
  }, 60_000);
});
