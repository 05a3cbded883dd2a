import type { LoanMonitor, MonitorTest } from '../loan-book/monitor';

/**
 * A test of a loan with a clause of 1.3, a DSCR covenant of 1.2 and a liquidity covenant of 500 000: the cover is the
 * market value over the debt, and each breach flag is the engine's rule, so a reader checks every figure by hand.
 */
export function handTest(date: string, debt: number, marketValue: number, trailingDscr: number | null, liquidity: number): MonitorTest {
  const securityCover = marketValue / debt;
  return {
    date,
    debtOutstanding: debt,
    marketValue,
    securityCover,
    cureAmount: Math.max(0, debt - Math.max(marketValue, 0) / 1.3),
    trailingDscr,
    liquidity,
    minimumValueClauseBreached: marketValue <= 0 || securityCover < 1.3,
    dscrCovenantBreached: trailingDscr !== null && trailingDscr < 1.2,
    liquidityCovenantBreached: liquidity < 500_000,
  };
}

/**
 * A loan valued on 2026-07-01 with half-yearly tests: 10 m of debt against 15 m (cover 1.5, 15 % above the clause),
 * then 9 m against 13 m (cover 1.444…, 11.1 % above), then 8 m against 10 m (cover 1.25: breached); the DSCR 1.5, 1.3
 * (8.3 % above 1.2: thin) and 1.25; the liquidity 900 000, 800 000 and 540 000 (8 % above 500 000: thin).
 */
export function handMonitor(changes: Partial<LoanMonitor> = {}): LoanMonitor {
  const tests = [
    handTest('2027-01-01', 10_000_000, 15_000_000, 1.5, 900_000),
    handTest('2027-07-01', 9_000_000, 13_000_000, 1.3, 800_000),
    handTest('2028-01-01', 8_000_000, 10_000_000, 1.25, 540_000),
  ];
  return {
    shipName: 'Hand Trader',
    shipType: 'BULK_KAMSARMAX',
    segment: 'BULK_KAMSARMAX',
    currency: 'USD',
    valuationDate: '2026-07-01',
    maturityDate: '2028-04-01',
    covenants: { minimumValueClause: 1.3, dscr: 1.2, minimumLiquidity: 500_000 },
    covenantTestMonths: 6,
    tests,
    series: [
      { date: '2026-10-01', debtOutstanding: 10_500_000, marketValue: 16_000_000 },
      { date: '2027-01-01', debtOutstanding: 10_000_000, marketValue: 15_000_000 },
      { date: '2027-04-01', debtOutstanding: 9_500_000, marketValue: 14_000_000 },
      { date: '2027-07-01', debtOutstanding: 9_000_000, marketValue: 13_000_000 },
      { date: '2027-10-01', debtOutstanding: 8_500_000, marketValue: 11_500_000 },
      { date: '2028-01-01', debtOutstanding: 8_000_000, marketValue: 10_000_000 },
      { date: '2028-04-01', debtOutstanding: 0, marketValue: 9_000_000 },
    ],
    ...changes,
  };
}
