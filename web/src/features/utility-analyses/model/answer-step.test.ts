import type { utility } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { answerStep, stepDecimals, steppedAnswer } from './answer-step';

const linear = (worst: number, best: number): utility.Transformation => ({ kind: 'linear', worst, best });
const steps = (...thresholds: number[]): utility.Transformation => ({
  kind: 'steps',
  steps: thresholds.map((threshold, index) => ({ threshold, score: index })),
});

describe('answerStep', () => {
  it('steps a ratio scored from 1.30× to 0.80× by 0.01: a span of 0.5 cut into at least 20 steps', () => {
    expect(answerStep(linear(1.3, 0.8))).toBe(0.01);
  });

  it('steps a percentage from a 15 % premium to a 10 % discount by 1 %', () => {
    expect(answerStep(linear(15, -10))).toBe(1);
    expect(answerStep(linear(20, 0))).toBe(1);
    expect(answerStep(linear(0, 80))).toBe(1);
  });

  it('steps a narrow percentage by a tenth: a fee from 3.5 % to 1 % and a reserve from 0 % to 5 %', () => {
    expect(answerStep(linear(3.5, 1))).toBe(0.1);
    expect(answerStep(linear(0, 5))).toBe(0.1);
  });

  it('takes a 5 where it lands on both ends: 20 % to 8 % of equity (span 12, at most 0.6) steps by 0.5', () => {
    expect(answerStep(linear(20, 8))).toBe(0.5);
  });

  it('lands on every threshold of a step transformation: DSCR steps at 0, 1, 1.15, 1.3, 1.5 go by 0.05, not 0.1', () => {
    expect(answerStep(steps(0, 1, 1.15, 1.3, 1.5))).toBe(0.05);
  });

  it('takes a finer step where a bound is not on the coarse grid: 0 to 1.234 steps by 0.001', () => {
    expect(answerStep(linear(0, 1.234))).toBe(0.001);
  });

  it('gives a single threshold a step of its size, and a single threshold at zero a step of 1 / 20', () => {
    expect(answerStep(steps(40))).toBe(1);
    expect(answerStep(steps(0))).toBe(0.05);
  });

  it('steps large amounts in thousands: an amount scored from 0 to 50,000', () => {
    expect(answerStep(linear(0, 50_000))).toBe(1000);
  });
});

describe('stepDecimals', () => {
  it('counts the decimals of a step', () => {
    expect([0.05, 0.01, 0.1, 0.5, 1, 5, 1000].map(stepDecimals)).toEqual([2, 2, 1, 1, 0, 0, 0]);
  });
});

describe('steppedAnswer', () => {
  const ratio = linear(1.3, 0.8);

  it('moves a ratio of 1.00 up to 1.01 and down to 0.99, without binary fractions', () => {
    expect(steppedAnswer({ value: 1, direction: 1, transformation: ratio })).toBe(1.01);
    expect(steppedAnswer({ value: 1, direction: -1, transformation: ratio })).toBe(0.99);
    expect(steppedAnswer({ value: 1.07, direction: 1, transformation: ratio })).toBe(1.08);
  });

  it('moves a value between grid points to the next one in the direction: 1.037 → 1.04 up, 1.03 down', () => {
    expect(steppedAnswer({ value: 1.037, direction: 1, transformation: ratio })).toBe(1.04);
    expect(steppedAnswer({ value: 1.037, direction: -1, transformation: ratio })).toBe(1.03);
  });

  it('starts an unanswered criterion in the middle of its scale: 1.05× for 0.80–1.30×, 3 % for −10 to 15 %', () => {
    expect(steppedAnswer({ value: null, direction: 1, transformation: ratio })).toBe(1.05);
    expect(steppedAnswer({ value: null, direction: -1, transformation: linear(15, -10) })).toBe(3);
  });

  it('goes beyond the ends of the scale, which score as the end', () => {
    expect(steppedAnswer({ value: 1.3, direction: 1, transformation: ratio })).toBe(1.31);
    expect(steppedAnswer({ value: -10, direction: -1, transformation: linear(15, -10) })).toBe(-11);
  });

  it('walks the DSCR thresholds exactly: from 1.10 two steps up is the 1.15 and then 1.20', () => {
    const dscr = steps(0, 1, 1.15, 1.3, 1.5);
    const first = steppedAnswer({ value: 1.1, direction: 1, transformation: dscr });
    expect(first).toBe(1.15);
    expect(steppedAnswer({ value: first, direction: 1, transformation: dscr })).toBe(1.2);
  });
});
