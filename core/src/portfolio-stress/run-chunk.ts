import { charterFactors } from '../monte-carlo/charter-factors';
import { pathFigures } from '../monte-carlo/simulate-paths';
import { normal, pathGenerators, type Uint32Source } from '../monte-carlo/random';
import { correlatedNormals } from './correlation';
import type { PreparedStress } from './prepare-stress';

/**
 * The outputs of the paths firstPath … endPath − 1 (docs/portfolio-stress.md section 5): plain JSON, per path only
 * what the summary needs, each array indexed [loan or book year][p − firstPath].
 */
export type StressChunk = {
  firstPath: number;
  endPath: number;
  /** projectNpv[l][p − firstPath]: loan l's project NPV on path p. */
  projectNpv: number[][];
  /** breaches[l][p − firstPath]: 1 minimum value clause + 2 DSCR + 4 liquidity, each when breached at some test date. */
  breaches: number[][];
  /** maxCureAmount[l][p − firstPath]: the largest cure amount over the loan's test dates (0 without test dates). */
  maxCureAmount: number[][];
  /** loansInBreach[b − 1][p − firstPath]: how many loans breach a covenant at a test date in book year b. */
  loansInBreach: number[][];
};

/** Bits of StressChunk.breaches. */
export const breachBits = { minimumValueClause: 1, dscr: 2, liquidity: 4 } as const;

/** Each segment's deviations x_(s,1 … B) and factors F_(s,1 … B) of one path, indexed [segment][b − 1]. */
export type SegmentPaths = { deviations: Float64Array[]; factors: Float64Array[] };

/**
 * One path's segment markets (section 3 and 4): B · S independent normals from the path's own generator, year by year
 * and within a year by segment, made ε_b = L z_b, then each segment's log-OU path by the Monte Carlo's charterFactors.
 */
export function segmentPaths(options: { prepared: PreparedStress; source: Uint32Source; into?: SegmentPaths }): SegmentPaths {
  const { prepared, source } = options;
  const { bookYears, factor, process } = prepared;
  const count = prepared.segments.length;
  const paths = options.into ?? {
    deviations: prepared.segments.map(() => new Float64Array(bookYears)),
    factors: prepared.segments.map(() => new Float64Array(bookYears)),
  };
  const innovations = prepared.segments.map(() => new Float64Array(bookYears));
  const independent = new Float64Array(count);
  for (let year = 0; year < bookYears; year += 1) {
    for (let segment = 0; segment < count; segment += 1) independent[segment] = normal(source);
    for (const [segment, value] of correlatedNormals({ factor, normals: independent }).entries()) (innovations[segment] ?? new Float64Array(0))[year] = value;
  }
  for (let segment = 0; segment < count; segment += 1)
    charterFactors({ process, normals: innovations[segment] ?? [], into: paths.factors[segment], deviations: paths.deviations[segment] });
  return paths;
}

/**
 * The paths of one range (section 5): each path's segment markets, then every loan's Monte Carlo path on its
 * segment's factors from its offset on, by the engine's own path machinery (no equity IRR). A path's numbers depend
 * only on (seed, p), so any split of the paths gives the same outputs.
 */
export function runStressChunk(prepared: PreparedStress, range: { firstPath: number; endPath: number }): StressChunk {
  const { firstPath, endPath } = range;
  const { loans, bookYears } = prepared;
  const chunk: StressChunk = {
    firstPath,
    endPath,
    projectNpv: loans.map(() => []),
    breaches: loans.map(() => []),
    maxCureAmount: loans.map(() => []),
    loansInBreach: Array.from({ length: bookYears }, () => []),
  };
  const rates = loans.map((loan) => new Float64Array(loan.simulation.schedule.rates.length));
  const nextGenerator = pathGenerators({ seed: prepared.parameters.seed, firstPath });
  let markets: SegmentPaths | undefined;
  const inBreach = new Int32Array(bookYears);
  const lastLoanInYear = new Int32Array(bookYears);
  for (let path = firstPath; path < endPath; path += 1) {
    markets = segmentPaths({ prepared, source: nextGenerator(), into: markets });
    inBreach.fill(0);
    lastLoanInYear.fill(-1);
    for (const [index, loan] of loans.entries()) {
      const { offset, simulation } = loan;
      const end = offset + simulation.modelYears;
      const figures = pathFigures({
        simulation,
        yearFactors: (markets.factors[loan.segmentIndex] ?? new Float64Array(0)).subarray(offset, end),
        deviations: (markets.deviations[loan.segmentIndex] ?? new Float64Array(0)).subarray(offset, end),
        opexFactor: 1,
        scrapFactor: 1,
        rates: rates[index],
        equityIrr: false,
      });
      let bits = 0;
      for (const [test, figuresOfTest] of figures.covenantTests.entries()) {
        const testBits =
          (figuresOfTest.minimumValueClauseBreached ? breachBits.minimumValueClause : 0) |
          (figuresOfTest.dscrCovenantBreached ? breachBits.dscr : 0) |
          (figuresOfTest.liquidityCovenantBreached ? breachBits.liquidity : 0);
        bits |= testBits;
        const year = (loan.testBookYears[test] ?? 1) - 1;
        if (testBits !== 0 && lastLoanInYear[year] !== index) {
          lastLoanInYear[year] = index;
          inBreach[year] = (inBreach[year] ?? 0) + 1;
        }
      }
      chunk.projectNpv[index]?.push(figures.projectNpv);
      chunk.breaches[index]?.push(bits);
      chunk.maxCureAmount[index]?.push(figures.maxCureAmount ?? 0);
    }
    for (let year = 0; year < bookYears; year += 1) chunk.loansInBreach[year]?.push(inBreach[year] ?? 0);
  }
  return chunk;
}
