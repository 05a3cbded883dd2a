import { z } from 'zod';
import { utilityMessages } from './utility-messages';

const id = z.string().min(1).max(100);

/** An answer to one leaf (docs/spec/utility-analysis.md section 2): a scale score, a chosen option, a number, or `n/a`. */
export const answerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('score'), value: z.number().min(0).max(10) }),
  z.strictObject({ kind: z.literal('option'), optionId: id }),
  z.strictObject({ kind: z.literal('number'), value: z.number() }),
  z.strictObject({ kind: z.literal('na') }),
]);
export type Answer = z.infer<typeof answerSchema>;

/** A pairwise comparison matrix on Saaty's 1–9 scale (section 4); checked in full by `ahpWeights`. */
export const comparisonMatrixSchema = z.array(z.array(z.number().positive()).min(1).max(10)).min(1).max(10);

/** The key under which `pairwiseComparisons` holds the matrix of the top-level criteria. */
export const rootNodeId = '$root';

/** An alternative; a linked cashflow is named by its uuid, so that no other text reaches a query of cashflows. */
export const alternativeSchema = z.strictObject({ id, name: z.string().min(1).max(200), cashflowId: z.uuid().optional() });
export type Alternative = z.infer<typeof alternativeSchema>;

/**
 * The most alternatives a saved analysis may have; each links at most one cashflow, so it also bounds the
 * distinct cashflows one analysis links, and with them the work of reading it.
 */
export const maxAlternatives = 20;

/** The most alternatives a stored analysis may hold: saves before `maxAlternatives` took up to 50, and they stay readable. */
const maxStoredAlternatives = 50;

/** A list of at most `max` alternatives with distinct ids. */
export function alternativesSchema(max: number) {
  return z
    .array(alternativeSchema)
    .max(max)
    .refine((alternatives) => new Set(alternatives.map((alternative) => alternative.id)).size === alternatives.length, {
      error: utilityMessages.duplicateAlternative,
    });
}

/**
 * An analysis (section 2): alternatives rated against the leaves of one template version. Answers are
 * keyed by alternative id, then leaf id; a missing answer counts as `n/a`. Weight overrides replace a
 * node's local weight in percent; a comparison matrix for a group (or `$root`) replaces its children's.
 */
export const analysisSchema = z.strictObject({
  id,
  ownerId: id.nullable(),
  templateId: id,
  templateVersion: z.number().int().min(1),
  title: z.string().max(200),
  alternatives: alternativesSchema(maxStoredAlternatives),
  answers: z.record(id, z.record(id, answerSchema)),
  weightOverrides: z.record(id, z.number().min(0).max(100)).optional(),
  pairwiseComparisons: z.record(id, comparisonMatrixSchema).optional(),
  readonlyId: z.uuid().nullable(),
  updated: z.iso.datetime({ offset: true }),
});
export type Analysis = z.infer<typeof analysisSchema>;
