import { z } from 'zod';
import { KeelsonError } from '../errors/keelson-error';
import { ErrorCodes } from '../errors/catalogue';
import type { Answer } from './analysis-schema';
import { cashflowMetricSchema, type CriterionLeaf, type KnockOutRule } from './template-schema';
import { transformNumber } from './transform';
import { utilityMessages } from './utility-messages';

/** The metric values of one alternative's linked cashflow assessment; a missing or null metric is unanswered. */
export const metricValuesSchema = z.partialRecord(cashflowMetricSchema, z.number().nullable());
export type MetricValues = z.infer<typeof metricValuesSchema>;

/** Where a leaf's answer came from: the respondent, the linked cashflow, or nowhere (`n/a`). */
export type AnswerSource = 'answer' | 'metric' | 'none';

/**
 * The answer that counts for a leaf (docs/spec/utility-analysis.md section 1): the respondent's, else for a
 * `cashflowMetric` leaf the linked metric as a number, else `n/a`. A given answer, `n/a` too, overrides the metric.
 */
export function resolveAnswer(options: { leaf: CriterionLeaf; answer: Answer | undefined; metrics?: MetricValues | undefined }): {
  answer: Answer;
  source: AnswerSource;
} {
  const { leaf, answer, metrics } = options;
  if (answer !== undefined) return { answer, source: answer.kind === 'na' ? 'none' : 'answer' };
  const metric = leaf.kind === 'cashflowMetric' ? metrics?.[leaf.metric] : undefined;
  if (typeof metric === 'number' && Number.isFinite(metric)) return { answer: { kind: 'number', value: metric }, source: 'metric' };
  return { answer: { kind: 'na' }, source: 'none' };
}

const mismatch = (leaf: CriterionLeaf) => new KeelsonError(ErrorCodes.invalidRequest, { message: `${leaf.id}: ${utilityMessages.answerKind}` });

/**
 * s(a, c) through the leaf's kind (section 3): a `scale` leaf takes the score, a `choice` leaf its option's
 * score, `number` and `cashflowMetric` leaves the transformed number; `n/a` gives null. A misfit throws.
 */
export function scoreAnswer(options: { leaf: CriterionLeaf; answer: Answer }): number | null {
  const { leaf, answer } = options;
  if (answer.kind === 'na') return null;
  switch (leaf.kind) {
    case 'scale':
      if (answer.kind !== 'score') throw mismatch(leaf);
      return answer.value;
    case 'choice': {
      const option = answer.kind === 'option' ? leaf.options.find((candidate) => candidate.id === answer.optionId) : undefined;
      if (option === undefined) throw mismatch(leaf);
      return option.score;
    }
    case 'number':
    case 'cashflowMetric':
      if (answer.kind !== 'number') throw mismatch(leaf);
      return transformNumber({ value: answer.value, transformation: leaf.transformation });
  }
}

/** A K.O. rule fires on the chosen option, or on a number or score strictly below / above its threshold (section 1); `n/a` never fires. */
export function knockOutFires(options: { rule: KnockOutRule; answer: Answer }): boolean {
  const { rule, answer } = options;
  if (rule.kind === 'option') return answer.kind === 'option' && answer.optionId === rule.optionId;
  if (answer.kind !== 'number' && answer.kind !== 'score') return false;
  return rule.kind === 'below' ? answer.value < rule.threshold : answer.value > rule.threshold;
}
