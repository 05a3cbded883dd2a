import { describe, expect, it } from 'vitest';
import { calculateValid, exampleCashflow, scenario } from '../test-support/cashflows';

const base = (changes: Record<string, unknown>) => scenario(calculateValid(exampleCashflow(changes)), 'base');
const longTerm = (changes: Record<string, unknown>) => scenario(calculateValid(exampleCashflow(changes)), 'longTermAverage');
const onHireShare = 1 - 10 / 365;
/** A plain setting for hand-checkable revenue: no growth, no docking in the first years (the cycle counts from C). */
const plain = { annualTimeCharterIncrease: 0, constructionDate: '2024-03-15', economicUsefulLifeYears: 25, lastDockingDate: null };

describe('edge cases of the method', () => {
  it('no current charter: no future charter either, and both scenarios agree', () => {
    const changes = { currentTimeCharterCurr: null, currentTimeCharterStartDate: null, currentTimeCharterEndDate: null };
    const result = base(changes);
    expect(result.derived.charterRateRatio).toBeNull();
    expect(result.derived.expectedFutureCharterStartDate).toBeNull();
    expect(result.derived.expectedFutureCharterEndDate).toBeNull();
    expect(result.periods).toEqual(longTerm(changes).periods);
    expect(result.periods[0]?.grossRevenue).toBeCloseTo(13_500 * 31 * onHireShare, 6);
  });

  it("a current charter that ended before the valuation date: only the future charter's own days from V count", () => {
    const result = base({ ...plain, currentTimeCharterStartDate: '2025-01-01', currentTimeCharterEndDate: '2026-03-31' });
    expect(result.derived.expectedFutureCharterStartDate).toBe('2026-04-01');
    expect(result.derived.expectedFutureCharterEndDate).toBe('2027-08-14');
    // July 2026 lies inside the future charter [2026-04-01, 2027-08-14): 14 000 $ a day.
    expect(result.periods[0]?.grossRevenue).toBeCloseTo(14_000 * 31 * onHireShare, 6);
    // August 2027: 13 days of future charter, then the long-term average.
    const august = result.periods.find((period) => period.start === '2027-08-01');
    expect(august?.grossRevenue).toBeCloseTo((14_000 * 13 + 13_500 * 18) * onHireShare, 6);
  });

  it('a future charter running past the end of life stops at the end of life', () => {
    const result = base({
      ...plain,
      constructionDate: '2001-08-01',
      valuationDate: '2026-07-01',
      currentTimeCharterStartDate: '2026-01-01',
      currentTimeCharterEndDate: '2026-06-30',
      ownerValueLatestAssessmentDate: '2026-07-01',
      dockingIntervalYears: 50,
      tranches: [],
    });
    expect(result.derived.endOfUsefulLifeDate).toBe('2026-08-01');
    expect(result.derived.expectedFutureCharterEndDate).toBe('2027-11-13');
    expect(result.periods).toHaveLength(1);
    expect(result.periods[0]?.end).toBe('2026-08-01');
    expect(result.periods[0]?.grossRevenue).toBeCloseTo(14_000 * 31 * onHireShare, 6);
  });

  it('tranches disbursed before, at and after the valuation date', () => {
    const result = base({
      ...plain,
      tranches: [
        { value: 3_650_000, durationYears: 10, disbursementDate: '2025-07-01' },
        { value: 2_000_000, durationYears: 5, disbursementDate: '2026-07-01' },
        { value: 1_000_000, durationYears: 5, disbursementDate: '2026-09-15' },
      ],
    });
    // Before V: a year of its 3 650-day term is repaid, 365 days of 3 650 → 90 % left; at V: all of it; after V: none yet.
    const debtAtV = 3_650_000 * (1 - 365 / 3650) + 2_000_000;
    expect(result.kpis.maxLtv).toBeGreaterThanOrEqual(debtAtV / result.derived.secondHandPrice);
    // Version 2: tranchesValue counts the seasoned tranche at its balance at V, 3.285 m, not its original 3.65 m.
    expect(result.derived.tranchesValue).toBeCloseTo(3_650_000 * 0.9 + 2_000_000 + 1_000_000, 6);
    const [july, august, september] = result.periods;
    expect(july?.disbursement).toBe(0);
    expect(august?.disbursement).toBe(0);
    expect(september?.disbursement).toBe(1_000_000);
    expect(september?.equityCashflow).toBeCloseTo((september?.cfads ?? 0) - (september?.debtService ?? 0) + 1_000_000, 6);
    // Liquidity at V is the equity plus the debt at V, less the acquisition cost.
    const cashAtV = result.derived.equity + debtAtV - result.derived.totalAcquisitionCost;
    expect(july?.liquidity).toBeCloseTo(cashAtV + Math.max(cashAtV, 0) * 0.02 * (30 / 360) + (july?.equityCashflow ?? 0), 6);
  });

  it('a tranche maturing after the end of life: its balance at EOL is repaid from the sale', () => {
    const result = base({ tranches: [{ value: 9_000_000, durationYears: 15, disbursementDate: '2026-07-01' }] });
    expect(result.derived.tranches[0]?.maturesAfterEndOfLife).toBe(true);
    const last = result.periods.at(-1);
    expect(last?.debtOutstanding).toBeGreaterThan(0);
    // The remaining balance stays out of the periods' principal.
    const repaid = result.periods.reduce((sum, period) => sum + period.principal, 0);
    expect(repaid + (last?.debtOutstanding ?? 0)).toBeCloseTo(9_000_000, 4);
  });

  it('a docking that began before the valuation date keeps its remaining days off hire but costs nothing', () => {
    // Dockings every 5 years from 2011-06-28: one began on 2026-06-28, three days before V.
    const result = base({ ...plain, constructionDate: '2011-06-28', dockingDays: 10, dockingIntervalYears: 5 });
    const july = result.periods[0];
    expect(july?.docking).toBe(0);
    // 2026-06-28 … 2026-07-07 off hire: 7 of them fall in July.
    expect(july?.onHireDays).toBeCloseTo((31 - 7) * onHireShare, 9);
    expect(result.derived.nextDockingDate).toBe('2031-06-28');
  });

  it('zero off-hire days: every day but docking days is on hire', () => {
    const result = base({ ...plain, offHireDaysPerYear: 0 });
    expect(result.periods[0]?.onHireDays).toBe(31);
  });

  it('zero docking days: dockings cost money but keep no day off hire', () => {
    // The example's last docking was on 2024-09-10: the next is due on 2029-09-10.
    const result = base({ dockingDays: 0 });
    const september2029 = result.periods.find((period) => period.start === '2029-09-01');
    expect(september2029?.docking).toBeGreaterThan(0);
    expect(september2029?.onHireDays).toBeCloseTo(30 * onHireShare, 9);
  });

  it('29 February valuation, construction and charter dates', () => {
    const result = base({
      valuationDate: '2028-02-29',
      constructionDate: '2016-02-29',
      currentTimeCharterStartDate: '2024-02-29',
      currentTimeCharterEndDate: '2028-02-29',
      ownerValueLatestAssessmentDate: '2028-02-29',
      opexLatestAssessmentDate: '2028-02-29',
      tranches: [{ value: 5_000_000, durationYears: 4, disbursementDate: '2028-02-29' }],
    });
    expect(result.derived.endOfUsefulLifeDate).toBe('2041-02-28');
    expect(result.derived.expectedFutureCharterStartDate).toBe('2028-03-01');
    expect(result.periods.slice(0, 3).map((period) => period.end)).toEqual(['2028-03-29', '2028-04-29', '2028-05-29']);
    expect(result.years[0]?.end).toBe('2029-02-28');
    expect(result.derived.tranches[0]?.maturityDate).toBe('2032-02-28');
    // The charter of 29 Feb 2024 is a full year older on 28 Feb 2025: one step of growth by then.
    expect(result.periods[0]?.grossRevenue).toBeGreaterThan(0);
  });

  it('every day-count basis gives a finite, consistent result', () => {
    const values = [0, 1, 2, 3, 4].map((basis) => base({ dayCountConvention: basis }));
    for (const result of values) {
      expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
      expect(result.periods).toHaveLength(values[0]?.periods.length ?? 0);
    }
    // The bases change interest and discounting, so the values differ, but only a little.
    const dcfs = values.map((result) => result.kpis.dcfValue);
    expect(new Set(dcfs).size).toBeGreaterThan(1);
    for (const value of dcfs) expect(Math.abs(value / (dcfs[0] ?? 1) - 1)).toBeLessThan(0.01);
    // Actual/360 and actual/365 accrue interest on the days of the first month.
    expect(values[2]?.periods[0]?.interest).toBeCloseTo((6_500_000 * 0.065 + 3_000_000 * 0.07) * (31 / 360), 6);
    expect(values[3]?.periods[0]?.interest).toBeCloseTo((6_500_000 * 0.065 + 3_000_000 * 0.07) * (31 / 365), 6);
  });

  it('a ship with less than one month of life left has one short period and one year', () => {
    const result = base({ valuationDate: '2037-03-01', ownerValueLatestAssessmentDate: '2037-03-01', opexLatestAssessmentDate: '2037-03-01', tranches: [] });
    expect(result.periods).toHaveLength(1);
    expect(result.periods[0]).toMatchObject({ start: '2037-03-01', end: '2037-03-15', days: 14 });
    expect(result.years).toHaveLength(1);
    expect(result.derived.nextDockingDate).toBeNull();
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
  });
});
