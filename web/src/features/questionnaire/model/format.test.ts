import { describe, expect, it } from 'vitest';
import { formatPercent, formatUtility } from './format';

describe('format', () => {
  it('shows utilities with two decimals and shares as percent', () => {
    expect(formatUtility(6.3)).toBe('6.30');
    expect(formatUtility(null)).toBe('—');
    expect(formatPercent(0.6)).toBe('60');
    expect(formatPercent(0.1234, 1)).toBe('12.3');
  });
});
