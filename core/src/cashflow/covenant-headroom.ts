import type { CovenantTest, DateText } from './result-types';

/** The covenants of docs/spec/calculation.md section 8a, named by the inputs that set them. */
export type CovenantName = 'minimumValueClause' | 'dscrCovenant' | 'minimumLiquidityCovenantCurr';

/** The levels the loan agreement sets; null for a covenant it does not set (the minimum value clause is always set). */
export type CovenantLevels = { minimumValueClause: number; dscrCovenant: number | null; minimumLiquidityCovenantCurr: number | null };

/**
 * One covenant at its tightest test date: the tested value there, the level it must keep, the headroom (the security
 * cover's as a share of the clause, the trailing DSCR's and the liquidity's as a difference; negative when breached)
 * and the first test date that breaches it.
 */
export type CovenantHeadroom = {
  covenant: CovenantName;
  level: number;
  tightestDate: DateText;
  value: number;
  headroom: number;
  firstBreachDate: DateText | null;
};

type CovenantRule = {
  covenant: CovenantName;
  value: (test: CovenantTest) => number | null;
  breached: (test: CovenantTest) => boolean;
  headroom: (value: number, level: number) => number;
};

const rules: readonly CovenantRule[] = [
  {
    covenant: 'minimumValueClause',
    value: (test) => test.securityCover,
    breached: (test) => test.minimumValueClauseBreached,
    headroom: (value, level) => (value - level) / level,
  },
  { covenant: 'dscrCovenant', value: (test) => test.trailingDscr, breached: (test) => test.dscrCovenantBreached, headroom: (value, level) => value - level },
  {
    covenant: 'minimumLiquidityCovenantCurr',
    value: (test) => test.liquidity,
    breached: (test) => test.liquidityCovenantBreached,
    headroom: (value, level) => value - level,
  },
];

/**
 * Each covenant the agreement sets, at the test date where its headroom is smallest (the first of equal ones); a
 * covenant that is not set, or has no tested value (no test dates, no trailing DSCR), is left out.
 */
export function covenantHeadroom(options: { tests: readonly CovenantTest[]; levels: CovenantLevels }): CovenantHeadroom[] {
  const { tests, levels } = options;
  const headrooms: CovenantHeadroom[] = [];
  for (const rule of rules) {
    const level = levels[rule.covenant];
    if (level === null) continue;
    let tightest: CovenantHeadroom | null = null;
    for (const test of tests) {
      const value = rule.value(test);
      if (value === null) continue;
      const headroom = rule.headroom(value, level);
      if (tightest === null || headroom < tightest.headroom)
        tightest = { covenant: rule.covenant, level, tightestDate: test.date, value, headroom, firstBreachDate: null };
    }
    if (tightest === null) continue;
    const firstBreach = tests.find(rule.breached);
    headrooms.push({ ...tightest, firstBreachDate: firstBreach === undefined ? null : firstBreach.date });
  }
  return headrooms;
}
