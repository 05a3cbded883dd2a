import { calculate, cashflowFields, fieldsOfSection, type ScenarioResult } from '@keelson/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { loadExampleCashflow } from '../model/example-cashflow';
import { memoAssumptions, memoShipLines, type MemoCashflow } from './memo-model';

const t = i18n.t;

function baseOf(cashflow: MemoCashflow): ScenarioResult {
  const outcome = calculate(cashflow);
  if (!outcome.ok || outcome.results[0] === undefined) throw new Error('the cashflow calculates');
  return outcome.results[0];
}

const example = loadExampleCashflow();
const values = (cashflow: MemoCashflow) =>
  Object.fromEntries(memoAssumptions(cashflow, baseOf(cashflow).derived, t).flatMap((group) => group.lines.map((line) => [line.key, line.value])));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('memoShipLines', () => {
  it('names the ship, its type, its IMO number and when it was built', () => {
    expect(memoShipLines(example, 'Bulk carrier (Kamsarmax)', t).map((line) => [line.label, line.value])).toEqual([
      ['Ship name', 'Example Trader'],
      ['Ship type', 'Bulk carrier (Kamsarmax)'],
      ['IMO number', '9395044'],
      ['Built', '2012-03-15'],
    ]);
  });

  it("falls back to the ship type's code, and leaves what is not given null", () => {
    const lines = memoShipLines({ ...example, shipName: '  ', imoNumber: null, constructionDate: null }, null, t);
    expect(lines.map((line) => line.value)).toEqual([null, 'BULK_KAMSARMAX', null, null]);
  });
});

describe('memoAssumptions', () => {
  it("puts the example's charter, costs, financing and valuation in words, with core's derived values", () => {
    const derived = baseOf(example).derived;
    expect(memoAssumptions(example, derived, t).map((group) => group.title)).toEqual(['Charter', 'Running costs', 'Financing', 'Valuation']);
    expect(values(example)).toEqual({
      currentCharter: '$15,250/day until 2027-03-31',
      expectedFutureCharter: '$14,000/day',
      averageCharter: '$13,500/day',
      charterIncrease: '1.00%',
      offHire: '10 days a year',
      opex: '$6,200/day, rising 2.00% a year',
      docking: '$1,200,000 every 5 years, 14 days',
      steelPrice: '$450/t',
      // The example's other input that departs from its default, with the catalogue's label.
      freshLiquidityRate: '2.00%',
      price: '$17,068,500',
      debt: `$9,500,000 in 2 tranches, LTV ${(100 * derived.loanToValue).toFixed(2)}%`,
      costOfDebt: `${(100 * derived.costOfDebt).toFixed(2)}%`,
      equity: `$${Math.round(derived.equity).toLocaleString('en-US')}, required yield 10.00%`,
      discountRate: `${(100 * derived.discountRate).toFixed(2)}% (WACC)`,
      usefulLife: `25 years, ${derived.remainingUsefulLifeYears.toFixed(2)} years remaining`,
    });
  });

  it('says "none" where there is no current or future charter or no debt, a given discount rate as entered, and the defaults the calculation used', () => {
    const sparse: MemoCashflow = {
      ...example,
      currentTimeCharterCurr: null,
      currentTimeCharterStartDate: null,
      currentTimeCharterEndDate: null,
      expectedFutureCharterCurr: null,
      tranches: [],
      discountRate: 0.075,
      offHireDaysPerYear: null,
      steelPricePerTonCurr: null,
    };
    expect(values(sparse)).toMatchObject({
      currentCharter: 'none',
      expectedFutureCharter: 'none',
      offHire: '10 days a year',
      steelPrice: '$200/t',
      debt: 'none',
      costOfDebt: 'none',
      discountRate: '7.50% (as entered)',
    });
  });

  it("lists every other input of the groups' catalogue sections that departs from its default, by its label", () => {
    const derived = baseOf(example).derived;
    const lines = (cashflow: MemoCashflow) =>
      memoAssumptions(cashflow, derived, t).flatMap((group) => group.lines.map((line) => [line.key, line.label, line.value]));
    const changed = { ...example, freightCommission: 0.03, opexAuditingTaxAdviseCurr: 30_000, leverage: 0.7, dockingDays: 14 };
    expect(lines(changed)).toEqual(
      expect.arrayContaining([
        ['freightCommission', 'Freight commission', '3.00%'],
        ['opexAuditingTaxAdviseCurr', 'Auditing and tax advice', '$30,000 a year'],
        ['leverage', 'Maximum leverage', '70.00%'],
      ]),
    );
    // At its default an input stays off the page; one that a worded line speaks of is not listed twice.
    expect(lines(example).map(([key]) => key)).not.toContain('freightCommission');
    expect(lines(changed).map(([key]) => key)).not.toContain('dockingDays');
  });

  it('shows each number the calculation reads from the charter, cost, docking, financing and equity sections, worded or on a line of its own, once set', () => {
    const sections = ['charter', 'operatingCosts', 'docking', 'financing', 'equity'] as const;
    const inputs = sections
      .flatMap((section) => fieldsOfSection(section))
      .filter((name) => cashflowFields[name].calculation !== 'ignored' && cashflowFields[name].kind !== 'date');
    // Worded lines read core's derived values too (the equity's amount): those of the changed cashflow where it calculates.
    const shown = (cashflow: MemoCashflow) => {
      const outcome = calculate(cashflow);
      const derived = outcome.ok && outcome.results[0] !== undefined ? outcome.results[0].derived : baseOf(example).derived;
      return memoAssumptions(cashflow, derived, t).flatMap((group) => group.lines);
    };
    for (const name of inputs) {
      const field = cashflowFields[name];
      const value = field.kind === 'list' ? [] : ('default' in field ? Number(field.default) : 0) + 0.5;
      const before = shown(example);
      const after = shown({ ...example, [name]: value });
      // Either a line of its own appears, or a worded line changes its words.
      const moved = after.some((line) => line.key === name) || after.some((line, index) => line.value !== before[index]?.value);
      expect(moved, name).toBe(true);
    }
  });

  it('speaks German in German', async () => {
    await i18n.changeLanguage('de');
    // German puts a no-break space before the currency sign and the percent sign.
    const shown = Object.fromEntries(Object.entries(values(example)).map(([key, value]) => [key, value?.replaceAll('\u00a0', ' ')]));
    expect(shown).toMatchObject({ currentCharter: '15.250 $/Tag bis 31.03.2027', opex: '6.200 $/Tag, steigend um 2,00 % im Jahr' });
    await i18n.changeLanguage('en');
  });
});
