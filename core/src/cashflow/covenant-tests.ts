import { servicedDscr } from './debt-ratios';
import type { ModelInput } from './model-input';
import type { PeriodFrame } from './periods';
import type { CovenantTest, Kpis, Period } from './result-types';
import type { Statics } from './statics';

/**
 * The periods whose ends are the covenant test dates τ = addMonths(V, m × n), m = 1, 2, … (docs/spec/calculation.md
 * section 8a): period m × n − 1 ends on τ while τ < EOL; a date is tested when T < τ and debt is outstanding then.
 * They do not depend on the charter: every scenario tests on the same dates.
 */
export function covenantTestPeriods(options: { input: ModelInput; statics: Statics; frames: readonly PeriodFrame[] }): number[] {
  const { input, statics, frames } = options;
  const months = input.covenantTestMonths;
  const indices: number[] = [];
  for (let index = months - 1; index < frames.length; index += months) {
    const frame = frames[index];
    if (frame === undefined || frame.endDay >= statics.endOfLife) break;
    if (frame.endDay > statics.acquisitionDate && frame.debtOutstanding > 0) indices.push(index);
  }
  return indices;
}

/** Whether market value MV breaches the minimum value clause against a debt: MV / debt < the clause, or MV ≤ 0 (section 8a). */
export function breachesValueClause(options: { marketValue: number; debt: number; minimumValueClause: number }): boolean {
  const { marketValue, debt, minimumValueClause } = options;
  return marketValue <= 0 || marketValue / debt < minimumValueClause;
}

/** What a covenant test reads of a period: a scenario's period, or in a simulation the path's. */
export type TestedPeriod = Pick<Period, 'end' | 'debtOutstanding' | 'linearValue' | 'cfads' | 'debtService' | 'liquidity'>;

/**
 * The covenant tests of one scenario (docs/spec/calculation.md section 8a), in date order: at each test date the debt
 * and the market value — the linear value, or a simulated path's `marketValues` (one per test date) — the security
 * cover and the prepayment that restores the minimum value clause, the trailing twelve-month DSCR over the periods
 * with debt service, the liquidity, and which covenant is breached (a covenant that is not set never is).
 */
export function covenantTests(options: {
  input: ModelInput;
  periods: readonly TestedPeriod[];
  testPeriods: readonly number[];
  marketValues?: ArrayLike<number>;
}): CovenantTest[] {
  const { input, periods, testPeriods, marketValues } = options;
  const clause = input.minimumValueClause;
  const tests: CovenantTest[] = [];
  for (const [test, index] of testPeriods.entries()) {
    const period = periods[index];
    if (period === undefined) continue;
    const debt = period.debtOutstanding;
    const marketValue = marketValues === undefined ? period.linearValue : (marketValues[test] ?? period.linearValue);
    const trailingDscr = servicedDscr({ periods, from: Math.max(0, index - 11), to: index + 1 });
    tests.push({
      date: period.end,
      debtOutstanding: debt,
      marketValue,
      securityCover: marketValue / debt,
      cureAmount: Math.max(0, debt - Math.max(marketValue, 0) / clause),
      trailingDscr,
      liquidity: period.liquidity,
      minimumValueClauseBreached: breachesValueClause({ marketValue, debt, minimumValueClause: clause }),
      dscrCovenantBreached: input.dscrCovenant !== null && trailingDscr !== null && trailingDscr < input.dscrCovenant,
      liquidityCovenantBreached: input.minimumLiquidityCovenantCurr !== null && period.liquidity < input.minimumLiquidityCovenantCurr,
    });
  }
  return tests;
}

type CovenantFigures = Pick<
  Kpis,
  'covenantBreachDate' | 'minSecurityCover' | 'maxCureAmount' | 'minTrailingDscr' | 'dscrCovenantBreachDate' | 'liquidityCovenantBreachDate'
>;

/**
 * The key figures of the covenant tests (docs/spec/calculation.md section 8): the first breach of each covenant, the
 * smallest security cover and the largest cure amount, the smallest trailing DSCR when a DSCR covenant is set.
 */
export function covenantFigures(options: { input: ModelInput; tests: readonly CovenantTest[] }): CovenantFigures {
  const { input, tests } = options;
  let minSecurityCover: number | null = null;
  let maxCureAmount: number | null = null;
  let minTrailingDscr: number | null = null;
  for (const test of tests) {
    if (minSecurityCover === null || test.securityCover < minSecurityCover) minSecurityCover = test.securityCover;
    if (maxCureAmount === null || test.cureAmount > maxCureAmount) maxCureAmount = test.cureAmount;
    if (test.trailingDscr !== null && (minTrailingDscr === null || test.trailingDscr < minTrailingDscr)) minTrailingDscr = test.trailingDscr;
  }
  const firstDate = (breached: (test: CovenantTest) => boolean) => tests.find(breached)?.date ?? null;
  return {
    covenantBreachDate: firstDate((test) => test.minimumValueClauseBreached),
    minSecurityCover,
    maxCureAmount,
    minTrailingDscr: input.dscrCovenant === null ? null : minTrailingDscr,
    dscrCovenantBreachDate: firstDate((test) => test.dscrCovenantBreached),
    liquidityCovenantBreachDate: firstDate((test) => test.liquidityCovenantBreached),
  };
}
