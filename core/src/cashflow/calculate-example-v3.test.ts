import { describe, expect, it } from 'vitest';
import { workedExampleV3, workedExampleV3Mismatches } from '../../examples';
import { calculate } from './calculate';
import { calculateValid, workedExample } from '../test-support/cashflows';

describe('the second worked example of docs/spec/calculation.md section 10 (version 3)', () => {
  const results = calculateValid(workedExampleV3.input);
  const [base] = results;

  it('gives the two scenarios in order, each with its covenant tests', () => {
    expect(results.map((result) => result.scenario)).toEqual(['base', 'longTermAverage']);
    for (const [index, expected] of workedExampleV3.expected.entries()) {
      expect(results[index]?.years).toHaveLength(expected.years.length);
      expect(results[index]?.covenantTests).toHaveLength(28);
    }
  });

  it('reproduces every value the fixture lists, within 1e-9 × max(|x|, 1): derived, kpis, first periods, years and covenant tests', () => {
    expect(workedExampleV3Mismatches(results)).toEqual([]);
  });

  it('notices a covenant test that is off', () => {
    const off = structuredClone(results);
    const test = off[0]?.covenantTests[3];
    if (test !== undefined) test.liquidityCovenantBreached = !test.liquidityCovenantBreached;
    expect(workedExampleV3Mismatches(off)).toEqual([expect.stringMatching(/^0\.covenantTests\.3\.liquidityCovenantBreached: expected/)]);
  });

  it('checks by hand: the sources and uses of the purchase on 2026-10-15', () => {
    expect(base?.derived.acquisitionDate).toBe('2026-10-15');
    // TAC = 16.85 m + 1 % commission + 50 000 = 17.0685 m; both loans, 6.5 m + 3 m, are drawn at T.
    expect(base?.derived.debtAtAcquisition).toBe(9_500_000);
    expect(base?.derived.requiredEquity).toBe(17_068_500 - 9_500_000);
    // E = 8 m fresh liquidity + 0.5 m cash reserve + 0.25 m dry-docking reserve covers the 7.5685 m.
    expect(base?.derived.equityShortfall).toBe(0);
    expect(base?.derived.ltvAtAcquisition).toBeCloseTo(9_500_000 / 16_850_000, 15);
    // Drawn at T: the 7-year loan matures 2 555 days later.
    expect(base?.derived.tranches[0]?.maturityDate).toBe('2033-10-13');
  });

  it('checks by hand: the first covenant test date, 2027-01-01, breaches the minimum value clause of 1.8 and the liquidity covenant', () => {
    const first = base?.covenantTests[0];
    expect(first?.date).toBe('2027-01-01');
    // 78 days since T: 6.5 m along its 4 380-day profile and 3 m along 1 825 days.
    const debt = (6_500_000 * (4380 - 78)) / 4380 + (3_000_000 * (1825 - 78)) / 1825;
    // 184 of the 3 910 days from V to EOL: 16.85 m less that share of (16.85 m − 6.06 m).
    const marketValue = 16_850_000 - (10_790_000 * 184) / 3910;
    expect(first?.debtOutstanding).toBeCloseTo(debt, 6);
    expect(first?.marketValue).toBeCloseTo(marketValue, 6);
    // 16.342 m / 9.256 m = 1.766 < 1.8: a prepayment of 9.256 m − 16.342 m / 1.8 = 177 008 restores the clause.
    expect(first?.securityCover).toBeCloseTo(marketValue / debt, 12);
    expect(first?.cureAmount).toBeCloseTo(debt - marketValue / 1.8, 6);
    expect(first).toMatchObject({ minimumValueClauseBreached: true, dscrCovenantBreached: false, liquidityCovenantBreached: true });
    // 1.49 m of cash against the 1.5 m the covenant requires.
    expect(first?.liquidity).toBeLessThan(1_500_000);
    expect(base?.kpis).toMatchObject({ covenantBreachDate: '2027-01-01', liquidityCovenantBreachDate: '2027-01-01' });
    // The quarterly date before it, 2026-10-01, lies before T.
    expect(base?.periods[2]?.end).toBe('2026-10-01');
  });

  it('checks by hand: the trailing DSCR that first breaches the covenant of 1.1, on 2028-10-01', () => {
    const index = base?.periods.findIndex((period) => period.end === '2028-10-01') ?? -1;
    const twelve = (base?.periods ?? []).slice(index - 11, index + 1).filter((period) => period.debtService > 0);
    // The docking of 2028-09-10 costs 1.2 m × 1.02² in the window: its cash flow falls below its debt service.
    const ratio = twelve.reduce((sum, period) => sum + period.cfads, 0) / twelve.reduce((sum, period) => sum + period.debtService, 0);
    const test = base?.covenantTests.find((candidate) => candidate.date === '2028-10-01');
    expect(test?.trailingDscr).toBeCloseTo(ratio, 12);
    expect(ratio).toBeLessThan(1.1);
    expect(base?.kpis.dscrCovenantBreachDate).toBe('2028-10-01');
  });

  it('checks by hand: the survey due 2036-09-10, six months before the scrapping on 2037-03-15, is not performed', () => {
    expect(base?.years.at(-1)?.docking).toBe(0);
    expect(base?.periods.filter((period) => period.docking > 0).map((period) => period.start)).toEqual(['2028-09-01', '2032-09-01']);
  });

  it('is what calculate() answers for it', () => {
    expect(calculate(workedExampleV3.input)).toEqual({ ok: true, results });
  });
});

describe('the first worked example in version 3: of its version 2 figures only the last liquidity changes', () => {
  const [base] = calculateValid(workedExample.input);

  it('the last period receives the sale at EOL; no debt is left to repay from it', () => {
    const [before, last] = base?.periods.slice(-2) ?? [];
    expect(last?.debtOutstanding).toBe(0);
    // 2037-03-01 … 2037-03-15: 14/360 of 2 % on the cash, the period's equity cash flow, and the residual value at EOL.
    const withoutSale = (before?.liquidity ?? 0) * (1 + 0.02 * (14 / 360)) + (last?.equityCashflow ?? 0);
    expect(last?.liquidity).toBeCloseTo(withoutSale + (base?.derived.residualValueAtEndOfLife ?? 0), 4);
    expect(base?.years.at(-1)?.liquidity).toBe(last?.liquidity);
  });
});
