import type { utility } from '@keelson/core';

/** The values a transformation is defined by: its worst and best ends, or its thresholds. */
function boundsOf(transformation: utility.Transformation): number[] {
  return transformation.kind === 'linear' ? [transformation.worst, transformation.best] : transformation.steps.map((step) => step.threshold);
}

/** Whether `value` is a whole multiple of `step`, allowing for binary fractions (1.15 / 0.05 is 22.999…). */
function isMultiple(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-6;
}

/** The decimals a step has: 0.05 → 2, 1 → 0, 500 → 0. */
export function stepDecimals(step: number): number {
  return Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
}

/**
 * The step of a number answer's arrow keys and buttons, from the criterion's scale in the template: the largest
 * 1 or 5 times a power of ten that cuts the scale's span into at least 20 steps and lands on every bound of it,
 * so that a ratio scored from 1.30× to 0.80× steps by 0.01 and a percentage from 15 % to −10 % by 1. A step
 * transformation's span runs from its first to its last threshold (one threshold: its size, or 1 at zero).
 */
export function answerStep(transformation: utility.Transformation): number {
  const bounds = boundsOf(transformation);
  const low = Math.min(...bounds);
  const high = Math.max(...bounds);
  const span = high > low ? high - low : Math.abs(high) || 1;
  const largest = span / 20;
  let fallback: number | null = null;
  for (let exponent = Math.ceil(Math.log10(largest)); exponent >= -9; exponent -= 1) {
    for (const mantissa of [5, 1]) {
      const step = Number((mantissa * 10 ** exponent).toPrecision(1));
      if (step > largest * (1 + 1e-9)) continue;
      fallback ??= step;
      if (bounds.every((bound) => isMultiple(bound, step))) return step;
    }
  }
  return fallback ?? largest;
}

/**
 * The answer after one step up (+1) or down (−1): the next multiple of `step` beyond `value`, so that a typed 1.037
 * goes to 1.04 or 1.03; without a value, the middle of the scale on the step's grid. Not bounded by the scale: an
 * answer beyond its ends is valid and scores as the end (docs/spec/utility-analysis.md section 1).
 */
export function steppedAnswer(options: { value: number | null; direction: 1 | -1; transformation: utility.Transformation }): number {
  const { value, direction, transformation } = options;
  const step = answerStep(transformation);
  const decimals = stepDecimals(step);
  const onGrid = (multiple: number) => Number((multiple * step).toFixed(decimals));
  if (value === null) {
    const bounds = boundsOf(transformation);
    return onGrid(Math.round((Math.min(...bounds) + Math.max(...bounds)) / 2 / step));
  }
  const position = value / step;
  const nearest = Math.round(position);
  // A value already on the grid (within rounding) moves one whole step; one between grid points moves to the next.
  const base = Math.abs(position - nearest) < 1e-6 ? nearest : direction > 0 ? Math.floor(position) : Math.ceil(position);
  return onGrid(base + direction);
}
