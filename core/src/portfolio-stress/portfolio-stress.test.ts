import { describe, expect, it } from 'vitest';
import { calculate } from '../cashflow/calculate';
import { prepareMonteCarlo } from '../monte-carlo/run-monte-carlo';
import { simulatePaths } from '../monte-carlo/simulate-paths';
import { pathGenerators } from '../monte-carlo/random';
import { prepareStress, type PreparedStress } from './prepare-stress';
import { breachBits, runStressChunk, segmentPaths } from './run-chunk';
import { summarizeStress } from './summarize-stress';
import { testBook } from './test-book';

function prepared(parameters: unknown, loans: unknown = testBook): PreparedStress {
  const outcome = prepareStress({ loans, parameters });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.prepared;
}

describe('the book on its calendar (docs/portfolio-stress.md section 2)', () => {
  it('places each loan on the nearest book year and sorts the segments', () => {
    const book = prepared({ paths: 100 });
    expect(book.segments).toEqual(['BULK_KAMSARMAX', 'Containership', 'TANKER_MR']);
    expect(book.loans.map((loan) => [loan.id, loan.segment, loan.offset])).toEqual([
      ['kamsarmax', 'BULK_KAMSARMAX', 0],
      ['tanker', 'TANKER_MR', 0],
      ['container', 'Containership', 1],
    ]);
    expect(book.bookYears).toBe(Math.max(...book.loans.map((loan) => loan.offset + loan.simulation.modelYears)));
  });
});

describe('the zero-volatility identity (section 6)', () => {
  it('gives every loan calculate’s base projectNpv and base covenant breaches on every path', () => {
    const book = prepared({ paths: 100, volatility: 0, seed: 7 });
    const chunk = runStressChunk(book, { firstPath: 0, endPath: 4 });
    for (const [index, loan] of testBook.entries()) {
      const outcome = calculate(loan.cashflow);
      if (!outcome.ok) throw new Error('invalid');
      const base = outcome.results.find((result) => result.scenario === 'base');
      if (base === undefined) throw new Error('no base');
      const bits =
        (base.covenantTests.some((test) => test.minimumValueClauseBreached) ? breachBits.minimumValueClause : 0) |
        (base.covenantTests.some((test) => test.dscrCovenantBreached) ? breachBits.dscr : 0) |
        (base.covenantTests.some((test) => test.liquidityCovenantBreached) ? breachBits.liquidity : 0);
      let maxCure = 0;
      for (const test of base.covenantTests) maxCure = Math.max(maxCure, test.cureAmount);
      for (let path = 0; path < 4; path += 1) {
        expect(Object.is(chunk.projectNpv[index]?.[path], base.kpis.projectNpv)).toBe(true);
        expect(chunk.breaches[index]?.[path]).toBe(bits);
        expect(chunk.maxCureAmount[index]?.[path]).toBe(maxCure);
      }
    }
    for (const [year, counts] of chunk.loansInBreach.entries()) {
      const base = book.loans.filter((loan) => loan.baseBreachYears.includes(year + 1)).length;
      expect(counts).toEqual([base, base, base, base]);
    }
    const summary = summarizeStress(book, [runStressChunk(book, { firstPath: 0, endPath: 100 })]);
    expect(summary.bookNpv.statistics.min).toBe(summary.bookNpv.base);
    expect(summary.bookNpv.statistics.max).toBe(summary.bookNpv.base);
    for (const year of summary.loansInBreach) expect(year.distribution[year.base]).toBe(1);
  });

  it('is, for a book of one loan valued on V_0, the Monte Carlo’s own path', () => {
    const book = prepared({ paths: 100, seed: 3 }, testBook.slice(0, 1));
    const monteCarlo = prepareMonteCarlo(testBook[0]?.cashflow, { seed: 3 });
    if (!monteCarlo.ok) throw new Error('invalid');
    const expected = simulatePaths(monteCarlo.prepared.simulation, { firstPath: 5, endPath: 15 });
    expect(runStressChunk(book, { firstPath: 5, endPath: 15 }).projectNpv[0]).toEqual(expected.projectNpv);
  });
});

