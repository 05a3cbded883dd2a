import { describe, expect, it } from 'vitest';
import { fromPercent, toPercent } from './percent';

describe('percent conversion', () => {
  it('shows a stored decimal as percent', () => {
    expect(toPercent(0.025)).toBe(2.5);
    expect(toPercent(0.07)).toBe(7);
    expect(toPercent(0.015)).toBe(1.5);
    expect(toPercent(-0.99)).toBe(-99);
    expect(toPercent(0)).toBe(0);
    expect(toPercent(1)).toBe(100);
  });

  it('stores an edited percent as a decimal', () => {
    expect(fromPercent(2.5)).toBe(0.025);
    expect(fromPercent(1.1)).toBe(0.011);
    expect(fromPercent(7)).toBe(0.07);
    expect(fromPercent(-99)).toBe(-0.99);
    expect(fromPercent(100)).toBe(1);
  });

  it('comes back to the same percent after a round trip', () => {
    for (const percent of [0.1, 0.3, 1.1, 2.5, 6.5, 12.34, 33.3]) expect(toPercent(fromPercent(percent))).toBe(percent);
  });
});
