import { describe, expect, it } from 'vitest';
import { addDays, parseDate } from '../dates/day-number';
import { rowCount, rowOf, version2Answers, type RecordedValue, type Version2Answer } from '../../examples/version-2-answers';
import { calculate } from './calculate';
import type { ScenarioResult } from './result-types';

/**
 * docs/spec/calculation.md, opening paragraph: a cashflow that uses none of version 3's new inputs and has no docking in
 * its last twelve months keeps version 2's figures except covenantBreachDate (a new meaning), the last period's and
 * year's liquidity (they receive the sale at EOL, so minLiquidity and liquidityShortfallDate may move), a year's dscr,
 * minDscr and avgDscr where a loan starts or ends inside a year, maxBalloonLtv with a tranche maturing after EOL, and
 * equityIrr when the loans pay the whole price. The version-2 answers are recorded from the engine of commit 861d060
 * by core/scripts/record-v2-answers.ts (40 seeded cashflows, every scenario); here version 3 calculates the same
 * cashflows, every number of version 2's answer must be equal within 1e-9 × max(|x|, 1) (dates, texts and nulls
 * exactly) except those figures, and each of those is checked against what section 12 says it becomes, computed from
 * version 2's own periods and the inputs.
 */

const tolerance = 1e-9;
const close = (actual: number, expected: number, scale = Math.abs(expected)) => Math.abs(actual - expected) <= tolerance * Math.max(scale, 1);
/** The unchanged numbers compared, and the largest difference among them relative to max(|x|, 1). */
const unchanged = { numbers: 0, largest: 0 };

/** What version 3 may change, by where it is; everything else of version 2's answer must stay. */
const changedKpis = new Set([
  'covenantBreachDate',
  'minLiquidity',
  'liquidityShortfallDate',
  'minDscr',
  'avgDscr',
  'maxBalloonLtv',
  'equityIrr',
  'equityIrrRoots',
]);

function same(actual: unknown, expected: RecordedValue | undefined, where: string, mismatches: string[]): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    unchanged.numbers += 1;
    unchanged.largest = Math.max(unchanged.largest, Math.abs(actual - expected) / Math.max(Math.abs(expected), 1));
    if (!close(actual, expected)) mismatches.push(`${where}: ${String(actual)} ≠ version 2's ${String(expected)}`);
  } else if (Array.isArray(expected) && Array.isArray(actual)) {
    if (actual.length !== expected.length) mismatches.push(`${where}: ${actual.length} entries ≠ version 2's ${expected.length}`);
    expected.forEach((entry, index) => {
      const mine: unknown = actual[index];
      for (const [key, value] of Object.entries(entry)) {
        same(
          typeof mine === 'object' && mine !== null ? (mine as Record<string, unknown>)[key] : undefined,
          value as RecordedValue,
          `${where}[${index}].${key}`,
          mismatches,
        );
      }
    });
  } else if (actual !== expected) {
    mismatches.push(`${where}: ${JSON.stringify(actual)} ≠ version 2's ${JSON.stringify(expected)}`);
  }
}

const day = (text: string) => {
  const parsed = parseDate(text);
  if (parsed === null) throw new Error(`not a date: ${text}`);
  return parsed;
};
const numberOf = (value: RecordedValue | undefined): number => {
  if (typeof value !== 'number') throw new Error(`not a number: ${JSON.stringify(value)}`);
  return value;
};
const textOf = (value: RecordedValue | undefined): string => {
  if (typeof value !== 'string') throw new Error(`not a text: ${JSON.stringify(value)}`);
  return value;
};

/** How often each changed figure did change in the sample: the test must see every kind of change it checks. */
const seen = {
  lastLiquidity: 0,
  minLiquidity: 0,
  shortfallDate: 0,
  yearDscr: 0,
  minDscr: 0,
  avgDscr: 0,
  maxBalloonLtv: 0,
  equityIrr: 0,
  covenantBreachDate: 0,
};

