/**
 * The random numbers of docs/monte-carlo.md section 6: 32-bit integer arithmetic mod 2³² only (Math.imul, >>>,
 * ^), so that a seed gives the same numbers on every machine.
 */

/** A source of uint32 outputs. */
export type Uint32Source = () => number;

/** splitmix32 started at z = seed: the seeding generator of the master state (section 6). */
export function splitmix32(seed: number): Uint32Source {
  let z = seed >>> 0;
  return () => {
    z = (z + 0x9e3779b9) >>> 0;
    let t = z;
    t = Math.imul(t ^ (t >>> 16), 0x21f0aaad);
    t = Math.imul(t ^ (t >>> 15), 0x735a2d97);
    return (t ^ (t >>> 15)) >>> 0;
  };
}

/** xoshiro128** version 1.1 (Blackman and Vigna) from the state s0 … s3; an all-zero state becomes s0 = 0x9E3779B9. */
export function xoshiro128ss(state: readonly [number, number, number, number]): Uint32Source {
  let [s0, s1, s2, s3] = state.map((word) => word >>> 0) as [number, number, number, number];
  if ((s0 | s1 | s2 | s3) === 0) s0 = 0x9e3779b9;
  return () => {
    const times5 = Math.imul(s1, 5);
    const result = Math.imul((times5 << 7) | (times5 >>> 25), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    return result;
  };
}

/** The next four outputs of a source, as a xoshiro128** state. */
export function nextState(source: Uint32Source): [number, number, number, number] {
  return [source(), source(), source(), source()];
}

/** The master generator M of a seed: xoshiro128** seeded with the first four outputs of splitmix32(seed). */
export function masterGenerator(seed: number): Uint32Source {
  return xoshiro128ss(nextState(splitmix32(seed)));
}

/**
 * The generators of paths p0, p0 + 1, … in order: M is advanced by 4 · p0 outputs, then each path takes the next
 * four as its state, so that a path's numbers depend only on (seed, p) (section 6).
 */
export function pathGenerators(options: { seed: number; firstPath: number }): () => Uint32Source {
  const master = masterGenerator(options.seed);
  for (let skipped = 0; skipped < 4 * options.firstPath; skipped += 1) master();
  return () => xoshiro128ss(nextState(master));
}

/** u = (w + 0.5) / 2³², strictly inside (0, 1). */
export function uniform(word: number): number {
  return (word + 0.5) / 4294967296;
}

/** One standard normal by Box–Muller, cosine branch, from two fresh uniforms: |ε| ≤ sqrt(2 ln 2³³) ≈ 6.76. */
export function normal(source: Uint32Source): number {
  const u1 = uniform(source());
  const u2 = uniform(source());
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}
