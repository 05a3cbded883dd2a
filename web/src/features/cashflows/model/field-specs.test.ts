import { describe, expect, it } from 'vitest';
import { fieldPlaceholder, fieldSpecs, toShown, trancheFieldPlaceholder } from './field-specs';

describe('field placeholders', () => {
  it('show the defaults of docs/spec/product-spec.md section 3 as the field shows them', () => {
    expect(fieldPlaceholder('steelPriceInflationRate')).toBe('2');
    expect(fieldPlaceholder('freightCommission')).toBe('2.5');
    expect(fieldPlaceholder('opexAdministrationFeeQuote')).toBe('1.5');
    expect(fieldPlaceholder('leverage')).toBe('60');
    expect(fieldPlaceholder('cashReserveAccountCurr')).toBe('500,000');
    expect(fieldPlaceholder('economicUsefulLifeYears')).toBe('22');
    expect(fieldPlaceholder('offHireDaysPerYear')).toBe('10');
  });

  it('are empty for fields without a default', () => {
    expect(fieldPlaceholder('lightWeightTonnage')).toBeUndefined();
    expect(fieldPlaceholder('equityYield')).toBeUndefined();
    expect(fieldPlaceholder('title')).toBeUndefined();
  });

  it('show the tranche default rates in percent', () => {
    expect(trancheFieldPlaceholder('baseRate')).toBe('4');
    expect(trancheFieldPlaceholder('interest')).toBe('2.5');
    expect(trancheFieldPlaceholder('value')).toBeUndefined();
  });
});

describe('field kinds', () => {
  it('edit every rate and quote as percent', () => {
    const percentFields = Object.entries(fieldSpecs)
      .filter(([, spec]) => spec.kind === 'percent')
      .map(([field]) => field);
    expect(percentFields.every((field) => /Rate|Quote|Increase|Commission|leverage|Yield/.test(field))).toBe(true);
    expect(toShown(0.025, 'percent')).toBe(2.5);
    expect(toShown(0.025, 'number')).toBe(0.025);
  });
});
