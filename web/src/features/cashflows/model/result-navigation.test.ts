import { describe, expect, it } from 'vitest';
import { currentPart, type ResultPart } from './result-navigation';

describe('currentPart', () => {
  it('is none while only the form crosses the reading line', () => {
    expect(currentPart(new Set())).toBeNull();
  });

  it('is the key figures while only the results box crosses it', () => {
    expect(currentPart(new Set<ResultPart>(['keyFigures']))).toBe('keyFigures');
  });

  it('is the innermost part: the charts and the year table stand inside the results box', () => {
    expect(currentPart(new Set<ResultPart>(['keyFigures', 'charts']))).toBe('charts');
    expect(currentPart(new Set<ResultPart>(['yearTable', 'keyFigures']))).toBe('yearTable');
    expect(currentPart(new Set<ResultPart>(['analysis']))).toBe('analysis');
  });
});
