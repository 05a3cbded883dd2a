import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';
import { calculateValid, exampleCashflow, scenario } from '../test-support/cashflows';

const base = (changes: Record<string, unknown>) => scenario(calculateValid(exampleCashflow(changes)), 'base');
const onHireShare = 1 - 10 / 365;
/** No charter growth: revenue a reader can check by hand. The worked example's V is 2026-07-01, its EOL 2037-03-15. */
const plain = { annualTimeCharterIncrease: 0 };
/** The worked example's tranches without a disbursement date: drawn at T. */
const drawnAtT = [
  { value: 6_500_000, baseRate: 0.04, interest: 0.025, durationYears: 7, amortizationYears: 12 },
  { value: 3_000_000, baseRate: 0.04, interest: 0.03, durationYears: 5 },
];
const TAC = 16_850_000 + 168_500 + 50_000;

describe('version 3: a purchase that completes after V (docs/spec/calculation.md sections 1–8, 12)', () => {
  const later = base({ ...plain, purchaseDate: '2026-10-15', tranches: drawnAtT });
  const atV = base({ ...plain, tranches: drawnAtT });

  it('the ship earns and costs nothing before T; from T on it does', () => {
    const [july, august, september, october] = later.periods;
    for (const period of [july, august, september]) {
      expect(period).toMatchObject({ onHireDays: 0, grossRevenue: 0, opex: 0, auditingTaxAdvice: 0, docking: 0, cfads: 0, debtService: 0 });
    }
    // 2026-10-15 … 2026-10-31: 17 days, the current charter at 15 250 $, opex at 6 200 $ (no escalation before 2027-01-01).
    expect(october?.onHireDays).toBeCloseTo(17 * onHireShare, 12);
    expect(october?.grossRevenue).toBeCloseTo(15_250 * 17 * onHireShare, 6);
    expect(october?.opex).toBeCloseTo(17 * 6200, 9);
    expect(october?.auditingTaxAdvice).toBeCloseTo((17 * 20_000) / 365, 9);
    // Interest for YF(2026-10-15, 2026-11-01) = 16/360 under 30/360; 17 days of principal along 4 380 and 1 825 days.
    expect(october?.interest).toBeCloseTo(((6_500_000 * 0.065 + 3_000_000 * 0.07) * 16) / 360, 6);
    expect(october?.principal).toBeCloseTo((6_500_000 * 17) / 4380 + (3_000_000 * 17) / 1825, 6);
  });

  it("pays the price in T's period as `acquisition`, drawn loans beside it, and in its year's sums", () => {
    const october = later.periods[3];
    expect(october).toMatchObject({ start: '2026-10-01', acquisition: TAC, disbursement: 9_500_000 });
    expect(october?.equityCashflow).toBeCloseTo((october?.cfads ?? 0) - (october?.debtService ?? 0) + 9_500_000 - TAC, 6);
    expect(later.periods.filter((period) => period.acquisition !== 0)).toHaveLength(1);
    expect(later.years[0]?.acquisition).toBe(TAC);
    // A purchase at V is paid at V, from the opening liquidity: no period pays it.
    expect(atV.periods.every((period) => period.acquisition === 0)).toBe(true);
  });

  it('opens the liquidity with E + D_V and pays the price from it at T', () => {
    // cash(V) = 8.75 m equity + 0 debt (nothing is drawn before T), with 2 % interest for a 30/360 month.
    expect(later.periods[0]?.liquidity).toBeCloseTo(8_750_000 * (1 + 0.02 / 12), 6);
    const [, , september, october] = later.periods;
    const cash = september?.liquidity ?? 0;
    expect(october?.liquidity).toBeCloseTo(cash * (1 + 0.02 / 12) + (october?.equityCashflow ?? 0), 6);
  });

  it('derives the sources and uses of the purchase at T', () => {
    expect(later.derived).toMatchObject({ acquisitionDate: '2026-10-15', debtAtAcquisition: 9_500_000, requiredEquity: TAC - 9_500_000, equityShortfall: 0 });
    expect(later.derived.ltvAtAcquisition).toBeCloseTo(9_500_000 / 16_850_000, 15);
    // Less equity than the purchase needs: 5.75 m against 7.5685 m.
    const short = base({ ...plain, purchaseDate: '2026-10-15', tranches: drawnAtT, freshLiquidityCurr: 5_000_000 });
    expect(short.derived.equityShortfall).toBeCloseTo(TAC - 9_500_000 - 5_750_000, 6);
    expect(atV.derived).toMatchObject({ acquisitionDate: '2026-07-01', debtAtAcquisition: 9_500_000 });
  });

  it('discounts the price from T: projectNpv, the break-even rate and the discounted payback', () => {
    // YF(2026-07-01, 2026-10-15) under 30/360: (3 × 30 + 14) / 360.
    const factor = (1 + later.derived.discountRate) ** (-104 / 360);
    expect(later.kpis.projectNpv).toBeCloseTo(later.kpis.dcfValue - TAC * factor, 6);
    const flat = base({
      ...plain,
      purchaseDate: '2026-10-15',
      tranches: drawnAtT,
      currentTimeCharterCurr: null,
      averageTimeCharterCurr: later.kpis.breakevenCharterRate,
    });
    expect(Math.abs(flat.kpis.projectNpv)).toBeLessThan(1e-6 * TAC);
    // The running sum of discounted amounts starts at the price discounted from T and ends at projectNpv.
    const richer = base({ purchaseDate: '2026-10-15', tranches: drawnAtT, averageTimeCharterCurr: 18_000, expectedFutureCharterCurr: 18_000 });
    let running = -TAC * (1 + richer.derived.discountRate) ** (-104 / 360);
    const payback = richer.periods.find((period, index) => {
      running += period.cfads * period.discountFactor;
      const residual = index === richer.periods.length - 1 ? richer.derived.residualValueAtEndOfLife * period.discountFactor : 0;
      return running + residual >= 0;
    });
    expect(payback).toBeDefined();
    expect(richer.kpis.discountedPaybackDate).toBe(payback?.end);
  });

  it('dates the project and equity flows of the purchase at T', () => {
    const yearsTo = (period: { discountFactor: number }) => Math.log(period.discountFactor) / -Math.log1p(later.derived.discountRate);
    const npvAt = (rate: number, flows: { amount: number; years: number }[]) => flows.reduce((sum, flow) => sum + flow.amount * (1 + rate) ** -flow.years, 0);
    const atEnd = later.derived.remainingUsefulLifeYears;
    const project = [
      { amount: -TAC, years: 104 / 360 },
      ...later.periods.map((period) => ({ amount: period.cfads, years: yearsTo(period) })),
      { amount: later.derived.residualValueAtEndOfLife, years: atEnd },
    ];
    expect(npvAt(later.kpis.projectIrr ?? Number.NaN, project)).toBeCloseTo(0, 3);
    // The equity pays TAC − D_T at T; the period of T then shows neither the price nor the loans that paid it.
    const equity = [
      { amount: -(TAC - 9_500_000), years: 104 / 360 },
      ...later.periods.map((period) => ({
        amount: period.equityCashflow + period.acquisition - (period.acquisition > 0 ? 9_500_000 : 0),
        years: yearsTo(period),
      })),
      { amount: later.derived.residualValueAtEndOfLife, years: atEnd },
    ];
    expect(later.kpis.equityNpv).toBeCloseTo(npvAt(0.1, equity), 4);
    expect(npvAt(later.kpis.equityIrr ?? Number.NaN, equity)).toBeCloseTo(0, 3);
  });

  it("a docking in [V, T) is the seller's: it costs the buyer nothing, keeps its days from T off hire, and is the next docking", () => {
    // Dockings every 5 years from 2021-08-01: one on 2026-08-01, 10 days; the purchase completes on 2026-08-05.
    const result = base({ ...plain, lastDockingDate: '2021-08-01', dockingDays: 10, purchaseDate: '2026-08-05', tranches: drawnAtT });
    const august = result.periods[1];
    expect(august?.docking).toBe(0);
    // 2026-08-05 … 2026-08-10 off hire, 2026-08-11 … 2026-08-31 on hire: 21 days.
    expect(august?.onHireDays).toBeCloseTo(21 * onHireShare, 12);
    expect(result.derived.nextDockingDate).toBe('2026-08-01');
    expect(result.years.reduce((sum, year) => sum + year.docking, 0)).toBeGreaterThan(0);
  });

  it('a purchaseDate on or before V only records the date: the same as none', () => {
    expect(base({ ...plain, purchaseDate: '2026-07-01', tranches: drawnAtT })).toEqual(atV);
    expect(base({ ...plain, purchaseDate: '2018-02-01', tranches: drawnAtT })).toEqual(atV);
  });
});