/** Every figure of one scenario: version 2's unchanged, the named ones as section 12 describes. */
function compareScenario(options: { v2: Version2Answer; v3: ScenarioResult; cashflow: Record<string, unknown>; where: string }): string[] {
  const { v2, v3, cashflow, where } = options;
  const mismatches: string[] = [];
  const periodCount = rowCount(v2.periods);
  const yearCount = rowCount(v2.years);
  const lastPeriod = periodCount - 1;
  const lastYear = yearCount - 1;
  const v2Period = (index: number) => rowOf(v2.periods, index);
  const V = textOf(v2.periods.start?.[0] ?? null);

  // The purchase is at V (no purchase date after it): T = V, no period pays an acquisition.
  expect(v3.derived.acquisitionDate, where).toBe(V);
  expect(v3.periods.every((period) => period.acquisition === 0) && v3.years.every((year) => year.acquisition === 0), where).toBe(true);

  // Derived values: every one of version 2's is unchanged (version 3 only adds some).
  for (const [key, value] of Object.entries(v2.derived)) same((v3.derived as Record<string, unknown>)[key], value, `${where} derived.${key}`, mismatches);

  // Periods: every column of version 2, except the last period's liquidity.
  expect(v3.periods.length, where).toBe(periodCount);
  for (const [key, values] of Object.entries(v2.periods)) {
    values.forEach((value, index) => {
      if (key === 'liquidity' && index === lastPeriod) return;
      same((v3.periods[index] as Record<string, unknown> | undefined)?.[key], value, `${where} periods[${index}].${key}`, mismatches);
    });
  }
  // Years: every column, except the last year's liquidity and the dscr.
  expect(v3.years.length, where).toBe(yearCount);
  for (const [key, values] of Object.entries(v2.years)) {
    values.forEach((value, index) => {
      if ((key === 'liquidity' && index === lastYear) || key === 'dscr') return;
      same((v3.years[index] as Record<string, unknown> | undefined)?.[key], value, `${where} years[${index}].${key}`, mismatches);
    });
  }
  // Key figures: every one but the named.
  for (const [key, value] of Object.entries(v2.kpis)) {
    if (!changedKpis.has(key)) same((v3.kpis as Record<string, unknown>)[key], value, `${where} kpis.${key}`, mismatches);
  }

  // §7: the last liquidity receives the sale at EOL, residualValueAtEndOfLife − Σ out_i(EOL); Σ out_i(EOL) is the last
  // period's debtOutstanding (the balance before that repayment, section 6).
  const residualAtEnd = numberOf(v2.derived.residualValueAtEndOfLife);
  const owedAtEnd = numberOf(v2Period(lastPeriod).debtOutstanding);
  const v2Last = numberOf(v2Period(lastPeriod).liquidity);
  const expectedLast = v2Last + residualAtEnd - owedAtEnd;
  const scale = Math.max(Math.abs(v2Last), Math.abs(residualAtEnd), Math.abs(owedAtEnd));
  if (!close(v3.periods[lastPeriod]?.liquidity ?? Number.NaN, expectedLast, scale))
    mismatches.push(`${where}: last liquidity ${v3.periods[lastPeriod]?.liquidity} ≠ ${expectedLast}`);
  if (v3.years[lastYear]?.liquidity !== v3.periods[lastPeriod]?.liquidity) mismatches.push(`${where}: the last year's liquidity is not the last period's`);
  if (residualAtEnd !== owedAtEnd) seen.lastLiquidity += 1;

  // minLiquidity and liquidityShortfallDate over cash(V) and the periods' liquidity, the last one moved. With T = V,
  // cash(V) = E + D_V − TAC = equity − requiredEquity; version 2's minimum must agree with it.
  const openingCash = v3.derived.equity - v3.derived.requiredEquity;
  const v2Liquidity = v2.periods.liquidity?.map(numberOf) ?? [];
  const v3Liquidity = v2Liquidity.map((value, index) => (index === lastPeriod ? expectedLast : value));
  same(Math.min(openingCash, ...v2Liquidity), v2.kpis.minLiquidity, `${where} version 2's minLiquidity from cash(V)`, mismatches);
  const expectedMin = Math.min(openingCash, ...v3Liquidity);
  same(v3.kpis.minLiquidity, expectedMin, `${where} kpis.minLiquidity`, mismatches);
  const ends = v2.periods.end?.map(textOf) ?? [];
  const shortfallAt = openingCash < 0 ? V : (ends[v3Liquidity.findIndex((value) => value < 0)] ?? null);
  same(v3.kpis.liquidityShortfallDate, shortfallAt, `${where} kpis.liquidityShortfallDate`, mismatches);
  if (v3.kpis.minLiquidity !== v2.kpis.minLiquidity) seen.minLiquidity += 1;
  if (v3.kpis.liquidityShortfallDate !== v2.kpis.liquidityShortfallDate) seen.shortfallDate += 1;

  // §5, §8: a year's dscr over its periods that carry debt service; avgDscr over all such periods; minDscr the years' least.
  const cfads = v2.periods.cfads?.map(numberOf) ?? [];
  const debtService = v2.periods.debtService?.map(numberOf) ?? [];
  const starts = v2.periods.start?.map(textOf) ?? [];
  const serviced = (from: string, to: string) => {
    let flow = 0;
    let service = 0;
    let carrying = 0;
    let all = 0;
    starts.forEach((start, index) => {
      if (start < from || start >= to) return;
      all += 1;
      if ((debtService[index] ?? 0) <= 0) return;
      carrying += 1;
      flow += cfads[index] ?? 0;
      service += debtService[index] ?? 0;
    });
    return { dscr: carrying === 0 ? null : flow / service, whole: carrying === all || carrying === 0 };
  };
  const yearDscrs: number[] = [];
  for (let index = 0; index < yearCount; index += 1) {
    const year = rowOf(v2.years, index);
    const { dscr, whole } = serviced(textOf(year.start), textOf(year.end));
    const mine = v3.years[index]?.dscr ?? null;
    if (dscr === null ? mine !== null : mine === null || !close(mine, dscr)) mismatches.push(`${where} years[${index}].dscr: ${mine} ≠ ${dscr}`);
    // A year whose periods all carry debt service (or none does) keeps version 2's dscr.
    if (whole) same(mine, year.dscr ?? null, `${where} years[${index}].dscr (every period serviced)`, mismatches);
    else if (mine !== year.dscr) seen.yearDscr += 1;
    if (dscr !== null) yearDscrs.push(dscr);
  }
  same(v3.kpis.minDscr, yearDscrs.length === 0 ? null : Math.min(...yearDscrs), `${where} kpis.minDscr`, mismatches);
  same(v3.kpis.avgDscr, serviced('0000-00-00', '9999-99-99').dscr, `${where} kpis.avgDscr`, mismatches);
  if (v3.kpis.minDscr !== v2.kpis.minDscr) seen.minDscr += 1;
  if (v3.kpis.avgDscr !== v2.kpis.avgDscr) seen.avgDscr += 1;

  // §8 maxBalloonLtv: version 2's balloons of tranches maturing by EOL, and now what a tranche maturing after EOL owes at
  // EOL against the value then (the residual value, when > 0): out(EOL) = P × days(EOL, t2) / days(t0, t2).
  const endOfLife = day(textOf(v2.derived.endOfUsefulLifeDate));
  const residual = numberOf(v2.derived.residualValue);
  const inputs = (Array.isArray(cashflow.tranches) ? cashflow.tranches : []) as Record<string, unknown>[];
  const afterLife = v3.derived.tranches.flatMap((tranche, index) => {
    if (!tranche.maturesAfterEndOfLife || residual <= 0) return [];
    const input = inputs[index] ?? {};
    const start = typeof input.disbursementDate === 'string' ? day(input.disbursementDate) : day(V);
    const profileEnd = addDays(start, Math.floor(365 * tranche.amortizationYears + 0.5));
    const owed = (Number(input.value) * (profileEnd - endOfLife)) / (profileEnd - start);
    return [owed / residual];
  });
  const v2Balloon = v2.kpis.maxBalloonLtv;
  const candidates = [...(typeof v2Balloon === 'number' ? [v2Balloon] : []), ...afterLife];
  same(v3.kpis.maxBalloonLtv, candidates.length === 0 ? null : Math.max(...candidates), `${where} kpis.maxBalloonLtv`, mismatches);
  if (afterLife.length === 0) same(v3.kpis.maxBalloonLtv, v2Balloon, `${where} kpis.maxBalloonLtv (no tranche after EOL)`, mismatches);
  if (v3.kpis.maxBalloonLtv !== v2Balloon) seen.maxBalloonLtv += 1;

  // §8 equityIrr: null with no root when the loans pay the whole price (TAC − D_T ≤ 0), else version 2's.
  if (v3.derived.requiredEquity <= 0) {
    expect({ irr: v3.kpis.equityIrr, roots: v3.kpis.equityIrrRoots }, `${where} equityIrr`).toEqual({ irr: null, roots: 0 });
    if (v2.kpis.equityIrr !== null) seen.equityIrr += 1;
  } else {
    same(v3.kpis.equityIrr, v2.kpis.equityIrr, `${where} kpis.equityIrr`, mismatches);
    same(v3.kpis.equityIrrRoots, v2.kpis.equityIrrRoots, `${where} kpis.equityIrrRoots`, mismatches);
  }

  // §8a covenantBreachDate: the first test date (every sixth period end after T and before EOL with debt outstanding) at
  // which linear value / debt < 1.30, the default minimum value clause; from version 2's own periods.
  const testIndices = v3Liquidity
    .map((_, index) => index)
    .filter((index) => (index + 1) % 6 === 0 && ends[index] !== undefined && day(ends[index] ?? '') < endOfLife);
  const tested = testIndices.filter((index) => numberOf(v2Period(index).debtOutstanding) > 0);
  expect(
    v3.covenantTests.map((test) => test.date),
    `${where} test dates`,
  ).toEqual(tested.map((index) => ends[index]));
  const breach = tested.find((index) => {
    const value = numberOf(v2Period(index).linearValue);
    return value <= 0 || value / numberOf(v2Period(index).debtOutstanding) < 1.3;
  });
  same(v3.kpis.covenantBreachDate, breach === undefined ? null : (ends[breach] ?? null), `${where} kpis.covenantBreachDate`, mismatches);
  if (v3.kpis.covenantBreachDate !== v2.kpis.covenantBreachDate) seen.covenantBreachDate += 1;

  return mismatches;
}

