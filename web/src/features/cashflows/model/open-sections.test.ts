import { describe, expect, it } from 'vitest';
import { withSectionOf } from './open-sections';

describe('withSectionOf', () => {
  it('unfolds the section of a field, of a list entry and of a list', () => {
    expect(withSectionOf(['vessel'], 'opexPerDayCurr')).toEqual(['vessel', 'operatingCosts']);
    expect(withSectionOf([], 'tranches.1.value')).toEqual(['financing']);
    expect(withSectionOf([], 'tranches')).toEqual(['financing']);
  });

  it('unfolds a section named by its id', () => {
    expect(withSectionOf(['vessel'], 'equity')).toEqual(['vessel', 'equity']);
  });

  it('keeps the same list when the section is open already or the path names no field', () => {
    const open = ['vessel', 'financing'] as const;
    expect(withSectionOf(open, 'tranches.0.value')).toBe(open);
    expect(withSectionOf(open, 'noSuchField')).toBe(open);
  });
});