describe('version 3: no docking in the last twelve months before EOL (docs/spec/calculation.md section 4)', () => {
  // EOL = 2037-03-15: a docking is performed up to addMonths(EOL, −12) = 2036-03-15.
  it('a cycle date after addMonths(EOL, −12) costs nothing and keeps no day off hire', () => {
    // Every 4 years from 2024-09-10: 2028, 2032 and 2036-09-10, six months before the scrapping.
    const result = base({ ...plain, dockingIntervalYears: 4, dockingDays: 14, dockingCostCurr: 1_200_000 });
    const dockings = result.periods.filter((period) => period.docking > 0).map((period) => period.start);
    expect(dockings).toEqual(['2028-09-01', '2032-09-01']);
    const september2036 = result.periods.find((period) => period.start === '2036-09-01');
    expect(september2036?.onHireDays).toBeCloseTo(30 * onHireShare, 12);
    expect(result.years.at(-1)?.docking).toBe(0);
  });

  it('a cycle date on addMonths(EOL, −12) itself is performed', () => {
    const result = base({ ...plain, lastDockingDate: '2024-03-15', dockingIntervalYears: 4, dockingDays: 14, dockingCostCurr: 1_200_000 });
    const march2036 = result.periods.find((period) => period.start === '2036-03-01');
    // 1.2 m escalated by 2 % for the 10 full years since 2026-01-01; 2036-03-15 … 2036-03-28 off hire.
    expect(march2036?.docking).toBeCloseTo(1_200_000 * 1.02 ** 10, 6);
    expect(march2036?.onHireDays).toBeCloseTo((31 - 14) * onHireShare, 12);
  });

  it('a past cycle date inside the last twelve months keeps no day off hire; the last docking itself keeps its days', () => {
    const lastYear = { ...plain, tranches: [], valuationDate: '2036-09-12', dockingIntervalYears: 4, dockingDays: 10, dockingCostCurr: 1_200_000 };
    // 2032-09-10 + 4 years = 2036-09-10, two days before V and after 2036-03-15: not performed.
    const cycle = base({ ...lastYear, lastDockingDate: '2032-09-10' });
    expect(cycle.periods[0]?.onHireDays).toBeCloseTo(30 * onHireShare, 12);
    expect(cycle.derived.nextDockingDate).toBeNull();
    // Docked on 2036-09-10 (given, paid already): 2036-09-12 … 2036-09-19 stay off hire, 8 of its 10 days.
    const docked = base({ ...lastYear, lastDockingDate: '2036-09-10' });
    expect(docked.periods[0]?.onHireDays).toBeCloseTo((30 - 8) * onHireShare, 12);
    expect(docked.periods[0]?.docking).toBe(0);
  });

  it('the next docking date is the first performed one, null when none is left', () => {
    expect(base({ ...plain, dockingIntervalYears: 4 }).derived.nextDockingDate).toBe('2028-09-10');
    // From 2024-09-10 every 12 years: 2036-09-10 is after 2036-03-15.
    expect(base({ ...plain, dockingIntervalYears: 12 }).derived.nextDockingDate).toBeNull();
  });
});

