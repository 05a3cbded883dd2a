import { utility } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { findTemplate, templates } from './index';

type Answer = utility.Answer;
type Leaf = utility.CriterionLeaf;
type Extreme = 'best' | 'worst';

const leavesOf = (template: utility.Template): Leaf[] => utility.allNodes(template.criteria).filter((node): node is Leaf => node.kind !== 'group');
const groupsOf = (template: utility.Template): utility.CriterionGroup[] =>
  utility.allNodes(template.criteria).filter((node): node is utility.CriterionGroup => node.kind === 'group');

/** A number at the transformation's best or worst end. */
function extremeValue(transformation: utility.Transformation, extreme: Extreme): number {
  if (transformation.kind === 'linear') return transformation[extreme];
  const scores = transformation.steps.map((step) => step.score);
  const target = extreme === 'best' ? Math.max(...scores) : Math.min(...scores);
  const step = transformation.steps.find((candidate) => candidate.score === target);
  if (step === undefined) throw new Error('no step');
  return step.threshold;
}

/** The best or worst possible answer to a leaf. */
function extremeAnswer(template: utility.Template, leaf: Leaf, extreme: Extreme): Answer {
  switch (leaf.kind) {
    case 'scale':
      return { kind: 'score', value: extreme === 'best' ? template.scale.max : template.scale.min };
    case 'choice': {
      const sorted = leaf.options.toSorted((a, b) => (extreme === 'best' ? b.score - a.score : a.score - b.score));
      const option = sorted[0];
      if (option === undefined) throw new Error(`${leaf.id} has no options`);
      return { kind: 'option', optionId: option.id };
    }
    case 'number':
    case 'cashflowMetric':
      return { kind: 'number', value: extremeValue(leaf.transformation, extreme) };
  }
}

const siblingSets = (criteria: readonly utility.Criterion[]): (readonly utility.Criterion[])[] => [
  criteria,
  ...criteria.flatMap((criterion) => (criterion.kind === 'group' ? siblingSets(criterion.children) : [])),
];

describe('utility-analysis templates', () => {
  it('ships the three templates of the spec, in order, with unique ids and keys', () => {
    expect(templates.map((template) => template.key)).toEqual(['second-hand-vessel-acquisition', 'ship-loan-credit-view', 'ship-fund-participation']);
    expect(new Set(templates.map((template) => template.id)).size).toBe(templates.length);
    expect(new Set(templates.map((template) => template.key)).size).toBe(templates.length);
    for (const template of templates) expect(findTemplate(template.id)).toBe(template);
    expect(findTemplate('no-such-template')).toBeUndefined();
  });

  it('covers all five cashflow metrics across the templates', () => {
    const metrics = new Set(templates.flatMap((template) => leavesOf(template).flatMap((leaf) => (leaf.kind === 'cashflowMetric' ? [leaf.metric] : []))));
    expect([...metrics].toSorted()).toEqual([...utility.cashflowMetricSchema.options].toSorted());
  });

  describe.each(templates.map((template) => ({ name: template.key, template })))('$name', ({ template }) => {
    it('passes the template schema', () => {
      expect(utility.templateSchema.parse(template)).toEqual(template);
      expect(template.version).toBe(1);
      expect(template.id).toBe(`${template.key}-v1`);
    });

    it('has unique kebab-case ids and a description on every node', () => {
      const nodes = utility.allNodes(template.criteria);
      expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length);
      for (const node of nodes) {
        expect(node.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(node.description?.trim().length ?? 0, node.id).toBeGreaterThan(40);
      }
      expect(template.description.length).toBeGreaterThan(100);
    });

    it('sums every sibling set to exactly 100', () => {
      for (const siblings of siblingSets(template.criteria)) expect(siblings.reduce((sum, node) => sum + node.weight, 0)).toBe(100);
      const globals = [...utility.globalWeights(template).values()];
      expect(globals.reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 10);
    });

    it('has at least four groups of criteria, two cashflow metrics and two knock-out rules with reasons', () => {
      expect(template.criteria.length).toBeGreaterThanOrEqual(4);
      expect(template.criteria.every((node) => node.kind === 'group')).toBe(true);
      expect(groupsOf(template).every((group) => group.children.length >= 2)).toBe(true);
      expect(leavesOf(template).filter((leaf) => leaf.kind === 'cashflowMetric').length).toBeGreaterThanOrEqual(2);
      expect(template.knockOuts.length).toBeGreaterThanOrEqual(2);
      for (const rule of template.knockOuts) expect(rule.reason.length).toBeGreaterThan(20);
    });

    it('anchors the scale at 0, 5 and 10 and every scale leaf at its ends', () => {
      expect(template.scale.anchors.map((anchor) => anchor.point)).toEqual(expect.arrayContaining([0, 5, 10]));
      for (const leaf of leavesOf(template))
        if (leaf.kind === 'scale')
          expect(
            leaf.anchors?.map((anchor) => anchor.point),
            leaf.id,
          ).toEqual(expect.arrayContaining([0, 10]));
    });

    it('scores 10 when every answer is the best possible and 0 when every answer is the worst, knocking out the worst', () => {
      const leaves = leavesOf(template);
      const answers = (extreme: Extreme) => Object.fromEntries(leaves.map((leaf) => [leaf.id, extremeAnswer(template, leaf, extreme)]));
      const results = utility.scoreAnalysis({
        template,
        analysis: {
          alternatives: [
            { id: 'worst', name: 'Worst' },
            { id: 'best', name: 'Best' },
          ],
          answers: { best: answers('best'), worst: answers('worst') },
        },
      });
      const best = results.find((result) => result.alternativeId === 'best');
      const worst = results.find((result) => result.alternativeId === 'worst');
      expect(best?.utility).toBeCloseTo(10, 10);
      expect(best?.completeness).toBeCloseTo(1, 10);
      expect(best?.knockOuts).toEqual([]);
      expect(best?.rank).toBe(1);
      expect(worst?.utility).toBeCloseTo(0, 10);
      expect(worst?.knockOuts.length).toBeGreaterThan(0);
    });

    it('fires each knock-out rule on an answer that breaches it and not on the best answer', () => {
      for (const rule of template.knockOuts) {
        const leaf = leavesOf(template).find((candidate) => candidate.id === rule.leafId);
        if (leaf === undefined) throw new Error(`unknown leaf ${rule.leafId}`);
        const breach: Answer =
          rule.kind === 'option'
            ? { kind: 'option', optionId: rule.optionId }
            : { kind: leaf.kind === 'scale' ? 'score' : 'number', value: rule.kind === 'below' ? rule.threshold - 0.01 : rule.threshold + 0.01 };
        const run = (answer: Answer) =>
          utility.scoreAnalysis({ template, analysis: { alternatives: [{ id: 'a', name: 'A' }], answers: { a: { [leaf.id]: answer } } } })[0]?.knockOuts ?? [];
        expect(run(breach), rule.leafId).toEqual([rule]);
        expect(run(extremeAnswer(template, leaf, 'best')), rule.leafId).toEqual([]);
      }
    });
  });
});
