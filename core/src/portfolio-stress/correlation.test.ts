import { describe, expect, it } from 'vitest';
import { charterFactors, charterProcess } from '../monte-carlo/charter-factors';
import { choleskyFactor, correlatedNormals, equicorrelation } from './correlation';

describe('the segments correlation (docs/portfolio-stress.md section 3)', () => {
  it('reproduces the hand check: ρ = 0.6, z = (1, −0.5) → ε = (1, 0.2) → F_A = 1.1960342, F_B = 1.0202006', () => {
    const factor = choleskyFactor(equicorrelation({ correlation: 0.6, segments: 2 }));
    expect(factor).toEqual([
      [1, 0],
      [0.6, 0.8],
    ]);
    const [a = 0, b = 0] = correlatedNormals({ factor: factor ?? [], normals: [1, -0.5] });
    expect(a).toBe(1);
    expect(b).toBeCloseTo(0.2, 12);
    const process = charterProcess({ volatility: 0.25, reversion: 0.5, years: 1 });
    expect(charterFactors({ process, normals: [a] })[0]).toBeCloseTo(1.1960342, 7);
    expect(charterFactors({ process, normals: [b] })[0]).toBeCloseTo(1.0202006, 7);
    expect(charterFactors({ process, normals: [-0.5] })[0]).toBeCloseTo(0.8876868, 7);
  });

  it('factors a positive definite matrix so that L Lᵀ = C', () => {
    const matrix = [
      [1, 0.5, 0.3],
      [0.5, 1, 0.2],
      [0.3, 0.2, 1],
    ];
    const factor = choleskyFactor(matrix) ?? [];
    for (let i = 0; i < 3; i += 1)
      for (let j = 0; j < 3; j += 1) {
        let product = 0;
        for (let k = 0; k < 3; k += 1) product += (factor[i]?.[k] ?? 0) * (factor[j]?.[k] ?? 0);
        expect(product).toBeCloseTo(matrix[i]?.[j] ?? 0, 12);
      }
  });

  it('gives one path to segments of correlation 1, exactly, and refuses what is not positive semidefinite', () => {
    const factor = choleskyFactor(equicorrelation({ correlation: 1, segments: 3 })) ?? [];
    expect(correlatedNormals({ factor, normals: [0.7, -1.3, 2.1] })).toEqual([0.7, 0.7, 0.7]);
    // The equicorrelation condition: ρ > −1/(S − 1); −0.5 is the boundary for three segments, semidefinite.
    expect(choleskyFactor(equicorrelation({ correlation: -0.49, segments: 3 }))).not.toBeNull();
    expect(choleskyFactor(equicorrelation({ correlation: -0.5, segments: 3 }))).not.toBeNull();
    expect(choleskyFactor(equicorrelation({ correlation: -0.51, segments: 3 }))).toBeNull();
    expect(
      choleskyFactor([
        [1, 0.9, -0.9],
        [0.9, 1, 0.9],
        [-0.9, 0.9, 1],
      ]),
    ).toBeNull();
  });
});