describe("version 3: a year's dscr and avgDscr over the periods that carry debt service (docs/spec/calculation.md sections 5 and 8)", () => {
  // One 5-year loan drawn half way through the first model year [2026-07-01, 2027-07-01): debt service from January.
  const result = base({ ...plain, tranches: [{ value: 6_000_000, durationYears: 5, disbursementDate: '2027-01-01' }] });
  const firstYear = result.periods.slice(0, 12);
  const sum = (periods: readonly { cfads: number; debtService: number }[], key: 'cfads' | 'debtService') =>
    periods.reduce((total, period) => total + period[key], 0);

  it('compares the cash flow of the months with debt service with that debt service', () => {
    const serviced = firstYear.filter((period) => period.debtService > 0);
    expect(serviced.map((period) => period.start)).toEqual(['2027-01-01', '2027-02-01', '2027-03-01', '2027-04-01', '2027-05-01', '2027-06-01']);
    expect(result.years[0]?.dscr).toBeCloseTo(sum(serviced, 'cfads') / sum(serviced, 'debtService'), 12);
    // Version 2 divided twelve months of cfads by six months of debt service: about twice as much.
    expect(sum(firstYear, 'cfads') / sum(firstYear, 'debtService')).toBeGreaterThan(1.8 * (result.years[0]?.dscr ?? 0));
  });

  it('avgDscr leaves out every month without debt service, before the loan and after it', () => {
    const serviced = result.periods.filter((period) => period.debtService > 0);
    // 2027-01-01 + 1 825 days = 2031-12-31: 60 months of debt service, the last one a day short.
    expect(serviced).toHaveLength(60);
    expect(result.kpis.avgDscr).toBeCloseTo(sum(serviced, 'cfads') / sum(serviced, 'debtService'), 12);
    expect(result.kpis.minDscr).toBe(Math.min(...result.years.flatMap((year) => (year.dscr === null ? [] : [year.dscr]))));
  });
});