describe('version 3 against version 2 (docs/spec/calculation.md, opening paragraph and section 12)', () => {
  const answers = version2Answers();

  it('was recorded from the version-2 engine for 40 cashflows without the new inputs and without a docking in their last year', () => {
    expect(answers).toMatchObject({ method: 2, commit: '861d060b92b1acc0411cbd35d7a0da2ecca5c440' });
    expect(answers.cases).toHaveLength(40);
    for (const { cashflow } of answers.cases) {
      for (const field of ['minimumValueClause', 'dscrCovenant', 'minimumLiquidityCovenantCurr', 'covenantTestMonths']) expect(cashflow[field]).toBeUndefined();
      const purchase = cashflow.purchaseDate;
      if (typeof purchase === 'string') expect(purchase <= String(cashflow.valuationDate)).toBe(true);
    }
  });

  it('changes no figure but those the method names, and those as section 12 describes', () => {
    const mismatches: string[] = [];
    let scenarios = 0;
    answers.cases.forEach(({ cashflow, results: v2Results }, caseIndex) => {
      const outcome = calculate(structuredClone(cashflow));
      if (!outcome.ok) throw new Error(`case ${caseIndex + 1}: version 3 refuses it: ${JSON.stringify(outcome.errors)}`);
      expect(outcome.results.map((result) => result.name ?? result.scenario)).toEqual(v2Results.map((result) => result.name ?? result.scenario));
      // No docking in the last twelve months: every docking cost of version 2 is paid in version 3 too (checked above
      // with every period), and none of version 2's fell there.
      v2Results.forEach((v2, index) => {
        const v3 = outcome.results[index];
        if (v3 === undefined) throw new Error('one result per scenario');
        mismatches.push(...compareScenario({ v2, v3, cashflow, where: `case ${caseIndex + 1} ${v2.name ?? v2.scenario}` }));
        scenarios += 1;
      });
    });
    expect(mismatches.slice(0, 20)).toEqual([]);
    expect(scenarios).toBeGreaterThanOrEqual(80);
    // The sample exercises every change it checks.
    process.stdout.write(
      `version 2 → 3 over ${scenarios} scenario results: ${unchanged.numbers} numbers compared (unchanged ones and recomputed changes), largest relative difference ${unchanged.largest.toExponential(2)}; changed as section 12 says: ${JSON.stringify(seen)}\n`,
    );
    for (const [figure, count] of Object.entries(seen)) expect(count, figure).toBeGreaterThan(0);
  });
});
