import { calculate } from '@keelson/core';
import { workedExampleV3Cashflow } from '@keelson/core/examples';
import { describe, expect, it } from 'vitest';
import { covenantLevels, drawdownLeverage } from './covenant-levels';
import { headroomRows, testDateRows } from './covenant-rows';

function baseResult() {
  const outcome = calculate(workedExampleV3Cashflow);
  if (!outcome.ok || outcome.results[0] === undefined) throw new Error('the second worked example does not calculate');
  return outcome.results[0];
}

describe('covenantLevels', () => {
  it('takes the minimum value clause default of 1.3 and leaves the other covenants unset when missing', () => {
    expect(covenantLevels({})).toEqual({ minimumValueClause: 1.3, dscrCovenant: null, minimumLiquidityCovenantCurr: null });
    expect(covenantLevels(workedExampleV3Cashflow)).toEqual({ minimumValueClause: 1.8, dscrCovenant: 1.1, minimumLiquidityCovenantCurr: 1_500_000 });
  });

  it('takes the leverage of 60 % when missing', () => {
    expect(drawdownLeverage({})).toBe(0.6);
    expect(drawdownLeverage({ leverage: 0.55 })).toBe(0.55);
  });
});

describe('headroomRows', () => {
  it('writes the second worked example: every covenant breached at some test date', () => {
    const result = baseResult();
    const rows = headroomRows(result.covenantTests, covenantLevels(workedExampleV3Cashflow), 'USD');
    expect(rows.map((row) => row.covenant)).toEqual(['minimumValueClause', 'dscrCovenant', 'minimumLiquidityCovenantCurr']);
    // Cover 16,342,235 / 9,256,027 = 1.7656 on 2027-01-01, (1.7656 − 1.8) / 1.8 = −1.91 % of the clause.
    expect(rows[0]).toEqual({
      covenant: 'minimumValueClause',
      level: '1.80×',
      date: '2027-01-01',
      value: '1.77×',
      headroom: '-1.91%',
      breached: true,
      firstBreach: '2027-01-01',
    });
    // The trailing DSCR's minimum is core's minTrailingDscr, 0.52× against 1.10×.
    expect(rows[1]).toMatchObject({ level: '1.10×', value: '0.52×', headroom: '-0.58×', breached: true, firstBreach: '2028-10-01' });
    expect(rows[2]).toMatchObject({ level: '$1,500,000', breached: true, firstBreach: '2027-01-01' });
  });

  it('shows only the minimum value clause when no other covenant is set', () => {
    const result = baseResult();
    expect(headroomRows(result.covenantTests, covenantLevels({}), 'USD').map((row) => row.covenant)).toEqual(['minimumValueClause']);
  });
});

describe('testDateRows', () => {
  it('writes each test date with the covenants it breaches', () => {
    const [first, second] = testDateRows(baseResult().covenantTests, 'USD');
    expect(first).toEqual({
      date: '2027-01-01',
      debt: '$9,256,027',
      marketValue: '$16,342,235',
      securityCover: '1.77×',
      trailingDscr: '1.65×',
      liquidity: '$1,490,262',
      breaches: ['minimumValueClause', 'minimumLiquidityCovenantCurr'],
    });
    expect(second?.breaches).toEqual(['minimumValueClause']);
  });
});