describe('version 3: covenants tested on dates (docs/spec/calculation.md sections 8 and 8a)', () => {
  // The worked example: 9.5 m drawn at V = 2026-07-01 (6.5 m along 4 380 days, 3 m along 1 825), SH 16.85 m, residual
  // value 6.06 m, 3 910 days to EOL. Tested every 6 months by default.
  const example = base({});

  it('tests every n months after T while debt is outstanding, on the ends of periods m × n − 1', () => {
    const dates = example.covenantTests.map((test) => test.date);
    // The 3-year loan matures on 2031-06-30 and the 7-year one on 2033-06-29: 2033-07-01 has no debt left.
    expect(dates).toEqual([2027, 2028, 2029, 2030, 2031, 2032, 2033].flatMap((year) => [`${year}-01-01`, `${year}-07-01`]).slice(0, 13));
    expect(example.periods[5]?.end).toBe('2027-01-01');
    const quarterly = base({ covenantTestMonths: 3 }).covenantTests.map((test) => test.date);
    expect(quarterly.slice(0, 3)).toEqual(['2026-10-01', '2027-01-01', '2027-04-01']);
    // A purchase on 2026-10-15: the first quarterly date, 2026-10-01, lies before T and is not tested.
    const later = base({ covenantTestMonths: 3, purchaseDate: '2026-10-15', tranches: drawnAtT }).covenantTests;
    expect(later[0]?.date).toBe('2027-01-01');
    expect(base({ tranches: [] }).covenantTests).toEqual([]);
  });

  it('checks by hand: the first test date of the worked example', () => {
    const [first] = example.covenantTests;
    // 184 days from V to 2027-01-01.
    const debt = (6_500_000 * (4380 - 184)) / 4380 + (3_000_000 * (1825 - 184)) / 1825;
    const marketValue = 16_850_000 - (10_790_000 * 184) / 3910;
    expect(first?.debtOutstanding).toBeCloseTo(debt, 6);
    expect(first?.marketValue).toBeCloseTo(marketValue, 6);
    expect(first?.securityCover).toBeCloseTo(marketValue / debt, 12);
    // 1.83 ≥ 1.30: no breach, nothing to cure; the figures over all dates follow.
    expect(first).toMatchObject({ cureAmount: 0, minimumValueClauseBreached: false });
    expect(example.kpis.minSecurityCover).toBe(Math.min(...example.covenantTests.map((test) => test.securityCover)));
    expect(example.kpis).toMatchObject({ maxCureAmount: 0, covenantBreachDate: null });
  });

  it('breaches the minimum value clause below the required cover, and names the prepayment that restores it', () => {
    const strict = base({ minimumValueClause: 2 });
    const [first] = strict.covenantTests;
    expect(first?.minimumValueClauseBreached).toBe(true);
    expect(strict.kpis.covenantBreachDate).toBe('2027-01-01');
    // Prepay until debt = MV / 2.
    expect(first?.cureAmount).toBeCloseTo((first?.debtOutstanding ?? 0) - (first?.marketValue ?? 0) / 2, 6);
    expect(strict.kpis.maxCureAmount).toBe(Math.max(...strict.covenantTests.map((test) => test.cureAmount)));
  });

  it('no longer compares the LTV with leverage, the maximum loan at drawdown', () => {
    // 9.5 m on a 16.85 m ship is 56 % at drawdown: above a leverage of 50 %, which version 2 reported as a breach at V.
    const tight = base({ leverage: 0.5 });
    expect(tight.derived.ltvAtAcquisition).toBeGreaterThan(0.5);
    expect(tight.kpis.covenantBreachDate).toBeNull();
  });

  it('a market value at or below zero breaches the clause, and the whole debt is the cure', () => {
    // Scrap worth less than its costs (−150 000): the linear value falls below 0 in the last month before EOL, when a
    // 15-year loan still runs; tested monthly, 2037-03-01 is a test date.
    const negative = base({
      steelPricePerTonCurr: 0,
      covenantTestMonths: 1,
      tranches: [{ value: 9_000_000, durationYears: 15, disbursementDate: '2026-07-01' }],
    });
    const below = negative.covenantTests.filter((test) => test.marketValue <= 0);
    expect(below.map((test) => test.date)).toEqual(['2037-03-01']);
    for (const test of below) expect(test).toMatchObject({ minimumValueClauseBreached: true, cureAmount: test.debtOutstanding });
  });

  it('a trailing DSCR over the last twelve periods with debt service, tested only with a DSCR covenant', () => {
    const withCovenant = base({ dscrCovenant: 1.6 });
    const tests = withCovenant.covenantTests;
    // At 2027-07-01, the end of period 11: periods 0 … 11, all with debt service.
    const twelve = withCovenant.periods.slice(0, 12);
    const ratio = twelve.reduce((sum, period) => sum + period.cfads, 0) / twelve.reduce((sum, period) => sum + period.debtService, 0);
    expect(tests[1]?.trailingDscr).toBeCloseTo(ratio, 12);
    // At 2027-01-01 fewer periods exist: the six since V.
    const six = withCovenant.periods.slice(0, 6);
    expect(tests[0]?.trailingDscr).toBeCloseTo(
      six.reduce((sum, period) => sum + period.cfads, 0) / six.reduce((sum, period) => sum + period.debtService, 0),
      12,
    );
    const breaches = tests.filter((test) => test.dscrCovenantBreached);
    expect(breaches.length).toBeGreaterThan(0);
    for (const test of tests) expect(test.dscrCovenantBreached).toBe(test.trailingDscr !== null && test.trailingDscr < 1.6);
    expect(withCovenant.kpis.dscrCovenantBreachDate).toBe(breaches[0]?.date);
    expect(withCovenant.kpis.minTrailingDscr).toBe(Math.min(...tests.flatMap((test) => (test.trailingDscr === null ? [] : [test.trailingDscr]))));
    // Without the covenant the ratio is still reported, but nothing is tested.
    expect(example.covenantTests[1]?.trailingDscr).toBe(tests[1]?.trailingDscr);
    expect(example.covenantTests.some((test) => test.dscrCovenantBreached)).toBe(false);
    expect(example.kpis).toMatchObject({ minTrailingDscr: null, dscrCovenantBreachDate: null });
  });

  it("a liquidity covenant tests the period's liquidity at each test date", () => {
    const withCovenant = base({ minimumLiquidityCovenantCurr: 2_000_000 });
    for (const test of withCovenant.covenantTests) {
      const period = withCovenant.periods.find((candidate) => candidate.end === test.date);
      expect(test.liquidity).toBe(period?.liquidity);
      expect(test.liquidityCovenantBreached).toBe(test.liquidity < 2_000_000);
    }
    // The worked example holds 1.77 m of cash on 2027-01-01.
    expect(withCovenant.kpis.liquidityCovenantBreachDate).toBe('2027-01-01');
    expect(example.kpis.liquidityCovenantBreachDate).toBeNull();
  });

  it('tests the covenants in every scenario, user scenarios too', () => {
    const outcome = calculate(exampleCashflow({ minimumValueClause: 1.9, scenarios: [{ name: 'Weak market', overrides: { charterRateChange: -0.3 } }] }));
    if (!outcome.ok) throw new Error('the example calculates');
    expect(outcome.results.map((result) => result.covenantTests.length)).toEqual([13, 13, 13]);
    const user = outcome.results[2];
    expect(user).toMatchObject({ scenario: 'user', name: 'Weak market' });
    expect(user?.covenantTests).toHaveLength(13);
    expect(user?.kpis.covenantBreachDate).toBe('2027-01-01');
    expect(user?.kpis.minTrailingDscr).toBeNull();
  });
});

