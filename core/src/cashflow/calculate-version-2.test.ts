import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';
import { calculateValid, exampleCashflow, scenario } from '../test-support/cashflows';

const base = (changes: Record<string, unknown>) => scenario(calculateValid(exampleCashflow(changes)), 'base');
const onHireShare = 1 - 10 / 365;
/** No growth, no tranches: revenue and debt that a reader can check by hand. */
const plain = { annualTimeCharterIncrease: 0, constructionDate: '2024-03-15', economicUsefulLifeYears: 25, tranches: [] };

describe('version 2: the docking cycle anchored at lastDockingDate (docs/spec/calculation.md section 4)', () => {
  it('counts dockings from the last one; the last one keeps its remaining days off hire and costs nothing', () => {
    const result = base({ ...plain, lastDockingDate: '2026-06-28', dockingDays: 10, dockingIntervalYears: 5 });
    const july = result.periods[0];
    // 2026-06-28 … 2026-07-07 off hire: 7 of those days fall in July, and the docking is paid already.
    expect(july?.docking).toBe(0);
    expect(july?.onHireDays).toBeCloseTo((31 - 7) * onHireShare, 9);
    expect(result.derived.nextDockingDate).toBe('2031-06-28');
    // The next docking costs 1.2 m escalated by 2 % for the 5 full years since 2026-01-01, on its day in June 2031.
    const june2031 = result.periods.find((period) => period.start === '2031-06-01');
    expect(june2031?.docking).toBeCloseTo(1_200_000 * 1.02 ** 5, 6);
    expect(june2031?.onHireDays).toBeCloseTo((30 - 3) * onHireShare, 9);
  });

  it('a lastDockingDate equal to the construction date is a delivery: the same as none, and no days off hire even when C = V', () => {
    expect(base({ ...plain, lastDockingDate: '2024-03-15' })).toEqual(base({ ...plain, lastDockingDate: null }));
    const newBuild = { ...plain, constructionDate: '2026-07-01', ownerValueLatestAssessmentDate: '2026-07-01', dockingDays: 10 };
    const delivered = base({ ...newBuild, lastDockingDate: '2026-07-01' });
    expect(delivered.periods[0]?.onHireDays).toBeCloseTo(31 * onHireShare, 9);
    expect(delivered).toEqual(base({ ...newBuild, lastDockingDate: null }));
  });
});

describe('version 2: the discount rate ρ (docs/spec/calculation.md sections 3, 5 and 8)', () => {
  it('with discountRate equal to the WACC nothing changes', () => {
    const withoutRate = calculateValid(exampleCashflow());
    const wacc = withoutRate[0]?.derived.wacc;
    expect(calculateValid(exampleCashflow({ discountRate: wacc }))).toEqual(withoutRate);
  });

  it('a central rate replaces the WACC for present values, the DCF value, the break-even and the discounted payback, not for equityNpv', () => {
    const atWacc = base({});
    const atSeven = base({ discountRate: 0.07 });
    expect(atSeven.derived).toMatchObject({ discountRate: 0.07, wacc: atWacc.derived.wacc });
    // YF(2026-07-01, 2026-08-01) under 30/360 is 1/12.
    expect(atSeven.periods[0]?.discountFactor).toBeCloseTo(1.07 ** (-1 / 12), 15);
    expect(atSeven.periods[0]?.presentValue).toBeCloseTo((atSeven.periods[0]?.cfads ?? 0) * 1.07 ** (-1 / 12), 6);
    const residual = atSeven.derived.residualValueAtEndOfLife * 1.07 ** -atSeven.derived.remainingUsefulLifeYears;
    expect(atSeven.kpis.dcfValue).toBeCloseTo(atSeven.periods.reduce((sum, period) => sum + period.presentValue, 0) + residual, 4);
    // A lower rate than the WACC of 8.26 % raises the value and lowers the break-even rate.
    expect(atSeven.kpis.dcfValue).toBeGreaterThan(atWacc.kpis.dcfValue);
    expect(atSeven.kpis.breakevenCharterRate).toBeLessThan(atWacc.kpis.breakevenCharterRate ?? 0);
    expect(atSeven.kpis.equityNpv).toBe(atWacc.kpis.equityNpv);
    expect(atSeven.kpis.projectIrr).toBe(atWacc.kpis.projectIrr);
  });
});

