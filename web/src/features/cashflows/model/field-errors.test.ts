import { validateForCalculation, type Cashflow, type FieldError } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { loadExampleCashflow } from './example-cashflow';
import { brokerEstimatePath, cashflowErrorText, errorsByPath, tranchePath } from './field-errors';

/** The errors core's validation gives the worked example with some fields changed. */
function errorsOf(changes: Partial<Cashflow>): readonly FieldError[] {
  const outcome = validateForCalculation({ ...loadExampleCashflow(), ...changes });
  return outcome.ok ? [] : outcome.errors;
}

function textOf(field: string, changes: Partial<Cashflow>): string | undefined {
  const error = errorsOf(changes).find((candidate) => candidate.field === field);
  return error === undefined ? undefined : cashflowErrorText(error);
}

describe('errorsByPath', () => {
  it('finds each error by its path, the first one winning', () => {
    const byPath = errorsByPath([
      { field: 'lightWeightTonnage', rule: 'range', params: { min: 0, minExclusive: 1 }, message: 'must be greater than 0' },
      { field: 'tranches.0.value', rule: 'required', message: 'is required' },
      { field: 'lightWeightTonnage', rule: 'required', message: 'is required' },
    ]);
    expect(byPath.get('lightWeightTonnage')?.rule).toBe('range');
    expect(byPath.get(tranchePath(0, 'value'))?.rule).toBe('required');
    expect(byPath.get(tranchePath(1, 'value'))).toBeUndefined();
    expect(byPath.size).toBe(2);
  });

  it('names list entries as core does', () => {
    expect(tranchePath(2, 'durationYears')).toBe('tranches.2.durationYears');
    expect(brokerEstimatePath(1)).toBe('brokerValueEsimationsCurr.1');
  });
});

describe('cashflowErrorText', () => {
  it('states the bounds of a field edited in percent in percent, from the rule and its params', () => {
    expect(textOf('commissionsQuote', { commissionsQuote: 1.5 })).toBe('Must be at least 0% and below 100%');
    expect(textOf('steelPriceInflationRate', { steelPriceInflationRate: -2 })).toBe('Must be between -99% and 100%');
    expect(textOf('tranches.0.baseRate', { tranches: [{ value: 9_500_000, durationYears: 7, baseRate: 1 }] })).toBe('Must be at least 0% and below 100%');
  });

  it('states other bounds as numbers in the active language', () => {
    expect(textOf('lightWeightTonnage', { lightWeightTonnage: -1 })).toBe('Must be greater than 0');
    expect(textOf('offHireDaysPerYear', { offHireDaysPerYear: 400 })).toBe('Must be between 0 and 365');
    expect(textOf('economicUsefulLifeYears', { economicUsefulLifeYears: 2.5 })).toBe('Must be a whole number');
    expect(textOf('tranches.0.amortizationYears', { tranches: [{ value: 9_500_000, durationYears: 7.5, amortizationYears: 3 }] })).toBe(
      'Must be at least the duration (7.5 years)',
    );
  });

  it('names the other quotes of a sum by their labels, and its limit in percent', () => {
    expect(textOf('opexTechnicalFeeQuote', { freightCommission: 0.5, opexAdministrationFeeQuote: 0.3, opexTechnicalFeeQuote: 0.3 })).toBe(
      'Together with Freight commission and Administration fee must be below 100%',
    );
  });

  it('says that a required value is missing', () => {
    expect(textOf('opexPerDayCurr', { opexPerDayCurr: null })).toBe('This value is required');
  });
});