describe('version 3: maxBalloonLtv with a tranche maturing after EOL (docs/spec/calculation.md section 8)', () => {
  // 10 years on a 20-year profile (3 650 of 7 300 days): a balloon of 4.5 m, due on 2037-03-14, 2037-03-15 or after EOL.
  const lateLoan = (disbursementDate: string) =>
    base({ ...plain, tranches: [{ value: 9_000_000, durationYears: 10, amortizationYears: 20, disbursementDate }] });

  it('a balloon due by EOL: B / linearValue(t1)', () => {
    // Due on 2037-03-14, a day before EOL: the linear value is 16.85 m − 10.79 m × 3 909 / 3 910 days.
    const result = lateLoan('2027-03-17');
    expect(result.kpis.maxBalloonLtv).toBeCloseTo(4_500_000 / (16_850_000 - (10_790_000 * 3909) / 3910), 12);
  });

  it('a day past EOL: what the tranche owes at EOL against the residual value, no longer nothing', () => {
    // Drawn on 2027-03-19, 3 649 days before EOL: it owes 9 m × (7 300 − 3 649) / 7 300 there.
    const result = lateLoan('2027-03-19');
    expect(result.derived.tranches[0]?.maturesAfterEndOfLife).toBe(true);
    expect(result.kpis.maxBalloonLtv).toBeCloseTo((9_000_000 * (7300 - 3649)) / 7300 / 6_060_000, 12);
    // With or without a balloon: a plain 15-year loan owes 9 m × (5 475 − 3 910) / 5 475 at EOL.
    const plainLoan = base({ ...plain, tranches: [{ value: 9_000_000, durationYears: 15, disbursementDate: '2026-07-01' }] });
    expect(plainLoan.kpis.maxBalloonLtv).toBeCloseTo((9_000_000 * (5475 - 3910)) / 5475 / 6_060_000, 12);
    // A residual value of 0 or below gives no ratio.
    const noScrapValue = base({ ...plain, steelPricePerTonCurr: 0, tranches: [{ value: 9_000_000, durationYears: 15, disbursementDate: '2026-07-01' }] });
    expect(noScrapValue.kpis.maxBalloonLtv).toBeNull();
  });
});

