import { addYears, formatDate } from '../dates/day-number';
import { hasNonFinite } from '../cashflow/non-finite';
import { fieldError } from '../errors/field-error';
import { KeelsonError } from '../errors/keelson-error';
import { histogram, outputStatistics, percentile } from '../monte-carlo/summarize';
import type { PreparedLoan, PreparedStress } from './prepare-stress';
import { breachBits, type StressChunk } from './run-chunk';
import type { StressBookYear, StressLoanSummary, StressSummary, StressTailDriver } from './summary-types';

const tailQuantile = 0.05;

/** The chunks in path order, checked to cover 0 … N − 1 exactly with arrays of the book's shape; else throws. */
function inPathOrder(prepared: PreparedStress, chunks: readonly StressChunk[]): StressChunk[] {
  const sorted = [...chunks].sort((a, b) => a.firstPath - b.firstPath);
  let next = 0;
  for (const chunk of sorted) {
    const length = chunk.endPath - chunk.firstPath;
    if (chunk.firstPath !== next || length <= 0) throw new Error(`stress chunks do not cover the paths: expected a chunk from ${next}, got ${chunk.firstPath}`);
    const shaped = (rows: readonly (readonly number[])[], count: number) => rows.length === count && rows.every((row) => row.length === length);
    const loans = prepared.loans.length;
    if (
      !shaped(chunk.projectNpv, loans) ||
      !shaped(chunk.breaches, loans) ||
      !shaped(chunk.maxCureAmount, loans) ||
      !shaped(chunk.loansInBreach, prepared.bookYears)
    )
      throw new Error(`stress chunk ${chunk.firstPath}–${chunk.endPath} does not have the book's shape`);
    next = chunk.endPath;
  }
  if (next !== prepared.parameters.paths) throw new Error(`stress chunks cover ${next} of ${prepared.parameters.paths} paths`);
  return sorted;
}

/** Row `row` of a per-chunk table, joined over the chunks in path order. */
const joined = (chunks: readonly StressChunk[], table: (chunk: StressChunk) => readonly (readonly number[])[], row: number): number[] =>
  chunks.flatMap((chunk) => table(chunk)[row] ?? []);

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** A loan's results over all paths (section 6). */
function loanSummary(options: { loan: PreparedLoan; npv: number[]; breaches: number[]; cures: number[] }): StressLoanSummary {
  const { loan, npv, breaches, cures } = options;
  const { input } = loan.simulation;
  const share = (bits: number) => breaches.filter((value) => (value & bits) !== 0).length / breaches.length;
  return {
    id: loan.id,
    segment: loan.segment,
    valuationDate: formatDate(loan.valuationDate),
    bookYearOffset: loan.offset,
    base: { projectNpv: loan.base.projectNpv, covenantBreach: { ...loan.base.covenantBreach } },
    projectNpv: outputStatistics(npv),
    breachProbability: {
      minimumValueClause: share(breachBits.minimumValueClause),
      dscr: input.dscrCovenant === null ? null : share(breachBits.dscr),
      liquidity: input.minimumLiquidityCovenantCurr === null ? null : share(breachBits.liquidity),
      any: share(breachBits.minimumValueClause | breachBits.dscr | breachBits.liquidity),
    },
    expectedCureAmount: loan.testBookYears.length === 0 ? null : mean(cures),
  };
}

/** The loans in breach per book year: statistics, distribution over 0 … L, the base count (section 6). */
function bookYearSummary(options: { prepared: PreparedStress; year: number; counts: number[] }): StressBookYear {
  const { prepared, year, counts } = options;
  const distribution = new Array<number>(prepared.loans.length + 1).fill(0);
  for (const count of counts) distribution[count] = (distribution[count] ?? 0) + 1;
  return {
    year,
    start: formatDate(addYears(prepared.bookStart, year - 1)),
    loansTested: prepared.loans.filter((loan) => loan.testBookYears.includes(year)).length,
    base: prepared.loans.filter((loan) => loan.baseBreachYears.includes(year)).length,
    statistics: outputStatistics(counts),
    distribution: distribution.map((count) => count / counts.length),
  };
}

