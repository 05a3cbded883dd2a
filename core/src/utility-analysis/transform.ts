import type { Transformation } from './template-schema';

/** `linear` (docs/spec/utility-analysis.md section 1): worst → 0, best → 10, straight between, clipped; best < worst for costs. */
export function linearScore(options: { value: number; worst: number; best: number }): number {
  const { value, worst, best } = options;
  const score = (10 * (value - worst)) / (best - worst);
  return Math.min(10, Math.max(0, score));
}

/**
 * `steps` (section 1): the score of the last step whose threshold the value reaches (value ≥ threshold);
 * a value below the first threshold takes the first step's score. Thresholds rise strictly.
 */
export function stepScore(options: { value: number; steps: readonly { threshold: number; score: number }[] }): number {
  const { value, steps } = options;
  let score = steps[0]?.score ?? 0;
  for (const step of steps) if (value >= step.threshold) score = step.score;
  return score;
}

/** The score of a number through a template's transformation (section 1). */
export function transformNumber(options: { value: number; transformation: Transformation }): number {
  const { value, transformation } = options;
  return transformation.kind === 'linear'
    ? linearScore({ value, worst: transformation.worst, best: transformation.best })
    : stepScore({ value, steps: transformation.steps });
}