describe('version 3: equityIrr null when the loans pay the whole price (docs/spec/calculation.md section 8)', () => {
  it('TAC − D_T ≤ 0: no equity invested at T, no rate of return; the equity NPV is still reported', () => {
    // 17.1 m of loans against a price of 17.0685 m.
    const result = base({ tranches: [{ value: 17_100_000, durationYears: 10, amortizationYears: 20, disbursementDate: '2026-07-01' }] });
    expect(result.derived.requiredEquity).toBeCloseTo(TAC - 17_100_000, 6);
    expect(result.kpis).toMatchObject({ equityIrr: null, equityIrrRoots: 0 });
    expect(Number.isFinite(result.kpis.equityNpv)).toBe(true);
    // Exactly the price: still nothing invested.
    expect(base({ tranches: [{ value: TAC, durationYears: 10, amortizationYears: 20, disbursementDate: '2026-07-01' }] }).kpis.equityIrr).toBeNull();
    // Less: the equity pays 1.0685 m at T and has a rate of return.
    expect(base({ tranches: [{ value: 16_000_000, durationYears: 10, amortizationYears: 20, disbursementDate: '2026-07-01' }] }).kpis).toMatchObject({
      equityIrrRoots: 1,
      equityIrr: expect.any(Number),
    });
  });
});

