import { utility } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { localWeight, neutralMatrix, saatyText, saatyValue, siblingSum, withJudgement, withWeightOverride } from './weights';

describe('withWeightOverride', () => {
  const node = { id: 'asset', weight: 40 };
  it('sets, clamps and removes overrides, and keeps a typed weight equal to the template’s', () => {
    expect(withWeightOverride({}, node, 55)).toEqual({ asset: 55 });
    expect(withWeightOverride({}, node, 150)).toEqual({ asset: 100 });
    expect(withWeightOverride({ asset: 55, x: 1 }, node, '')).toEqual({ x: 1 });
    expect(withWeightOverride({ asset: 55 }, node, 40)).toEqual({ asset: 40 });
  });
  it('applies to local weights and sums', () => {
    expect(localWeight({ asset: 55 }, node)).toBe(55);
    expect(siblingSum({ asset: 55 }, [node, { id: 'b', weight: 60 }])).toBe(115);
  });
});

describe('pairwise judgements', () => {
  it('keep the matrix reciprocal and feed ahpWeights', () => {
    let matrix = neutralMatrix(3);
    matrix = withJudgement(matrix, 0, 1, 3);
    expect(matrix[1]?.[0]).toBeCloseTo(1 / 3);
    const result = utility.ahpWeights({ matrix });
    expect(result.weights[0]).toBeGreaterThan(result.weights[1] ?? 1);
  });
  it('map Saaty texts both ways', () => {
    expect(saatyText(1 / 3)).toBe('1/3');
    expect(saatyText(7)).toBe('7');
    expect(saatyValue('1/5')).toBeCloseTo(0.2);
    expect(saatyValue(null)).toBe(1);
  });
});
