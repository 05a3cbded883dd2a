import { describe, expect, it } from 'vitest';
import { describeFieldError, englishExportLabels, fieldLabel, labelWithUnit } from './labels';

describe('fieldLabel', () => {
  it('names the fields of core validation as the form labels them', () => {
    expect(fieldLabel('lightWeightTonnage')).toBe('Lightweight');
    expect(fieldLabel('tranches.0.value')).toBe('Tranche 1: Amount');
    expect(fieldLabel('tranches.2')).toBe('Tranche 3');
    expect(fieldLabel('brokerValueEsimationsCurr.1')).toBe('Broker estimate 2');
  });

  it('names the fields of user scenarios by the scenario’s number and the override’s label', () => {
    expect(fieldLabel('scenarios')).toBe('Your scenarios');
    expect(fieldLabel('scenarios.1')).toBe('Scenario 2');
    expect(fieldLabel('scenarios.0.name')).toBe('Scenario 1: Name');
    expect(fieldLabel('scenarios.2.overrides.economicUsefulLifeYears')).toBe('Scenario 3: Economic useful life');
    expect(fieldLabel('scenarios.0.overrides')).toBe('Scenario 1');
    expect(fieldLabel('scenarios.0.overrides.colour')).toBe('Scenario 1');
    expect(describeFieldError({ field: 'scenarios.0.overrides.baseRateChangeBp', rule: 'range', params: { min: -400, max: 2000 }, message: '' })).toMatch(
      /^Scenario 1: Shift of base rates: /,
    );
  });

  it('keeps a path it does not know', () => {
    expect(fieldLabel('somethingNew')).toBe('somethingNew');
    expect(fieldLabel('email')).toBe('email');
    expect(fieldLabel('tranches.0.unknown')).toBe('Tranche 1');
    expect(fieldLabel('title.x')).toBe('title.x');
  });
});

describe('labelWithUnit', () => {
  it('adds the unit in the cashflow’s currency, as the form does', () => {
    expect(labelWithUnit('Operating expenses', 'moneyPerDay', 'EUR', englishExportLabels)).toBe('Operating expenses (€/day)');
    expect(labelWithUnit('Commissions', 'percent', 'USD', englishExportLabels)).toBe('Commissions (%)');
    expect(labelWithUnit('Title', undefined, 'USD', englishExportLabels)).toBe('Title');
  });
});

describe('describeFieldError', () => {
  it('puts the label before the error’s words, rendered from its rule and params', () => {
    expect(describeFieldError({ field: 'opexPerDayCurr', rule: 'required', message: 'is required' })).toBe('Operating expenses: This value is required');
    expect(
      describeFieldError({ field: 'commissionsQuote', rule: 'range', params: { min: 0, max: 1, maxExclusive: 1 }, message: 'must be at least 0 and below 1' }),
    ).toBe('Commissions: Must be at least 0% and below 100%');
  });
});