describe('version 3: the sale at EOL in the last liquidity (docs/spec/calculation.md section 7)', () => {
  /** A 10-year loan on a 20-year profile drawn at V, due at EOL or a day later. */
  const lateLoan = (disbursementDate: string) =>
    base({ ...plain, tranches: [{ value: 9_000_000, durationYears: 10, amortizationYears: 20, disbursementDate }] });
  // A term of 3 650 days (three leap days in it) from 2027-03-17 ends on 2037-03-14, from 2027-03-18 on EOL itself.
  const balloonBefore = lateLoan('2027-03-17');
  const balloonAtEnd = lateLoan('2027-03-18');
  const afterEnd = lateLoan('2027-03-19');

  it('adds residualValueAtEndOfLife − Σ out_i(EOL) to the last period', () => {
    const [before, last] = afterEnd.periods.slice(-2);
    // The debt still owed at EOL is repaid from the sale: the last period's debtOutstanding before that repayment.
    const sale = afterEnd.derived.residualValueAtEndOfLife - (last?.debtOutstanding ?? 0);
    expect(last?.liquidity).toBeCloseTo((before?.liquidity ?? 0) * (1 + 0.02 * (14 / 360)) + (last?.equityCashflow ?? 0) + sale, 4);
    expect(afterEnd.years.at(-1)?.liquidity).toBe(last?.liquidity);
    expect(afterEnd.kpis.minLiquidity).toBeLessThan(last?.liquidity ?? 0);
  });

  it('a balloon due on EOL and one due a day later leave about the same cash at the end', () => {
    expect(balloonAtEnd.periods.at(-1)?.balloon).toBeGreaterThan(0);
    expect(afterEnd.periods.at(-1)?.balloon).toBe(0);
    const cash = (result: typeof afterEnd) => result.periods.at(-1)?.liquidity ?? 0;
    // A day's later drawing shifts a day of principal and interest: thousands, not the balloon's 4.5 m.
    expect(Math.abs(cash(balloonAtEnd) - cash(afterEnd))).toBeLessThan(10_000);
    expect(Math.abs(cash(balloonBefore) - cash(balloonAtEnd))).toBeLessThan(10_000);
  });
});
