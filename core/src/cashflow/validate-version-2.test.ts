import { describe, expect, it } from 'vitest';
import { formatDate } from '../dates/day-number';
import { validateForCalculation } from './validate-for-calculation';

/** Only the required fields; L defaults to 22, so EOL = 2012-03-15 + 22 years = 2034-03-15. */
const minimal = {
  valuationDate: '2026-07-01',
  constructionDate: '2012-03-15',
  lightWeightTonnage: 13_800,
  brokerValueEsimationsCurr: [16_500_000, 17_250_000],
  averageTimeCharterCurr: 13_500,
  opexPerDayCurr: 6_200,
  equityYield: 0.1,
};
const tranche = { value: 6_500_000, durationYears: 7 };

function validInput(cashflow: unknown) {
  const result = validateForCalculation(cashflow);
  if (!result.ok) throw new Error(`expected valid input, got ${JSON.stringify(result.errors)}`);
  return result.input;
}

/** The errors as `[field, rule, params?]`. */
function problemsOf(cashflow: unknown) {
  const result = validateForCalculation(cashflow);
  return result.ok ? [] : result.errors.map(({ field, rule, params }) => (params === undefined ? [field, rule] : [field, rule, params]));
}

describe('validateForCalculation: the rules of version 2 (docs/spec/calculation.md section 11)', () => {
  const years = { min: '1900-01-01', max: '2199-12-31' };

  it('year range: every date field must fall in the years 1900 to 2199', () => {
    expect(problemsOf({ ...minimal, valuationDate: '2200-01-01' })).toEqual([['valuationDate', 'dateRange', years]]);
    expect(problemsOf({ ...minimal, constructionDate: '1899-12-31' })).toEqual([['constructionDate', 'dateRange', years]]);
    expect(problemsOf({ ...minimal, purchaseDate: '9999-12-31', ownerLastPhysicalInspectionDate: '0001-01-01' })).toEqual([
      ['purchaseDate', 'dateRange', years],
      ['ownerLastPhysicalInspectionDate', 'dateRange', years],
    ]);
    expect(problemsOf({ ...minimal, tranches: [{ ...tranche, disbursementDate: '1899-12-31' }] })).toEqual([
      ['tranches.0.disbursementDate', 'dateRange', years],
    ]);
    // Dates the engine does not use must still be real dates.
    expect(problemsOf({ ...minimal, purchaseDate: '2026-02-30' })).toEqual([['purchaseDate', 'date']]);
  });

  it('equityYield ≥ 0: a negative yield is refused, 0 is a value', () => {
    expect(problemsOf({ ...minimal, equityYield: -0.5 })).toEqual([['equityYield', 'range', { min: 0, max: 1 }]]);
    expect(validInput({ ...minimal, equityYield: 0 }).equityYield).toBe(0);
  });

  it('discountRate range: optional, in [0, 1]', () => {
    expect(validInput(minimal).discountRate).toBeNull();
    expect(validInput({ ...minimal, discountRate: '' }).discountRate).toBeNull();
    expect(validInput({ ...minimal, discountRate: 0.07 }).discountRate).toBe(0.07);
    expect(problemsOf({ ...minimal, discountRate: -0.01 })).toEqual([['discountRate', 'range', { min: 0, max: 1 }]]);
    expect(problemsOf({ ...minimal, discountRate: 1.01 })).toEqual([['discountRate', 'range', { min: 0, max: 1 }]]);
    expect(problemsOf({ ...minimal, discountRate: '7%' })).toEqual([['discountRate', 'number']]);
  });

  it('lastDockingDate within [C, V], a failure naming lastDockingDate, also when C is what moved', () => {
    expect(formatDate(validInput({ ...minimal, lastDockingDate: '2012-03-15' }).lastDockingDate ?? 0)).toBe('2012-03-15');
    expect(formatDate(validInput({ ...minimal, lastDockingDate: '2026-07-01' }).lastDockingDate ?? 0)).toBe('2026-07-01');
    const within = { min: '2012-03-15', max: '2026-07-01' };
    expect(problemsOf({ ...minimal, lastDockingDate: '2012-03-14' })).toEqual([['lastDockingDate', 'lastDockingWithin', within]]);
    expect(problemsOf({ ...minimal, lastDockingDate: '2026-07-02' })).toEqual([['lastDockingDate', 'lastDockingWithin', within]]);
    expect(problemsOf({ ...minimal, lastDockingDate: '2020-01-01', constructionDate: '2021-01-01' })).toEqual([
      ['lastDockingDate', 'lastDockingWithin', { min: '2021-01-01', max: '2026-07-01' }],
    ]);
    // C moved after V and after the last docking: both are named, each for its own rule.
    expect(problemsOf({ ...minimal, lastDockingDate: '2020-01-01', constructionDate: '2026-07-02' })).toEqual([
      ['constructionDate', 'notAfterValuationDate', { date: '2026-07-01' }],
      ['lastDockingDate', 'lastDockingWithin', { min: '2026-07-02', max: '2026-07-01' }],
    ]);
    // Without a valid C only V is checked.
    expect(problemsOf({ ...minimal, lastDockingDate: '2020-01-01', constructionDate: '2021-02-30' })).toEqual([['constructionDate', 'date']]);
    expect(problemsOf({ ...minimal, lastDockingDate: '2027-01-01', constructionDate: null })).toEqual([
      ['constructionDate', 'required'],
      ['lastDockingDate', 'lastDockingWithin', { max: '2026-07-01' }],
    ]);
  });

  it('amortizationYears in [durationYears, 100], durationYears when missing', () => {
    const amortization = (amortizationYears: unknown, durationYears: unknown = 7) => ({
      ...minimal,
      tranches: [{ ...tranche, durationYears, amortizationYears }],
    });
    const loanYears = { min: 0, max: 100, minExclusive: 1 };
    expect(validInput(amortization(12)).tranches[0]?.amortizationYears).toBe(12);
    expect(validInput(amortization(null)).tranches[0]?.amortizationYears).toBe(7);
    expect(problemsOf(amortization(6.9))).toEqual([['tranches.0.amortizationYears', 'amortizationAtLeastDuration', { min: 7 }]]);
    expect(problemsOf(amortization(101))).toEqual([['tranches.0.amortizationYears', 'range', loanYears]]);
    // When durationYears is itself invalid, only (0, 100] is checked.
    expect(problemsOf(amortization(5, 0))).toEqual([['tranches.0.durationYears', 'range', loanYears]]);
    expect(problemsOf(amortization(0, 0))).toEqual([
      ['tranches.0.durationYears', 'range', loanYears],
      ['tranches.0.amortizationYears', 'range', loanYears],
    ]);
  });
});
