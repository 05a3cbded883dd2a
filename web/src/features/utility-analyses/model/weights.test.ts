import { utility } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import {
  judgementSide,
  localWeight,
  matrixFromWeights,
  neutralMatrix,
  saatyText,
  saatyValue,
  siblingSum,
  snapToSaaty,
  withJudgement,
  withWeightOverride,
} from './weights';

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

describe('matrixFromWeights', () => {
  // The second-hand vessel template's top level (issue 24): turning the comparison on reset these to 12.5 % each.
  const template = [30, 5, 10, 10, 15, 10, 15, 5];

  it('starts from the ratios of the weights, snapped to the scale: 30/5 = 6, 30/10 = 3, 15/10 = 1.5 → 2, 10/15 → 1/2', () => {
    const matrix = matrixFromWeights(template);
    expect(matrix[0]?.[1]).toBe(6);
    expect(matrix[0]?.[2]).toBe(3);
    expect(matrix[4]?.[2]).toBe(2);
    expect(matrix[2]?.[4]).toBeCloseTo(1 / 2, 12);
    expect(matrix[2]?.[3]).toBe(1);
    expect(utility.comparisonMatrixProblem({ matrix })).toBeNull();
  });

  it('keeps the order of the weights and comes close to them, not 12.5 % each; core reports the consistency', () => {
    const result = utility.ahpWeights({ matrix: matrixFromWeights(template) });
    const sum = template.reduce((total, weight) => total + weight, 0);
    result.weights.forEach((weight, index) => expect(Math.abs(weight - (template[index] ?? 0) / sum)).toBeLessThan(0.035));
    expect(result.weights[0]).toBeGreaterThan(0.25);
    expect(result.weights[1]).toBeLessThan(0.07);
    expect(result.consistencyRatio).toBeLessThan(0.1);
    expect(result.warning).toBe(false);
  });

  it('gives exact ratios back when they lie on the scale: 60/20/20 → weights 0.6, 0.2, 0.2, CR 0', () => {
    const result = utility.ahpWeights({ matrix: matrixFromWeights([60, 20, 20]) });
    expect(result.weights.map((weight) => Number(weight.toFixed(10)))).toEqual([0.6, 0.2, 0.2]);
    expect(result.consistencyRatio).toBeCloseTo(0, 10);
  });

  it('handles zero weights and ratios beyond 9 at the ends of the scale', () => {
    expect(matrixFromWeights([0, 0])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(matrixFromWeights([50, 0])[0]?.[1]).toBe(9);
    expect(matrixFromWeights([1, 50])[0]?.[1]).toBeCloseTo(1 / 9, 12);
    expect(snapToSaaty(Number.POSITIVE_INFINITY)).toBe(9);
  });
});

describe('judgementSide', () => {
  it('names the preferred side and the scale point', () => {
    expect(judgementSide(1)).toEqual({ side: 'equal' });
    expect(judgementSide(5)).toEqual({ side: 'a', degree: 5 });
    expect(judgementSide(1 / 7)).toEqual({ side: 'b', degree: 7 });
  });
});
