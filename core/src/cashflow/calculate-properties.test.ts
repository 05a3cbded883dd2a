import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDate } from '../dates/day-number';
import type { DayCountBasis } from '../dates/year-fraction';
import { netPresentValue } from '../finance/irr';
import type { OperatingSums, ScenarioResult } from './result-types';
import { calculateValid, exampleCashflow, scenario } from '../test-support/cashflows';

const date = (text: string) => {
  const parsed = parseDate(text);
  if (parsed === null) throw new Error(text);
  return parsed;
};

const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** Valid cashflows spread around the worked example: rates, costs, dates, bases and tranches vary. */
const cashflows = fc
  .record({
    averageTimeCharterCurr: fc.integer({ min: 0, max: 60_000 }),
    currentTimeCharterCurr: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null }),
    expectedFutureCharterCurr: fc.integer({ min: 0, max: 60_000 }),
    annualTimeCharterIncrease: fc.double({ min: -0.05, max: 0.08, noNaN: true }),
    opexPerDayCurr: fc.integer({ min: 0, max: 20_000 }),
    opexEscalationRate: fc.double({ min: -0.02, max: 0.08, noNaN: true }),
    offHireDaysPerYear: fc.integer({ min: 0, max: 40 }),
    dockingDays: fc.integer({ min: 0, max: 40 }),
    economicUsefulLifeYears: fc.integer({ min: 15, max: 30 }),
    dayCountConvention: fc.constantFrom(0, 1, 2, 3, 4),
    valuationOffsetDays: fc.integer({ min: 0, max: 3000 }),
    ageShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
    /** Where the last docking falls between C (0) and V (1); null: none given. */
    lastDockingShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    discountRate: fc.option(fc.double({ min: 0, max: 0.2, noNaN: true }), { nil: null }),
    /** The purchase date's distance from V: after V it is the acquisition date T (version 3); null: none given. */
    purchaseOffsetDays: fc.option(fc.integer({ min: -400, max: 400 }), { nil: null }),
    tranches: fc.array(
      fc.record({
        value: fc.integer({ min: 100_000, max: 8_000_000 }),
        durationYears: fc.double({ min: 0.5, max: 12, noNaN: true }),
        extraAmortizationYears: fc.option(fc.double({ min: 0, max: 15, noNaN: true }), { nil: null }),
        disbursementOffsetDays: fc.integer({ min: -900, max: 600 }),
      }),
      { maxLength: 3 },
    ),
  })
  .map((draw) => {
    const valuation = date('2020-01-01') + draw.valuationOffsetDays;
    // At least 1.6 years of life left, so that every generated date stays before the end of life.
    const construction = valuation - Math.floor(draw.ageShare * (draw.economicUsefulLifeYears - 2) * 365);
    const acquisition = Math.max(valuation, valuation + (draw.purchaseOffsetDays ?? 0));
    return exampleCashflow({
      averageTimeCharterCurr: draw.averageTimeCharterCurr,
      currentTimeCharterCurr: draw.currentTimeCharterCurr,
      expectedFutureCharterCurr: draw.expectedFutureCharterCurr,
      annualTimeCharterIncrease: draw.annualTimeCharterIncrease,
      opexPerDayCurr: draw.opexPerDayCurr,
      opexEscalationRate: draw.opexEscalationRate,
      offHireDaysPerYear: draw.offHireDaysPerYear,
      dockingDays: draw.dockingDays,
      economicUsefulLifeYears: draw.economicUsefulLifeYears,
      dayCountConvention: draw.dayCountConvention,
      valuationDate: iso(valuation),
      constructionDate: iso(construction),
      lastDockingDate: draw.lastDockingShare === null ? null : iso(construction + Math.floor(draw.lastDockingShare * (valuation - construction))),
      discountRate: draw.discountRate,
      purchaseDate: draw.purchaseOffsetDays === null ? null : iso(valuation + draw.purchaseOffsetDays),
      ownerValueLatestAssessmentDate: iso(valuation),
      opexLatestAssessmentDate: iso(valuation - 100),
      currentTimeCharterStartDate: iso(valuation - 200),
      currentTimeCharterEndDate: iso(valuation + 300),
      tranches: draw.tranches.map((tranche) => ({
        value: tranche.value,
        durationYears: tranche.durationYears,
        amortizationYears: tranche.extraAmortizationYears === null ? null : tranche.durationYears + tranche.extraAmortizationYears,
        // A loan of a ship bought after V is drawn at or after T (section 2).
        disbursementDate: iso(
          acquisition > valuation ? Math.max(acquisition, valuation + tranche.disbursementOffsetDays) : valuation + tranche.disbursementOffsetDays,
        ),
      })),
    });
  });

