import { calculate, covenantHeadroom, type Cashflow, type ScenarioResult } from '@keelson/core';
import { workedExampleV3Cashflow } from '@keelson/core/examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { drawdownCheck } from '../results/covenant-rows';
import { memoCovenantRows, memoLoanTerms, memoTestFrequency } from './memo-financing';
import { scenarioDefinition, scenarioDefinitions } from './memo-scenarios';

const t = i18n.t;

function baseOf(cashflow: Cashflow): ScenarioResult {
  const outcome = calculate(cashflow);
  if (!outcome.ok || outcome.results[0] === undefined) throw new Error('the cashflow calculates');
  return outcome.results[0];
}

// The second worked example: bought on 2026-10-15, two tranches drawn then, a minimum value clause of 1.8, a DSCR
// covenant of 1.10 and a liquidity covenant of 1.5m, tested every three months.
const example = workedExampleV3Cashflow;
const base = baseOf(example);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('memoLoanTerms', () => {
  it("writes each tranche's amount, drawdown, rates, tenor and maturity, profile and balloon", () => {
    const [first, second] = memoLoanTerms(example.tranches, base, example.currency, t);
    // 6.5m over 7 years along a 12-year profile: 5/12 … the balloon is core's B = P × days(t1, t2) / days(t0, t2).
    const balloon = base.derived.tranches[0]?.balloon ?? Number.NaN;
    expect(balloon).toBeGreaterThan(0);
    expect(first).toEqual({
      number: 1,
      amount: '$6,500,000',
      drawn: '2026-10-15',
      rate: '4.00% + 2.50% = 6.50%',
      tenor: `7 years, to ${base.derived.tranches[0]?.maturityDate}`,
      profile: 'linear along a 12-year profile',
      balloon: `$${Math.round(balloon).toLocaleString('en-US')}`,
      maturesAfterEndOfLife: false,
    });
    // 7 × 365 days from the completion: 2033-10-13 (two leap days in between).
    expect(first?.tenor).toBe('7 years, to 2033-10-13');
    expect(second).toMatchObject({
      number: 2,
      amount: '$3,000,000',
      rate: '4.00% + 3.00% = 7.00%',
      tenor: '5 years, to 2031-10-14',
      profile: 'linear, repaid in full by maturity',
      balloon: 'none',
    });
  });

  it('takes the defaults of a missing base rate and margin, and a given disbursement date as it is', () => {
    const cashflow: Cashflow = { ...example, tranches: [{ value: 5_000_000, durationYears: 4, disbursementDate: '2026-11-01' }] };
    const [only] = memoLoanTerms(cashflow.tranches, baseOf(cashflow), cashflow.currency, t);
    expect(only).toMatchObject({ drawn: '2026-11-01', rate: '4.00% + 2.50% = 6.50%', tenor: '4 years, to 2030-10-31' });
    expect(memoLoanTerms([], base, example.currency, t)).toEqual([]);
  });
});

