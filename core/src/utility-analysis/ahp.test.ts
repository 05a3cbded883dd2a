import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeelsonError } from '../errors/keelson-error';
import { ahpWeights, comparisonMatrixProblem } from './ahp';
import { utilityMessages } from './utility-messages';

describe('ahpWeights', () => {
  it('gives the test vector of section 4 for the 4 × 4 matrix', () => {
    const matrix = [
      [1, 3, 5, 7],
      [1 / 3, 1, 3, 5],
      [1 / 5, 1 / 3, 1, 3],
      [1 / 7, 1 / 5, 1 / 3, 1],
    ];
    const result = ahpWeights({ matrix });
    const expected = [0.565, 0.2622, 0.1175, 0.0553];
    result.weights.forEach((weight, index) => expect(weight).toBeCloseTo(expected[index] ?? Number.NaN, 4));
    expect(result.weights.reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 12);
    expect(result.lambdaMax).toBeCloseTo(4.117, 4);
    expect(result.consistencyIndex).toBeCloseTo(0.039, 4);
    expect(result.consistencyRatio).toBeCloseTo(0.0433, 4);
    expect(result.warning).toBe(false);
  });

  it('warns for the cyclic 3 × 3 matrix: λmax = 1 + 3 + 1/3, CR = (2/3) / 0.58 ≈ 1.149', () => {
    const result = ahpWeights({
      matrix: [
        [1, 3, 1 / 3],
        [1 / 3, 1, 3],
        [3, 1 / 3, 1],
      ],
    });
    result.weights.forEach((weight) => expect(weight).toBeCloseTo(1 / 3, 12));
    expect(result.lambdaMax).toBeCloseTo(13 / 3, 10);
    expect(result.consistencyRatio).toBeCloseTo(2 / 3 / 0.58, 10);
    expect(result.consistencyRatio).toBeCloseTo(1.149, 3);
    expect(result.warning).toBe(true);
    // Every pair is off by a factor 3 against equal weights; the first, (0, 1), is named.
    expect(result.mostInconsistentPair).toEqual({ i: 0, j: 1, ratio: expect.closeTo(3, 10) });
  });

  it('names the pair that breaks an otherwise consistent matrix', () => {
    // Consistent with weights (4, 2, 1, 1) except a_13 = 9 instead of 4.
    const result = ahpWeights({
      matrix: [
        [1, 2, 4, 9],
        [1 / 2, 1, 2, 2],
        [1 / 4, 1 / 2, 1, 1],
        [1 / 9, 1 / 2, 1, 1],
      ],
    });
    expect(result.mostInconsistentPair).toMatchObject({ i: 0, j: 3 });
  });

  it('gives CR 0 for n ≤ 2 and reads a 2 × 2 comparison directly', () => {
    const result = ahpWeights({
      matrix: [
        [1, 3],
        [1 / 3, 1],
      ],
    });
    expect(result.weights[0]).toBeCloseTo(0.75, 12);
    expect(result.consistencyRatio).toBe(0);
    expect(ahpWeights({ matrix: [[1]] })).toMatchObject({ weights: [1], consistencyRatio: 0, mostInconsistentPair: null });
  });

  it('rejects matrices that are not square, out of range or not reciprocal', () => {
    expect(comparisonMatrixProblem({ matrix: [[1, 2]] })).toBe(utilityMessages.notSquare);
    expect(
      comparisonMatrixProblem({
        matrix: [
          [1, 10],
          [0.1, 1],
        ],
      }),
    ).toBe(utilityMessages.entryRange);
    expect(
      comparisonMatrixProblem({
        matrix: [
          [1, 2],
          [0.6, 1],
        ],
      }),
    ).toBe(utilityMessages.notReciprocal);
    expect(
      comparisonMatrixProblem({
        matrix: [
          [2, 1],
          [1, 2],
        ],
      }),
    ).toBe(utilityMessages.notReciprocal);
    expect(() => ahpWeights({ matrix: [] })).toThrow(KeelsonError);
  });

  it('reproduces the weights of a consistent matrix with CR ≈ 0', () => {
    // Ratios w_i / w_j stay within [1/9, 9] when every weight lies in [1, 9].
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1, max: 9, noNaN: true }), { minLength: 1, maxLength: 10 }), (raw) => {
        const matrix = raw.map((wi) => raw.map((wj) => wi / wj));
        const total = raw.reduce((sum, value) => sum + value, 0);
        const result = ahpWeights({ matrix });
        return result.weights.every((weight, index) => Math.abs(weight - (raw[index] ?? 0) / total) < 1e-9) && result.consistencyRatio < 1e-9;
      }),
    );
  });
});
