import { describe, expect, it } from 'vitest';
import { covenantHeadroom } from './covenant-headroom';
import type { CovenantTest } from './result-types';

/** A test date with a debt of 10 m: the cover is the market value over 10 m. */
function test(date: string, marketValue: number, trailingDscr: number | null, liquidity: number): CovenantTest {
  const securityCover = marketValue / 10_000_000;
  return {
    date,
    debtOutstanding: 10_000_000,
    marketValue,
    securityCover,
    cureAmount: Math.max(0, 10_000_000 - marketValue / 1.3),
    trailingDscr,
    liquidity,
    minimumValueClauseBreached: securityCover < 1.3,
    dscrCovenantBreached: trailingDscr !== null && trailingDscr < 1.2,
    liquidityCovenantBreached: liquidity < 500_000,
  };
}

const first = test('2027-01-12', 15_600_000, null, 900_000);
const tests = [first, test('2027-07-12', 13_000_000, 1.1, 400_000), test('2028-01-12', 14_300_000, 1.0, 700_000)];

describe('covenantHeadroom', () => {
  it('gives each covenant at its tightest test date, with its first breach', () => {
    const [cover, dscr, liquidity] = covenantHeadroom({ tests, levels: { minimumValueClause: 1.3, dscrCovenant: 1.2, minimumLiquidityCovenantCurr: 500_000 } });
    // Cover 1.3 on 2027-07-12: exactly the clause, a headroom of 0 and no breach; 1.56 is 20 % above it.
    expect(cover).toEqual({ covenant: 'minimumValueClause', level: 1.3, tightestDate: '2027-07-12', value: 1.3, headroom: 0, firstBreachDate: null });
    // The DSCR is tightest at 1.0 (0.2 below 1.2), first breached at 1.1; the first date has no trailing DSCR.
    expect(dscr?.tightestDate).toBe('2028-01-12');
    expect(dscr?.headroom).toBeCloseTo(-0.2, 12);
    expect(dscr?.firstBreachDate).toBe('2027-07-12');
    expect(liquidity).toEqual({
      covenant: 'minimumLiquidityCovenantCurr',
      level: 500_000,
      tightestDate: '2027-07-12',
      value: 400_000,
      headroom: -100_000,
      firstBreachDate: '2027-07-12',
    });
  });

  it('gives the security cover headroom as a share of the clause', () => {
    const [cover] = covenantHeadroom({ tests: [first], levels: { minimumValueClause: 1.3, dscrCovenant: null, minimumLiquidityCovenantCurr: null } });
    expect(cover?.headroom).toBeCloseTo(0.2, 12);
  });

  it('leaves out a covenant that is not set or has nothing tested', () => {
    const levels = { minimumValueClause: 1.3, dscrCovenant: 1.2, minimumLiquidityCovenantCurr: null };
    expect(covenantHeadroom({ tests: [first], levels }).map((entry) => entry.covenant)).toEqual(['minimumValueClause']);
    expect(covenantHeadroom({ tests: [], levels })).toEqual([]);
  });
});
