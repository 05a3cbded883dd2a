import { describe, expect, it } from 'vitest';
import { describeFieldError, fieldLabel } from './labels';

describe('fieldLabel', () => {
  it('names the fields of core validation in words', () => {
    expect(fieldLabel('lightWeightTonnage')).toBe('Light weight tonnage');
    expect(fieldLabel('tranches.0.value')).toBe('Tranche 1: Value');
    expect(fieldLabel('tranches.2')).toBe('Tranche 3');
    expect(fieldLabel('brokerValueEsimationsCurr.1')).toBe('Broker estimate 2');
  });

  it('keeps a path it does not know', () => {
    expect(fieldLabel('somethingNew')).toBe('somethingNew');
    expect(fieldLabel('tranches.0.unknown')).toBe('Tranche 1');
    expect(fieldLabel('title.x')).toBe('title.x');
  });
});

describe('describeFieldError', () => {
  it('puts the label before core’s message', () => {
    expect(describeFieldError({ field: 'opexPerDayCurr', rule: 'required', message: 'is required' })).toBe('Opex per day is required');
  });
});
