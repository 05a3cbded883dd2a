import { describe, expect, it } from 'vitest';
import { overflowEdges } from './horizontal-overflow';

describe('overflowEdges', () => {
  it('finds more to the right of a wide table at its start, and more to the left at its end', () => {
    expect(overflowEdges({ scrollLeft: 0, scrollWidth: 1500, clientWidth: 1100 })).toEqual({ start: false, end: true });
    expect(overflowEdges({ scrollLeft: 200, scrollWidth: 1500, clientWidth: 1100 })).toEqual({ start: true, end: true });
    expect(overflowEdges({ scrollLeft: 400, scrollWidth: 1500, clientWidth: 1100 })).toEqual({ start: true, end: false });
  });

  it('finds nothing hidden when the table fits, a pixel of rounding included', () => {
    expect(overflowEdges({ scrollLeft: 0, scrollWidth: 1100, clientWidth: 1100 })).toEqual({ start: false, end: false });
    expect(overflowEdges({ scrollLeft: 0.5, scrollWidth: 1101, clientWidth: 1100 })).toEqual({ start: false, end: false });
  });
});
