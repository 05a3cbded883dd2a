import { describe, expect, it } from 'vitest';
import { keyFigureNames, keyFigureNullReasons, keyFigures, shownStep, type KeyFigureName } from './key-figure-catalogue';
import type { Kpis } from './result-types';
import { calculateValid, exampleCashflow, newBuildCashflow } from '../test-support/cashflows';

const sorted = (names: Iterable<string>) => [...names].sort();

const [firstTranche] = exampleCashflow().tranches as Record<string, unknown>[];
/** Cashflows whose figures core leaves null for each reason: no debt, no income and no scrap value, all debt, never on hire. */
const cashflows = {
  workedExample: exampleCashflow(),
  newBuild: { ...newBuildCashflow },
  noDebt: exampleCashflow({ tranches: [] }),
  noIncome: exampleCashflow({ currentTimeCharterCurr: 0, averageTimeCharterCurr: 0, expectedFutureCharterCurr: 0, steelPricePerTonCurr: 0 }),
  allDebt: exampleCashflow({ tranches: [{ ...firstTranche, value: 20_000_000 }] }),
  neverOnHire: exampleCashflow({ offHireDaysPerYear: 365 }),
};
const kpisOf = (cashflow: Record<string, unknown>): Kpis[] => calculateValid(cashflow).map((result) => result.kpis);
const allKpis = Object.values(cashflows).flatMap(kpisOf);

describe('the key-figure catalogue', () => {
  it('has an entry for every figure core calculates, and none it does not', () => {
    for (const kpis of allKpis) expect(sorted(keyFigureNames)).toEqual(sorted(Object.keys(kpis)));
    expect(sorted(Object.keys(keyFigures))).toEqual(sorted(keyFigureNames));
  });

  it('lists the figures in the order of the exports’ Key figures sheet', () => {
    expect(keyFigureNames).toEqual([
      ...['dcfValue', 'projectNpv', 'projectIrr', 'projectIrrRoots', 'equityNpv', 'equityIrr', 'equityIrrRoots', 'minDscr', 'avgDscr'],
      ...['maxLtv', 'maxBalloonLtv', 'covenantBreachDate', 'minSecurityCover', 'maxCureAmount', 'minTrailingDscr'],
      ...['dscrCovenantBreachDate', 'liquidityCovenantBreachDate', 'minLiquidity', 'liquidityShortfallDate', 'breakevenCharterRate'],
      ...['avgCashBreakevenRate', 'maxCashBreakevenRate', 'paybackDate', 'discountedPaybackDate'],
    ]);
  });

  it('gives a figure core leaves null a reason, and measures a date as a date and a number as a number', () => {
    const nullWithoutReason = new Set<KeyFigureName>();
    for (const kpis of allKpis) {
      for (const name of keyFigureNames) {
        const value = kpis[name];
        if (value === null && keyFigures[name].nullReason === null) nullWithoutReason.add(name);
        if (value !== null) expect([name, typeof value]).toEqual([name, keyFigures[name].unit === 'date' ? 'string' : 'number']);
      }
    }
    expect([...nullWithoutReason]).toEqual([]);
    // The cashflows above meet every reason but one: a linear value never above zero, which no ship with a price has.
    const nullNames = new Set(allKpis.flatMap((kpis) => keyFigureNames.filter((name) => kpis[name] === null)));
    expect(sorted(nullNames)).toEqual(sorted(keyFigureNames.filter((name) => keyFigures[name].nullReason !== null && name !== 'maxLtv')));
  });

  it('says which way each figure is better: more value, return, cover and cash; less loan-to-value and break-even; an earlier payback', () => {
    const better = (direction: 'higher' | 'lower' | 'none') => keyFigureNames.filter((name) => keyFigures[name].better === direction);
    expect(better('higher')).toEqual([
      ...['dcfValue', 'projectNpv', 'projectIrr', 'equityNpv', 'equityIrr', 'minDscr', 'avgDscr', 'minSecurityCover', 'minTrailingDscr'],
      'minLiquidity',
    ]);
    expect(better('lower')).toEqual([
      'maxLtv',
      'maxBalloonLtv',
      'maxCureAmount',
      'breakevenCharterRate',
      'avgCashBreakevenRate',
      'maxCashBreakevenRate',
      'paybackDate',
      'discountedPaybackDate',
    ]);
    expect(better('none')).toEqual([
      ...['projectIrrRoots', 'equityIrrRoots', 'covenantBreachDate', 'dscrCovenantBreachDate', 'liquidityCovenantBreachDate'],
      'liquidityShortfallDate',
    ]);
  });

  it('writes money in whole units, rates to two decimals of a percent with changes in percentage points, ratios to two decimals', () => {
    expect(keyFigures.dcfValue).toMatchObject({ unit: 'money', format: { decimals: 0, change: 'difference' } });
    expect(keyFigures.projectIrr).toMatchObject({ unit: 'percent', format: { decimals: 2, change: 'percentagePoints' } });
    expect(keyFigures.minDscr).toMatchObject({ unit: 'ratio', format: { decimals: 2, change: 'difference' } });
    expect(keyFigures.breakevenCharterRate).toMatchObject({ unit: 'moneyPerDay', format: { decimals: 0, change: 'difference' } });
    expect(keyFigures.paybackDate).toMatchObject({ unit: 'date', format: { change: null } });
    expect(keyFigures.projectIrrRoots).toMatchObject({ unit: 'count', format: { decimals: 0, change: null } });
    expect([shownStep('dcfValue'), shownStep('minDscr'), shownStep('projectIrr')]).toEqual([1, 0.01, 0.0001]);
  });

  it('names the keys of its texts after the figure: a label and explanation for the screens, a label for the exports, a null reason', () => {
    expect(keyFigures.minDscr).toMatchObject({
      name: 'minDscr',
      labelKey: 'cashflowResults.figures.minDscr.label',
      explanationKey: 'cashflowResults.figures.minDscr.explanation',
      exportLabelKey: 'assessments.export.kpis.minDscr',
      nullReasonKey: 'cashflowResults.figures.noDebtService',
    });
    expect(keyFigures.projectIrrRoots).toMatchObject({ labelKey: null, explanationKey: null, exportLabelKey: 'assessments.export.kpis.projectIrrRoots' });
    expect(keyFigures.dcfValue.nullReasonKey).toBeNull();
    for (const name of keyFigureNames) {
      const { nullReason, nullReasonKey } = keyFigures[name];
      expect(nullReasonKey).toBe(nullReason === null ? null : keyFigureNullReasons[nullReason]);
    }
    // Only the exports show the roots' counts as figures; the dates of a breach or a shortfall are the cards' judgements.
    expect(keyFigureNames.filter((name) => !keyFigures[name].onScreen)).toEqual([
      ...['projectIrrRoots', 'equityIrrRoots', 'covenantBreachDate'],
      ...['dscrCovenantBreachDate', 'liquidityCovenantBreachDate', 'liquidityShortfallDate'],
    ]);
  });
});
