import { describe, expect, it } from 'vitest';
import { brokerEstimatePath, errorsByPath, percentMessage, tranchePath } from './field-errors';

describe('errorsByPath', () => {
  it('finds each error by its path, the first one winning', () => {
    const byPath = errorsByPath([
      { field: 'lightWeightTonnage', rule: 'range', params: { min: 0, minExclusive: 1 }, message: 'must be greater than 0' },
      { field: 'tranches.0.value', rule: 'required', message: 'is required' },
      { field: 'lightWeightTonnage', rule: 'required', message: 'is required' },
    ]);
    expect(byPath.get('lightWeightTonnage')).toBe('must be greater than 0');
    expect(byPath.get(tranchePath(0, 'value'))).toBe('is required');
    expect(byPath.get(tranchePath(1, 'value'))).toBeUndefined();
    expect(byPath.size).toBe(2);
  });

  it('names list entries as core does', () => {
    expect(tranchePath(2, 'durationYears')).toBe('tranches.2.durationYears');
    expect(brokerEstimatePath(1)).toBe('brokerValueEsimationsCurr.1');
  });
});

describe('percentMessage', () => {
  it('states decimal bounds in percent', () => {
    expect(percentMessage('must be between -0.99 and 1')).toBe('must be between -99 % and 100 %');
    expect(percentMessage('must be at least 0 and below 1')).toBe('must be at least 0 % and below 100 %');
    expect(percentMessage('together with opexAdministrationFeeQuote and opexTechnicalFeeQuote must be below 1')).toBe(
      'together with opexAdministrationFeeQuote and opexTechnicalFeeQuote must be below 100 %',
    );
  });

  it('leaves messages without numbers as they are', () => {
    expect(percentMessage('is required')).toBe('is required');
  });
});