describe('determinism (section 4)', () => {
  it('gives the same summary for any split of the paths into chunks, in any order', () => {
    const book = prepared({ paths: 120, seed: 11 });
    const run = (bounds: number[]) => {
      const chunks = bounds.slice(1).map((end, index) => runStressChunk(book, { firstPath: bounds[index] ?? 0, endPath: end }));
      return JSON.stringify(summarizeStress(book, chunks.reverse()));
    };
    const whole = run([0, 120]);
    expect(run([0, 40, 120])).toBe(whole);
    expect(run([0, 1, 8, 30, 31, 77, 100, 120])).toBe(whole);
  });

  it('throws when the chunks do not cover the paths exactly', () => {
    const book = prepared({ paths: 100 });
    const first = runStressChunk(book, { firstPath: 0, endPath: 50 });
    expect(() => summarizeStress(book, [first])).toThrow(/cover 50 of 100/);
    expect(() => summarizeStress(book, [first, runStressChunk(book, { firstPath: 40, endPath: 100 })])).toThrow(/expected a chunk from 50/);
  });
});

describe('the segments’ correlation on paths (section 3)', () => {
  it('gives segments of correlation 1 identical factor paths', () => {
    const book = prepared({ paths: 100, correlation: 1 });
    const next = pathGenerators({ seed: 1, firstPath: 0 });
    for (let path = 0; path < 20; path += 1) {
      const { factors, deviations } = segmentPaths({ prepared: book, source: next() });
      expect(factors[1]).toEqual(factors[0]);
      expect(factors[2]).toEqual(factors[0]);
      expect(deviations[2]).toEqual(deviations[0]);
    }
  });

  it('gives first-year innovations of sample correlation near 0 with correlation 0, and near ρ with ρ', () => {
    const paths = 4000;
    // Under independence the sample correlation has standard error about 1/√N: four of them.
    const tolerance = 4 / Math.sqrt(paths);
    for (const correlation of [0, 0.6]) {
      const book = prepared({ paths: 100, correlation });
      const next = pathGenerators({ seed: 5, firstPath: 0 });
      const pairs = Array.from({ length: paths }, () => {
        const { deviations } = segmentPaths({ prepared: book, source: next() });
        return [deviations[0]?.[0] ?? 0, deviations[2]?.[0] ?? 0] as const;
      });
      const mean = (index: 0 | 1) => pairs.reduce((sum, pair) => sum + pair[index], 0) / paths;
      const [ma, mb] = [mean(0), mean(1)];
      let ab = 0;
      let aa = 0;
      let bb = 0;
      for (const [a, b] of pairs) {
        ab += (a - ma) * (b - mb);
        aa += (a - ma) ** 2;
        bb += (b - mb) ** 2;
      }
      expect(Math.abs(ab / Math.sqrt(aa * bb) - correlation)).toBeLessThan(tolerance);
    }
  });
});

describe('prepareStress errors (section 7)', () => {
  it('names a loan’s errors by its id, with the parameters’ errors', () => {
    const outcome = prepareStress({
      loans: [...testBook, { id: 'broken', cashflow: { ...testBook[0]?.cashflow, lightWeightTonnage: -1 } }],
      parameters: { paths: 50 },
    });
    expect(outcome.ok ? [] : outcome.errors.map(({ field, rule }) => `${field} ${rule}`)).toEqual([
      'stress.paths range',
      'loans.broken.lightWeightTonnage range',
    ]);
  });

  it('refuses ρ at or below −1/(S − 1), a matrix without a segment of the book, twice the same id and a second currency', () => {
    const fields = (loans: unknown, parameters: unknown) => {
      const outcome = prepareStress({ loans, parameters });
      return outcome.ok ? [] : outcome.errors.map(({ field, rule }) => `${field} ${rule}`);
    };
    expect(fields(testBook, { correlation: -0.5 })).toEqual(['stress.correlation range']);
    expect(fields(testBook, { correlation: { BULK_KAMSARMAX: { BULK_KAMSARMAX: 1 } } })).toEqual([
      'stress.correlation.Containership required',
      'stress.correlation.TANKER_MR required',
    ]);
    expect(fields([...testBook, testBook[0]], {})).toEqual(['loans.kamsarmax invalid']);
    expect(fields([...testBook, { id: 'euro', cashflow: { ...testBook[0]?.cashflow, currency: 'EUR' } }], {})).toEqual(['loans.euro.currency invalid']);
    expect(fields([], {})).toEqual(['loans notEmpty']);
  });
});