/** The loans driving the tail: shortfall of each loan's mean over the paths with book NPV ≤ P5, ranked (section 6). */
function tailDrivers(options: { prepared: PreparedStress; bookNpv: number[]; loanNpvs: number[][] }): StressSummary['tail'] {
  const { prepared, bookNpv, loanNpvs } = options;
  const threshold = percentile({ sorted: Float64Array.from(bookNpv).sort(), q: tailQuantile });
  const tail = bookNpv.flatMap((value, path) => (value <= threshold ? [path] : []));
  const shortfalls = loanNpvs.map((npv) => mean(npv) - mean(tail.map((path) => npv[path] ?? 0)));
  let total = 0;
  for (const shortfall of shortfalls) total += shortfall;
  const drivers: Omit<StressTailDriver, 'rank'>[] = prepared.loans.map((loan, index) => {
    const shortfall = shortfalls[index] ?? 0;
    return { id: loan.id, shortfall, share: total === 0 ? null : shortfall / total };
  });
  const ranked = drivers.map((driver, index) => ({ driver, index })).sort((a, b) => b.driver.shortfall - a.driver.shortfall || a.index - b.index);
  return {
    quantile: tailQuantile,
    threshold,
    paths: tail.length,
    meanBookNpv: mean(tail.map((path) => bookNpv[path] ?? 0)),
    drivers: ranked.map(({ driver }, rank) => ({ id: driver.id, rank: rank + 1, shortfall: driver.shortfall, share: driver.share })),
  };
}

/**
 * The result of every path of a prepared book (docs/portfolio-stress.md section 6), from its chunks in any order:
 * they are put in path order and must cover 0 … N − 1 exactly (else it throws), so any split gives the same JSON.
 * A non-finite figure fails with the engine's nonFinite rule on `stress.volatility` (code 1012).
 */
export function summarizeStress(prepared: PreparedStress, chunks: readonly StressChunk[]): StressSummary {
  const ordered = inPathOrder(prepared, chunks);
  const loanNpvs = prepared.loans.map((_, index) => joined(ordered, (chunk) => chunk.projectNpv, index));
  if (hasNonFinite(loanNpvs) || ordered.some((chunk) => hasNonFinite(chunk.maxCureAmount)))
    throw new KeelsonError(1012, { errors: [fieldError('stress.volatility', { rule: 'nonFinite' })] });
  const bookNpv = Array.from({ length: prepared.parameters.paths }, (_, path) => {
    let sum = 0;
    for (const npv of loanNpvs) sum += npv[path] ?? 0;
    return sum;
  });
  let baseBookNpv = 0;
  for (const loan of prepared.loans) baseBookNpv += loan.base.projectNpv;
  return {
    method: 'keelson-portfolio-stress-1',
    parameters: structuredClone(prepared.parameters),
    currency: prepared.currency,
    bookStart: formatDate(prepared.bookStart),
    segments: prepared.segments.map((name) => ({ name, loans: prepared.loans.filter((loan) => loan.segment === name).length })),
    correlation: prepared.correlation.map((row) => [...row]),
    bookNpv: { base: baseBookNpv, statistics: outputStatistics(bookNpv), histogram: histogram(bookNpv) },
    loansInBreach: Array.from({ length: prepared.bookYears }, (_, index) =>
      bookYearSummary({ prepared, year: index + 1, counts: joined(ordered, (chunk) => chunk.loansInBreach, index) }),
    ),
    loans: prepared.loans.map((loan, index) =>
      loanSummary({
        loan,
        npv: loanNpvs[index] ?? [],
        breaches: joined(ordered, (chunk) => chunk.breaches, index),
        cures: joined(ordered, (chunk) => chunk.maxCureAmount, index),
      }),
    ),
    tail: tailDrivers({ prepared, bookNpv, loanNpvs }),
  };
}
