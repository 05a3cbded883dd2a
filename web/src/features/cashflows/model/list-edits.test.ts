import { describe, expect, it } from 'vitest';
import { trancheDefaults } from '@keelson/core';
import { addedTranche, move, removeAt, replaceAt } from './list-edits';

describe('list edits', () => {
  const list = ['a', 'b', 'c'] as const;

  it('replaces one entry', () => {
    expect(replaceAt(list, 1, 'x')).toEqual(['a', 'x', 'c']);
  });

  it('removes one entry', () => {
    expect(removeAt(list, 0)).toEqual(['b', 'c']);
    expect(removeAt(list, 2)).toEqual(['a', 'b']);
  });

  it('moves an entry up and down', () => {
    expect(move(list, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(list, 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list as it is at either end', () => {
    expect(move(list, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(list, 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('never changes the original list', () => {
    const original = ['a', 'b'];
    move(original, 0, 1);
    removeAt(original, 0);
    replaceAt(original, 0, 'z');
    expect(original).toEqual(['a', 'b']);
  });
});

describe('addedTranche', () => {
  it("fills in core's default base rate (4%) and margin (2.5%) and leaves the amount and duration empty", () => {
    expect(addedTranche('2026-07-01')).toEqual({ value: null, baseRate: 0.04, interest: 0.025, durationYears: null, disbursementDate: '2026-07-01' });
    expect(addedTranche('2026-07-01')).toMatchObject(trancheDefaults);
  });
});
