import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { globalWeights, templateSchema } from './template-schema';
import { criteriaArbitrary, vesselTemplate } from './test-support';
import { utilityMessages } from './utility-messages';

const messagesOf = (value: unknown): string[] => {
  const result = templateSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('templateSchema', () => {
  it('accepts the example template', () => {
    expect(templateSchema.parse(vesselTemplate)).toEqual(vesselTemplate);
  });

  it('rejects sibling weights that miss 100 by more than 0.01, and accepts 100.005', () => {
    const [finance, asset] = vesselTemplate.criteria;
    expect(messagesOf({ ...vesselTemplate, criteria: [{ ...finance, weight: 59 }, asset] })).toContain(utilityMessages.siblingWeights);
    expect(messagesOf({ ...vesselTemplate, criteria: [{ ...finance, weight: 60.005 }, asset] })).toEqual([]);
  });

  it('rejects duplicate ids, a scale without anchor 5, equal linear bounds and dangling K.O. rules', () => {
    const [finance, asset] = vesselTemplate.criteria;
    expect(messagesOf({ ...vesselTemplate, criteria: [finance, { ...asset, id: 'finance' }] })).toContain(utilityMessages.duplicateId);
    expect(messagesOf({ ...vesselTemplate, scale: { ...vesselTemplate.scale, anchors: vesselTemplate.scale.anchors.slice(0, 1) } })).toContain(
      utilityMessages.scaleAnchors,
    );
    const flat = { kind: 'number', id: 'n', title: 'n', weight: 100, unit: 'x', transformation: { kind: 'linear', worst: 1, best: 1 } };
    expect(messagesOf({ ...vesselTemplate, criteria: [flat], knockOuts: [] })).toContain(utilityMessages.linearBounds);
    expect(messagesOf({ ...vesselTemplate, knockOuts: [{ leafId: 'class', kind: 'option', optionId: 'gone', reason: 'x' }] })).toContain(
      utilityMessages.unknownOption,
    );
    expect(messagesOf({ ...vesselTemplate, knockOuts: [{ leafId: 'asset', kind: 'below', threshold: 1, reason: 'x' }] })).toContain(
      utilityMessages.unknownLeaf,
    );
    expect(messagesOf({ ...vesselTemplate, knockOuts: [{ leafId: 'class', kind: 'above', threshold: 1, reason: 'x' }] })).toContain(
      utilityMessages.thresholdRuleOnNumber,
    );
  });
});

describe('globalWeights', () => {
  it('multiplies the local weights on the path: finance 60 % × price 50 % = 0.3', () => {
    expect(Object.fromEntries(globalWeights(vesselTemplate))).toEqual({
      price: expect.closeTo(0.3, 12),
      dscr: expect.closeTo(0.3, 12),
      condition: expect.closeTo(0.1, 12),
      class: expect.closeTo(0.3, 12),
    });
  });

  it('always sums to 1 over the leaves', () => {
    fc.assert(
      fc.property(criteriaArbitrary, (criteria) => {
        const weights = [...globalWeights({ criteria }).values()];
        return Math.abs(weights.reduce((sum, weight) => sum + weight, 0) - 1) < 1e-9 && weights.every((weight) => weight >= 0);
      }),
    );
  });
});
