import { z } from 'zod';
import { alternativesSchema, analysisSchema, answerSchema, maxAlternatives } from './analysis-schema';
import { knockOutRuleSchema } from './template-schema';

/**
 * The utility-analysis calls (docs/spec/product-spec.md section 7, docs/spec/utility-analysis.md section 2 and 6). A body is an
 * analysis without the fields the server keeps (id, owner), with at most `maxAlternatives` alternatives; a PUT carries the
 * `updated` it was based on.
 */
export const analysisBodySchema = analysisSchema.omit({ id: true, ownerId: true, updated: true, readonlyId: true }).extend({
  alternatives: alternativesSchema(maxAlternatives),
  readonlyId: z.uuid().nullable().optional(),
  updated: z.iso.datetime({ offset: true }).optional(),
});
export type AnalysisBody = z.infer<typeof analysisBodySchema>;

export const savedAnalysisSchema = analysisSchema.extend({ id: z.uuid(), ownerId: z.uuid() });
export type SavedAnalysis = z.infer<typeof savedAnalysisSchema>;
/** The leading alternative of an analysis's ranking (section 3, `leadingAlternative`), shown in lists; null when none stands. */
const analysisLeaderSchema = z.object({ alternativeId: z.string(), name: z.string(), utility: z.number().nullable() });

/** `GET /api/utilityAnalysis/`: an analysis with its template's title and its leading alternative; an administrator also sees the owner's e-mail. */
export const analysisListItemSchema = savedAnalysisSchema.extend({
  ownerEmail: z.string().optional(),
  templateTitle: z.string(),
  leader: analysisLeaderSchema.nullable(),
});
export type AnalysisListItem = z.infer<typeof analysisListItemSchema>;
export const analysisListSchema = z.array(analysisListItemSchema);

const nodeResult = {
  nodeId: z.string(),
  parentId: z.string().nullable(),
  score: z.number().nullable(),
  globalWeight: z.number(),
  weight: z.number(),
  partialUtility: z.number(),
};

/** The ranking of section 3, as answers carry it. */
export const alternativeResultSchema = z.object({
  alternativeId: z.string(),
  name: z.string(),
  /** Null for an alternative without a utility: not ranked, not yet rated. */
  rank: z.number().int().positive().nullable(),
  utility: z.number().nullable(),
  completeness: z.number(),
  knockOuts: z.array(knockOutRuleSchema),
  groups: z.array(z.object(nodeResult)),
  leaves: z.array(z.object({ ...nodeResult, answer: answerSchema, source: z.enum(['answer', 'metric', 'none']) })),
});

/** What a read-only link shows (section 6): the analysis and its results, without id, owner or link. */
export const readonlyAnalysisSchema = analysisSchema.omit({ id: true, ownerId: true, readonlyId: true }).extend({
  results: z.array(alternativeResultSchema),
});
export type ReadonlyAnalysis = z.infer<typeof readonlyAnalysisSchema>;
