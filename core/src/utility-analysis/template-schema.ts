import { z } from 'zod';
import { utilityMessages } from './utility-messages';

const id = z.string().min(1).max(100);
const text = (maxLength: number) => z.string().max(maxLength);
/** A point or score on the common 0–10 scale (docs/spec/utility-analysis.md section 1). */
const score = z.number().min(0).max(10);
/** A local weight in percent of the node's siblings. */
const weight = z.number().min(0).max(100);
const anchor = z.strictObject({ point: z.number().int().min(0).max(10), text: text(500) });

/** Turns a number into a score (section 1): `linear` worst → 0, best → 10, or `steps` with ascending thresholds. */
export const transformationSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('linear'), worst: z.number(), best: z.number() }).refine((t) => t.worst !== t.best, { error: utilityMessages.linearBounds }),
  z.strictObject({
    kind: z.literal('steps'),
    steps: z
      .array(z.strictObject({ threshold: z.number(), score }))
      .min(1)
      .max(20)
      .refine((steps) => steps.every((step, index) => index === 0 || step.threshold > (steps[index - 1]?.threshold ?? -Infinity)), {
        error: utilityMessages.ascendingSteps,
      }),
  }),
]);
export type Transformation = z.infer<typeof transformationSchema>;

/** The metrics a `cashflowMetric` criterion may read from a linked cashflow assessment (section 1). */
export const cashflowMetricSchema = z.enum(['priceToDcfValue', 'minDscr', 'maxLtv', 'cashBreakevenToAverageCharter', 'ageToUsefulLife']);
export type CashflowMetric = z.infer<typeof cashflowMetricSchema>;

const node = { id, title: text(200).min(1), description: text(2000).optional(), weight };

const scaleLeafSchema = z.strictObject({ ...node, kind: z.literal('scale'), anchors: z.array(anchor).max(11).optional() });
const choiceLeafSchema = z.strictObject({
  ...node,
  kind: z.literal('choice'),
  options: z
    .array(z.strictObject({ id, label: text(200), score }))
    .min(1)
    .max(50)
    .refine((options) => new Set(options.map((option) => option.id)).size === options.length, { error: utilityMessages.duplicateOptionId }),
});
const numberLeafSchema = z.strictObject({ ...node, kind: z.literal('number'), unit: text(40), transformation: transformationSchema });
const metricLeafSchema = z.strictObject({
  ...node,
  kind: z.literal('cashflowMetric'),
  metric: cashflowMetricSchema,
  unit: text(40),
  transformation: transformationSchema,
});

export const leafSchema = z.discriminatedUnion('kind', [scaleLeafSchema, choiceLeafSchema, numberLeafSchema, metricLeafSchema]);
export type CriterionLeaf = z.infer<typeof leafSchema>;

/** A group of criteria; its children's local weights sum to 100 (section 1). */
export type CriterionGroup = { kind: 'group'; id: string; title: string; description?: string | undefined; weight: number; children: Criterion[] };
export type Criterion = CriterionGroup | CriterionLeaf;

const groupSchema: z.ZodType<CriterionGroup> = z.strictObject({
  ...node,
  kind: z.literal('group'),
  children: z
    .array(z.lazy(() => criterionSchema))
    .min(1)
    .max(50),
});
export const criterionSchema: z.ZodType<Criterion> = z.union([groupSchema, leafSchema]);

/** A knock-out rule (section 1): an option, or a value below / above a threshold, disqualifies an alternative. */
export const knockOutRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ leafId: id, kind: z.literal('option'), optionId: id, reason: text(500) }),
  z.strictObject({ leafId: id, kind: z.literal('below'), threshold: z.number(), reason: text(500) }),
  z.strictObject({ leafId: id, kind: z.literal('above'), threshold: z.number(), reason: text(500) }),
]);
export type KnockOutRule = z.infer<typeof knockOutRuleSchema>;

/** Every node of a criteria tree, depth first. */
export function allNodes(criteria: readonly Criterion[]): Criterion[] {
  return criteria.flatMap((criterion) => (criterion.kind === 'group' ? [criterion, ...allNodes(criterion.children)] : [criterion]));
}

const siblingSetsOf = (criteria: readonly Criterion[], path: (string | number)[]): { nodes: readonly Criterion[]; path: (string | number)[] }[] => [
  { nodes: criteria, path },
  ...criteria.flatMap((criterion, index) => (criterion.kind === 'group' ? siblingSetsOf(criterion.children, [...path, index, 'children']) : [])),
];

/** A template (section 1): versioned data with a 0–10 scale, a criteria tree and knock-out rules. */
export const templateSchema = z
  .strictObject({
    id,
    key: id,
    version: z.number().int().min(1),
    title: text(200).min(1),
    description: text(5000),
    scale: z
      .strictObject({ min: z.literal(0), max: z.literal(10), anchors: z.array(anchor).max(11) })
      .refine((scale) => [0, 5, 10].every((point) => scale.anchors.some((entry) => entry.point === point)), { error: utilityMessages.scaleAnchors }),
    criteria: z.array(criterionSchema).min(1).max(50),
    knockOuts: z.array(knockOutRuleSchema).max(50),
  })
  .superRefine((template, context) => {
    for (const { nodes, path } of siblingSetsOf(template.criteria, ['criteria'])) {
      const sum = nodes.reduce((total, criterion) => total + criterion.weight, 0);
      if (Math.abs(sum - 100) > 0.01) context.addIssue({ code: 'custom', path, message: utilityMessages.siblingWeights });
    }
    const nodes = allNodes(template.criteria);
    if (new Set(nodes.map((criterion) => criterion.id)).size !== nodes.length)
      context.addIssue({ code: 'custom', path: ['criteria'], message: utilityMessages.duplicateId });
    template.knockOuts.forEach((rule, index) => {
      const leaf = nodes.find((criterion) => criterion.id === rule.leafId);
      const problem =
        leaf === undefined || leaf.kind === 'group'
          ? utilityMessages.unknownLeaf
          : rule.kind === 'option'
            ? leaf.kind !== 'choice'
              ? utilityMessages.optionRuleOnChoice
              : leaf.options.some((option) => option.id === rule.optionId)
                ? null
                : utilityMessages.unknownOption
            : leaf.kind === 'choice'
              ? utilityMessages.thresholdRuleOnNumber
              : null;
      if (problem !== null) context.addIssue({ code: 'custom', path: ['knockOuts', index], message: problem });
    });
  });
export type Template = z.infer<typeof templateSchema>;

/** Sibling weights as shares summing to 1; all-zero siblings share equally, so overrides never lose a branch. */
export function localShares(criteria: readonly Criterion[]): number[] {
  const sum = criteria.reduce((total, criterion) => total + criterion.weight, 0);
  return criteria.map((criterion) => (sum > 0 ? criterion.weight / sum : 1 / criteria.length));
}

/** A leaf's global weight is the product of the local weights on its path; they sum to 1 (section 1). */
export function globalWeights(template: Pick<Template, 'criteria'>): Map<string, number> {
  const weights = new Map<string, number>();
  const visit = (criteria: readonly Criterion[], parentWeight: number): void => {
    const shares = localShares(criteria);
    criteria.forEach((criterion, index) => {
      const global = parentWeight * (shares[index] ?? 0);
      if (criterion.kind === 'group') visit(criterion.children, global);
      else weights.set(criterion.id, global);
    });
  };
  visit(template.criteria, 1);
  return weights;
}
