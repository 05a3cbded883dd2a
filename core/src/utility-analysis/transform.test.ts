import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linearScore, stepScore, transformNumber } from './transform';

describe('linearScore', () => {
  it('maps worst to 0, best to 10 and straight between', () => {
    expect(linearScore({ value: 1, worst: 1, best: 2 })).toBe(0);
    expect(linearScore({ value: 2, worst: 1, best: 2 })).toBe(10);
    expect(linearScore({ value: 1.25, worst: 1, best: 2 })).toBe(2.5);
  });

  it('handles a cost criterion with best below worst: LTV 80 % worst, 40 % best, 50 % scores 7.5', () => {
    expect(linearScore({ value: 0.5, worst: 0.8, best: 0.4 })).toBeCloseTo(7.5, 12);
    expect(linearScore({ value: 0.4, worst: 0.8, best: 0.4 })).toBe(10);
  });

  it('clips beyond the bounds', () => {
    expect(linearScore({ value: 3, worst: 1, best: 2 })).toBe(10);
    expect(linearScore({ value: 0, worst: 1, best: 2 })).toBe(0);
    expect(linearScore({ value: 0.9, worst: 0.8, best: 0.4 })).toBe(0);
    expect(linearScore({ value: 0.1, worst: 0.8, best: 0.4 })).toBe(10);
  });

  it('stays within 0–10 for any value', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
        fc.double({ noNaN: true, min: -1e3, max: 1e3 }),
        fc.double({ noNaN: true, min: -1e3, max: 1e3 }),
        (value, worst, best) => {
          fc.pre(Math.abs(worst - best) > 1e-6);
          const score = linearScore({ value, worst, best });
          return score >= 0 && score <= 10;
        },
      ),
    );
  });
});

describe('stepScore', () => {
  const steps = [
    { threshold: 1.0, score: 2 },
    { threshold: 1.2, score: 6 },
    { threshold: 1.5, score: 10 },
  ];

  it('takes the score of the last threshold reached', () => {
    expect(stepScore({ value: 1.0, steps })).toBe(2);
    expect(stepScore({ value: 1.19, steps })).toBe(2);
    expect(stepScore({ value: 1.2, steps })).toBe(6);
    expect(stepScore({ value: 1.49, steps })).toBe(6);
    expect(stepScore({ value: 4, steps })).toBe(10);
  });

  it('gives a value below the first threshold the first step’s score', () => {
    expect(stepScore({ value: 0.5, steps })).toBe(2);
  });

  it('serves falling steps for cost criteria: LTV up to 60 % scores 10, from 60 % 5, from 75 % 0', () => {
    const ltv = [
      { threshold: 0, score: 10 },
      { threshold: 0.6, score: 5 },
      { threshold: 0.75, score: 0 },
    ];
    expect(stepScore({ value: 0.55, steps: ltv })).toBe(10);
    expect(stepScore({ value: 0.6, steps: ltv })).toBe(5);
    expect(stepScore({ value: 0.8, steps: ltv })).toBe(0);
  });

  it('is dispatched by transformNumber', () => {
    expect(transformNumber({ value: 1.3, transformation: { kind: 'steps', steps } })).toBe(6);
    expect(transformNumber({ value: 1.5, transformation: { kind: 'linear', worst: 1, best: 2 } })).toBe(5);
  });
});