describe('memoCovenantRows', () => {
  it("are the covenant panel's lines of core's covenantHeadroom, with the largest cure amount on the minimum value clause", () => {
    const rows = memoCovenantRows(base, example, example.currency);
    const headroom = covenantHeadroom({
      tests: base.covenantTests,
      levels: { minimumValueClause: 1.8, dscrCovenant: 1.1, minimumLiquidityCovenantCurr: 1_500_000 },
    });
    expect(rows.map((row) => row.covenant)).toEqual(['minimumValueClause', 'dscrCovenant', 'minimumLiquidityCovenantCurr']);
    expect(rows.map((row) => row.breached)).toEqual(headroom.map((entry) => entry.firstBreachDate !== null));
    // The example breaches each covenant on some test date (calculation-example-v3.json).
    expect(rows.every((row) => row.firstBreach !== null)).toBe(true);
    expect(rows[0]?.level).toBe('1.80×');
    expect(rows[0]?.firstBreach).toBe(base.kpis.covenantBreachDate);
    expect(rows[1]?.firstBreach).toBe(base.kpis.dscrCovenantBreachDate);
    expect(rows[2]?.firstBreach).toBe(base.kpis.liquidityCovenantBreachDate);
    expect(rows[0]?.cure).toBe(`$${Math.round(base.kpis.maxCureAmount ?? Number.NaN).toLocaleString('en-US')}`);
    expect(rows.slice(1).map((row) => row.cure)).toEqual([null, null]);
  });

  it('leave out the covenants the agreement does not set; the minimum value clause takes its default of 1.30', () => {
    const cashflow: Cashflow = { ...example, dscrCovenant: null, minimumLiquidityCovenantCurr: null, minimumValueClause: null };
    const rows = memoCovenantRows(baseOf(cashflow), cashflow, cashflow.currency);
    expect(rows.map((row) => [row.covenant, row.level])).toEqual([['minimumValueClause', '1.30×']]);
  });

  it('say how often the covenants are tested', () => {
    expect(memoTestFrequency(3, t)).toMatch(/^Tested every 3 months after the valuation date/);
    expect(memoTestFrequency(1, t)).toMatch(/^Tested every month after/);
    expect(memoTestFrequency(null, t)).toMatch(/^Tested every 6 months after/);
  });
});

describe('drawdownCheck', () => {
  it('compares the LTV at acquisition with the leverage, its default 60 % when missing', () => {
    // 9.5m drawn on a second-hand price of 16.85m: 56.38 %.
    expect(drawdownCheck(base.derived, example, t)).toEqual({
      within: true,
      text: 'Drawdown check: the LTV at acquisition of 56.38% is within the leverage of 60.00%.',
    });
    expect(drawdownCheck(base.derived, { leverage: 0.5 }, t)).toEqual({
      within: false,
      text: 'Drawdown check: the LTV at acquisition of 56.38% is above the leverage of 50.00% the lender grants.',
    });
    expect(drawdownCheck({ ltvAtAcquisition: 0.6 }, {}, t).within).toBe(true);
  });
});

describe('scenarioDefinition', () => {
  it('writes the overrides in the editor order, a change signed, a replacing value as its field is written', () => {
    expect(
      scenarioDefinition(
        { name: 'Stress', overrides: { opexChange: 0.1, charterRateChange: -0.2, baseRateChangeBp: 150, discountRate: 0.08, offHireDaysPerYear: 20 } },
        'USD',
        t,
      ),
    ).toBe(
      'Change of charter rates -20.00%; Change of operating expenses +10.00%; Shift of base rates +150 bp; Off-hire days 20 days a year; Discount rate 8.00%',
    );
    expect(
      scenarioDefinition({ name: 'Rates', overrides: { averageTimeCharterCurr: 12_000, steelPricePerTonCurr: 380, economicUsefulLifeYears: 20 } }, 'USD', t),
    ).toBe('Long-term average rate $12,000/day; Steel price $380/t; Economic useful life 20 years');
  });

  it('says when a scenario changes nothing, an override set back to empty included', () => {
    expect(scenarioDefinition({ name: 'Same', overrides: { opexChange: null } }, 'USD', t)).toBe('no changes to the base case');
  });

  it("keys the definitions as the comparison keys the user scenarios, in core's order", () => {
    const definitions = scenarioDefinitions(
      [
        { name: 'A', overrides: { charterRateChange: 0.05 } },
        { name: 'B', overrides: {} },
      ],
      'EUR',
      t,
    );
    expect([...definitions]).toEqual([
      ['user-0', 'Change of charter rates +5.00%'],
      ['user-1', 'no changes to the base case'],
    ]);
    expect(scenarioDefinitions(null, 'USD', t).size).toBe(0);
  });

  it('speaks German in German', async () => {
    await i18n.changeLanguage('de');
    const text = scenarioDefinition({ name: 'Zins', overrides: { baseRateChangeBp: -50, opexChange: 0.05 } }, 'EUR', t).replaceAll('\u00a0', ' ');
    expect(text).toBe('Änderung der Schiffsbetriebskosten +5,00 %; Verschiebung der Referenzzinsen -50 Bp.');
    await i18n.changeLanguage('en');
  });
});
