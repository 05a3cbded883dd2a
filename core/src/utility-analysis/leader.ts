import type { AlternativeResult } from './score';

/** Below this completeness the leading alternative's rank may still change as answers come in. */
export const reliableCompleteness = 0.8;

type Ranked = Pick<AlternativeResult, 'rank' | 'utility' | 'completeness'> & { knockOuts: readonly unknown[] };

/** The leading alternative of a ranking (docs/spec/utility-analysis.md section 3): rank 1, not knocked out, with a utility; null when none stands. */
export function leadingAlternative<Result extends Ranked>(results: readonly Result[]): Result | null {
  return results.find((result) => result.rank === 1 && result.knockOuts.length === 0 && result.utility !== null) ?? null;
}

/**
 * The leading alternative when its completeness (the answered share of global weight, section 3) is below
 * `threshold`: its lead rests on part of the criteria, so the rank may change. Null when the leader is answered
 * well enough or there is none.
 */
export function uncertainLeader<Result extends Ranked>(options: { results: readonly Result[]; threshold?: number }): Result | null {
  const { results, threshold = reliableCompleteness } = options;
  const leader = leadingAlternative(results);
  return leader !== null && leader.completeness < threshold ? leader : null;
}