const basisOf = (cashflow: Record<string, unknown>): DayCountBasis => {
  const basis = cashflow.dayCountConvention;
  return basis === 1 || basis === 2 || basis === 3 || basis === 4 ? basis : 0;
};
const close = (a: number, b: number, scale: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b), scale, 1);
const sumKeys = [
  'days',
  'onHireDays',
  'grossRevenue',
  'opex',
  'docking',
  'cfads',
  'interest',
  'principal',
  'debtService',
  'balloon',
  'disbursement',
  'presentValue',
  'equityCashflow',
] as const satisfies readonly (keyof OperatingSums)[];
const runs = { numRuns: 60 };

describe('engine properties', () => {
  it("years' sums equal their periods' sums", () => {
    fc.assert(
      fc.property(cashflows, (cashflow) => {
        for (const result of calculateValid(cashflow)) {
          for (const key of sumKeys) {
            const fromPeriods = result.periods.reduce((sum, period) => sum + period[key], 0);
            const fromYears = result.years.reduce((sum, year) => sum + year[key], 0);
            expect(close(fromPeriods, fromYears, Math.abs(fromPeriods)), key).toBe(true);
          }
          expect(result.years.at(-1)?.end).toBe(result.periods.at(-1)?.end);
        }
      }),
      runs,
    );
  });

  it('the project NPV at the project IRR is zero, and a null IRR has no root', () => {
    fc.assert(
      fc.property(cashflows, (cashflow) => {
        for (const result of calculateValid(cashflow)) {
          const irr = result.kpis.projectIrr;
          expect(irr === null ? result.kpis.projectIrrRoots === 0 : result.kpis.projectIrrRoots >= 1).toBe(true);
          if (irr === null) continue;
          const V = date(String(cashflow.valuationDate));
          const flows = [
            { date: date(result.derived.acquisitionDate), amount: -result.derived.totalAcquisitionCost },
            ...result.periods.map((period) => ({ date: date(period.end), amount: period.cfads })),
            { date: date(result.derived.endOfUsefulLifeDate), amount: result.derived.residualValueAtEndOfLife },
          ];
          const npv = netPresentValue({ cashflows: flows, rate: irr, valuationDate: V, basis: basisOf(cashflow) });
          // Near r = −0.99 the discount factors explode; zero is judged against the discounted flows' size.
          const absolute = flows.map((flow) => ({ ...flow, amount: Math.abs(flow.amount) }));
          const scale = netPresentValue({ cashflows: absolute, rate: irr, valuationDate: V, basis: basisOf(cashflow) });
          expect(Math.abs(npv)).toBeLessThanOrEqual(1e-6 * scale);
        }
      }),
      runs,
    );
  });

  it('the equity NPV at the equity IRR is zero: an equity yield equal to it gives equityNpv 0', () => {
    fc.assert(
      fc.property(cashflows, (cashflow) => {
        const { kpis } = scenario(calculateValid(cashflow), 'base');
        expect(kpis.equityIrr === null ? kpis.equityIrrRoots === 0 : kpis.equityIrrRoots >= 1).toBe(true);
        // The equity's cash flows do not depend on the equity yield, so neither does its IRR.
        if (kpis.equityIrr === null || kpis.equityIrr < 0 || kpis.equityIrr > 1) return;
        const atIrr = scenario(calculateValid({ ...cashflow, equityYield: kpis.equityIrr }), 'base');
        const scale = atIrr.derived.totalAcquisitionCost + atIrr.periods.reduce((sum, period) => sum + Math.abs(period.equityCashflow), 0);
        expect(atIrr.kpis.equityIrr).toBe(kpis.equityIrr);
        expect(Math.abs(atIrr.kpis.equityNpv)).toBeLessThanOrEqual(1e-6 * scale);
      }),
      runs,
    );
  });

  // Version 3: over the periods with debt service (version 2 took whole years, months without debt service too).
  it("avgDscr is Σ cfads / Σ debt service over the periods with debt service; a year's dscr the same over its periods", () => {
    fc.assert(
      fc.property(cashflows, (cashflow) => {
        for (const { periods, years, kpis } of calculateValid(cashflow)) {
          const serviced = periods.filter((period) => period.debtService > 0);
          if (serviced.length === 0) {
            expect(kpis.avgDscr).toBeNull();
            expect(years.every((year) => year.dscr === null)).toBe(true);
            continue;
          }
          const cfads = serviced.reduce((sum, period) => sum + period.cfads, 0);
          const debtService = serviced.reduce((sum, period) => sum + period.debtService, 0);
          expect(close(kpis.avgDscr ?? Number.NaN, cfads / debtService, 0)).toBe(true);
          for (const year of years) {
            const own = serviced.filter((period) => period.start >= year.start && period.start < year.end);
            const ownCfads = own.reduce((sum, period) => sum + period.cfads, 0);
            const ownDebtService = own.reduce((sum, period) => sum + period.debtService, 0);
            if (own.length === 0) expect(year.dscr).toBeNull();
            else expect(close(year.dscr ?? Number.NaN, ownCfads / ownDebtService, 0)).toBe(true);
          }
        }
      }),
      runs,
    );
  });

  it('with discountRate equal to the WACC nothing changes', () => {
    fc.assert(
      fc.property(cashflows, (cashflow) => {
        const withoutRate = calculateValid({ ...cashflow, discountRate: null });
        expect(calculateValid({ ...cashflow, discountRate: withoutRate[0]?.derived.wacc })).toEqual(withoutRate);
      }),
      runs,
    );
  });

  it('a flat charter at the break-even rate gives a project NPV of zero', () => {
    fc.assert(
      fc.property(cashflows, (cashflow) => {
        const breakeven = scenario(calculateValid(cashflow), 'base').kpis.breakevenCharterRate;
        if (breakeven === null || breakeven < 0) return;
        const flat = { ...cashflow, averageTimeCharterCurr: breakeven, annualTimeCharterIncrease: 0, currentTimeCharterCurr: null };
        const result = scenario(calculateValid(flat), 'base');
        expect(Math.abs(result.kpis.projectNpv)).toBeLessThanOrEqual(1e-6 * result.derived.totalAcquisitionCost);
      }),
      runs,
    );
  });

  it('debt outstanding never rises except at a disbursement', () => {
    fc.assert(
      fc.property(cashflows, (cashflow) => {
        const { periods } = scenario(calculateValid(cashflow), 'base');
        periods.forEach((period, index) => {
          const before = index === 0 ? Number.POSITIVE_INFINITY : (periods[index - 1]?.debtOutstanding ?? 0);
          if (period.disbursement === 0) expect(period.debtOutstanding).toBeLessThanOrEqual(before + 1e-6);
        });
      }),
      runs,
    );
  });

  const dcf = (cashflow: Record<string, unknown>, name: ScenarioResult['scenario']) => scenario(calculateValid(cashflow), name).kpis.dcfValue;

  it('raising any charter rate never lowers the DCF value', () => {
    const fields = fc.constantFrom('averageTimeCharterCurr', 'currentTimeCharterCurr', 'expectedFutureCharterCurr');
    fc.assert(
      fc.property(cashflows, fields, fc.integer({ min: 1, max: 20_000 }), (cashflow, field, raise) => {
        // Only a rate that is there can be raised; giving a missing current charter one adds a charter.
        if (cashflow[field] === null || cashflow[field] === undefined) return;
        const current = Number(cashflow[field]);
        const raised = { ...cashflow, [field]: current + raise };
        for (const name of ['base', 'longTermAverage'] as const) {
          expect(dcf(raised, name)).toBeGreaterThanOrEqual(dcf(cashflow, name) - 1e-6);
        }
      }),
      runs,
    );
  });

  it('raising opex never raises the DCF value', () => {
    const fields = fc.constantFrom('opexPerDayCurr', 'opexAuditingTaxAdviseCurr', 'dockingCostCurr', 'opexEscalationRate');
    fc.assert(
      fc.property(cashflows, fields, fc.integer({ min: 1, max: 5_000 }), (cashflow, field, raise) => {
        const current = Number(cashflow[field] ?? 0);
        const raised = { ...cashflow, [field]: field === 'opexEscalationRate' ? Math.min(1, current + raise / 100_000) : current + raise };
        for (const name of ['base', 'longTermAverage'] as const) {
          expect(dcf(raised, name)).toBeLessThanOrEqual(dcf(cashflow, name) + 1e-6);
        }
      }),
      runs,
    );
  });

  it('principal plus balloon of a tranche that matures within the life add up to its value', () => {
    const single = fc.record({
      cashflow: cashflows,
      value: fc.integer({ min: 1, max: 9_000_000 }),
      durationYears: fc.double({ min: 0.01, max: 10, noNaN: true }),
      extraAmortizationYears: fc.double({ min: 0, max: 30, noNaN: true }),
      offsetDays: fc.integer({ min: 0, max: 400 }),
    });
    fc.assert(
      fc.property(single, ({ cashflow, value, durationYears, extraAmortizationYears, offsetDays }) => {
        const valuation = date(String(cashflow.valuationDate));
        const purchase = typeof cashflow.purchaseDate === 'string' ? date(cashflow.purchaseDate) : valuation;
        const disbursementDate = Math.max(valuation + offsetDays, purchase > valuation ? purchase : valuation);
        const tranche = { value, durationYears, amortizationYears: durationYears + extraAmortizationYears, disbursementDate: iso(disbursementDate) };
        const { derived, periods } = scenario(calculateValid({ ...cashflow, tranches: [tranche] }), 'base');
        if (derived.tranches[0]?.maturesAfterEndOfLife !== false) return;
        const principal = periods.reduce((sum, period) => sum + period.principal, 0);
        const balloon = periods.reduce((sum, period) => sum + period.balloon, 0);
        expect(balloon).toBe(derived.tranches[0]?.balloon);
        expect(close(principal + balloon, value, value)).toBe(true);
      }),
      runs,
    );
  });

  it('never yields NaN or Infinity', () => {
    fc.assert(
      fc.property(cashflows, (cashflow) => {
        expect(JSON.stringify(calculateValid(cashflow))).not.toMatch(/NaN|Infinity/);
      }),
      runs,
    );
  });
});