describe('version 2: balloons and seasoned tranches (docs/spec/calculation.md sections 3 and 6)', () => {
  // Drawn 2023-07-01, 1 096 days before V; a 5-year term (1 825 days, to 2028-06-29: 2024 has 366) on a 10-year profile (3 650 days).
  const seasoned = { value: 3_650_000, baseRate: 0.04, interest: 0.02, durationYears: 5, amortizationYears: 10, disbursementDate: '2023-07-01' };

  it('counts a seasoned tranche at its balance at V and pays its balloon at maturity from equity and liquidity', () => {
    const result = base({ ...plain, tranches: [seasoned] });
    // out(V) = 3.65 m × (3 650 − 1 096) / 3 650 = 2.554 m; B = 3.65 m × 1 825 / 3 650 = 1.825 m.
    expect(result.derived.tranchesValue).toBeCloseTo(2_554_000, 6);
    expect(result.derived.costOfDebt).toBeCloseTo(0.06, 15);
    expect(result.derived.tranches[0]).toMatchObject({ maturityDate: '2028-06-29', amortizationYears: 10 });
    expect(result.derived.tranches[0]?.balloon).toBeCloseTo(1_825_000, 6);
    const due = result.periods.filter((period) => period.balloon !== 0);
    expect(due.map((period) => period.start)).toEqual(['2028-06-01']);
    expect(due[0]?.balloon).toBeCloseTo(1_825_000, 6);
    expect(due[0]?.debtOutstanding).toBe(0);
    expect(due[0]?.equityCashflow).toBeCloseTo((due[0]?.cfads ?? 0) - (due[0]?.debtService ?? 0) - 1_825_000, 6);
    // Principal and balloon repay exactly the balance at V; the balloon stays out of debt service.
    const principal = result.periods.reduce((sum, period) => sum + period.principal, 0);
    expect(principal).toBeCloseTo(2_554_000 - 1_825_000, 6);
    const debtService = result.periods.reduce((sum, period) => sum + period.debtService, 0);
    const interest = result.periods.reduce((sum, period) => sum + period.interest, 0);
    expect(debtService).toBeCloseTo(principal + interest, 6);
  });

  it('reports the balloon of a tranche maturing after the end of life but never pays it as one', () => {
    const late = { value: 9_000_000, durationYears: 15, amortizationYears: 20, disbursementDate: '2026-07-01' };
    const result = base({ tranches: [late] });
    expect(result.derived.tranches[0]).toMatchObject({ maturesAfterEndOfLife: true, balloon: 9_000_000 * (1825 / 7300) });
    expect(result.periods.every((period) => period.balloon === 0)).toBe(true);
    // Version 3: what it owes at EOL, 3 910 days into its 7 300-day profile, against the residual value of 6.06 m.
    expect(result.kpis.maxBalloonLtv).toBeCloseTo((9_000_000 * (7300 - 3910)) / 7300 / 6_060_000, 12);
    expect(result.periods.at(-1)?.debtOutstanding).toBeGreaterThan(0);
  });

  it('leaves a tranche that matured before V out of the debt, but still reports its balloon', () => {
    const matured = { ...seasoned, disbursementDate: '2020-01-01' };
    const result = base({ ...plain, constructionDate: '2012-03-15', tranches: [matured] });
    expect(result.derived.tranchesValue).toBe(0);
    expect(result.derived.costOfDebt).toBe(0);
    expect(result.derived.tranches[0]?.balloon).toBeCloseTo(1_825_000, 6);
    expect(result.derived.tranches[0]?.remainingDurationYears).toBe(0);
    expect(result.periods.every((period) => period.balloon === 0 && period.debtService === 0)).toBe(true);
    expect(result.kpis).toMatchObject({ avgDscr: null, minDscr: null, maxBalloonLtv: null });
  });
});

describe('version 2: a calculation that would overflow', () => {
  it('answers field errors naming the fields behind it, never NaN or Infinity', () => {
    const outcome = calculate(exampleCashflow({ lightWeightTonnage: 1e200, steelPricePerTonCurr: 1e200 }));
    expect(outcome).toEqual({
      ok: false,
      errors: [
        { field: 'lightWeightTonnage', rule: 'nonFinite', message: 'is too large to calculate with' },
        { field: 'steelPricePerTonCurr', rule: 'nonFinite', message: 'is too large to calculate with' },
      ],
    });
    const brokers = calculate(exampleCashflow({ brokerValueEsimationsCurr: [1.7e308, 1.7e308] }));
    expect(brokers.ok ? [] : brokers.errors.map((error) => error.field)).toEqual(['brokerValueEsimationsCurr.0', 'brokerValueEsimationsCurr.1']);
  });

  it('calculates large amounts that stay finite', () => {
    expect(calculate(exampleCashflow({ opexPerDayCurr: 1e15 })).ok).toBe(true);
  });
});
