/**
 * The segments' correlation (docs/portfolio-stress.md section 3): the equicorrelation matrix of one ρ, its Cholesky
 * factor with the semidefinite extension, and correlated normals from independent ones.
 */

/** Pivots and remainders within this of 0 count as 0: the entries are correlations, of order 1. */
const tolerance = 1e-10;

/** C = (1 − ρ) I + ρ 𝟙𝟙ᵀ for S segments: 1 on the diagonal, ρ elsewhere. */
export function equicorrelation(options: { correlation: number; segments: number }): number[][] {
  const { correlation, segments } = options;
  return Array.from({ length: segments }, (_, row) => Array.from({ length: segments }, (_, column) => (row === column ? 1 : correlation)));
}

/**
 * The lower triangular L with L Lᵀ = C (Golub and Van Loan, Matrix Computations, §4.2), for a positive semidefinite
 * C: a pivot within 1e-10 of 0 gives a zero column, whose remainders must vanish too (Higham 1990). null when C is
 * not positive semidefinite (a pivot below −1e-10, or a remainder under a zero pivot).
 */
export function choleskyFactor(matrix: readonly (readonly number[])[]): number[][] | null {
  const size = matrix.length;
  const factor = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const at = (row: number, column: number) => factor[row]?.[column] ?? 0;
  for (let j = 0; j < size; j += 1) {
    let pivot = matrix[j]?.[j] ?? 0;
    for (let k = 0; k < j; k += 1) pivot -= at(j, k) * at(j, k);
    if (pivot < -tolerance) return null;
    const root = pivot <= tolerance ? 0 : Math.sqrt(pivot);
    (factor[j] ?? [])[j] = root;
    for (let i = j + 1; i < size; i += 1) {
      let remainder = matrix[i]?.[j] ?? 0;
      for (let k = 0; k < j; k += 1) remainder -= at(i, k) * at(j, k);
      if (root === 0) {
        if (Math.abs(remainder) > tolerance) return null;
        continue;
      }
      (factor[i] ?? [])[j] = remainder / root;
    }
  }
  return factor;
}

/**
 * ε = L z for one book year: the S correlated innovations from S independent standard normals `normals[offset …
 * offset + S − 1]` (section 3), each summed from 0 in column order, so that a zero entry of L adds exactly nothing.
 */
export function correlatedNormals(options: { factor: readonly (readonly number[])[]; normals: ArrayLike<number>; offset?: number }): number[] {
  const { factor, normals } = options;
  const offset = options.offset ?? 0;
  return factor.map((row, segment) => {
    let sum = 0;
    for (let column = 0; column <= segment; column += 1) sum += (row[column] ?? 0) * (normals[offset + column] ?? 0);
    return sum;
  });
}
