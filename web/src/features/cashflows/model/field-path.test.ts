import { describe, expect, it } from 'vitest';
import { parseFieldPath, pathLabel, type PathWords } from './field-path';

describe('parseFieldPath', () => {
  it('reads fields, tranches with their fields, and broker estimates, numbered from 1', () => {
    expect(parseFieldPath('lightWeightTonnage')).toEqual({ kind: 'field', name: 'lightWeightTonnage' });
    expect(parseFieldPath('tranches.0.value')).toEqual({ kind: 'tranche', number: 1, member: 'value' });
    expect(parseFieldPath('tranches.2')).toEqual({ kind: 'tranche', number: 3, member: null });
    expect(parseFieldPath('brokerValueEsimationsCurr.1')).toEqual({ kind: 'brokerEstimate', number: 2 });
  });

  it('calls anything else unknown', () => {
    expect(parseFieldPath('title.x')).toEqual({ kind: 'unknown', path: 'title.x' });
    expect(parseFieldPath('tranches.0.value.x')).toEqual({ kind: 'unknown', path: 'tranches.0.value.x' });
    expect(parseFieldPath('brokerValueEsimationsCurr.0.x')).toEqual({ kind: 'unknown', path: 'brokerValueEsimationsCurr.0.x' });
  });
});

describe('pathLabel', () => {
  const words: PathWords = {
    field: (name) => (name === 'title' ? 'Title' : null),
    tranche: (number) => `Tranche ${number}`,
    trancheMember: (member) => (member === 'value' ? 'Amount' : null),
    join: (tranche, member) => `${tranche} · ${member}`,
    brokerEstimate: (number) => `Estimate ${number}`,
  };

  it('puts each part in the words given', () => {
    expect(pathLabel('title', words)).toBe('Title');
    expect(pathLabel('tranches.1.value', words)).toBe('Tranche 2 · Amount');
    expect(pathLabel('brokerValueEsimationsCurr.0', words)).toBe('Estimate 1');
  });

  it('leaves out a tranche field it has no word for, and keeps an unknown path as it is', () => {
    expect(pathLabel('tranches.1.unknown', words)).toBe('Tranche 2');
    expect(pathLabel('somethingNew', words)).toBe('somethingNew');
  });
});
