import { addMonths, daysBetween, formatDate, type DayNumber } from '../dates/day-number';
import { yearFraction } from '../dates/year-fraction';
import { periodDebt } from './debt-schedule';
import type { DailyTimeline } from './daily-timeline';
import type { ModelInput } from './model-input';
import type { Period } from './result-types';
import type { Statics } from './statics';

/** A period with its dates as day numbers too, for the key figures. */
export type PeriodRow = Period & { startDay: DayNumber; endDay: DayNumber };

/**
 * The monthly periods [addMonths(V, k), min(addMonths(V, k + 1), EOL)) with the sums of their days,
 * debt, discounting, equity cash flow, liquidity and LTV (calculation.md sections 5–7).
 */
export function buildPeriods(options: {
  input: ModelInput;
  statics: Statics;
  timeline: DailyTimeline;
  rates: Float64Array;
  debtAtValuation: number;
}): PeriodRow[] {
  const { input, statics, timeline, rates } = options;
  const V = input.valuationDate;
  const EOL = statics.endOfLife;
  const basis = input.dayCountConvention;
  const SH = statics.secondHandPrice;
  const lifeDays = daysBetween(V, EOL);
  const periods: PeriodRow[] = [];
  let cash = statics.equity + options.debtAtValuation - statics.totalAcquisitionCost;

  for (let k = 0; ; k += 1) {
    const startDay = addMonths(V, k);
    if (startDay >= EOL) break;
    const endDay = Math.min(addMonths(V, k + 1), EOL);
    let onHireDays = 0;
    let grossRevenue = 0;
    let commission = 0;
    let administrationFee = 0;
    let technicalFee = 0;
    let opex = 0;
    let auditingTaxAdvice = 0;
    let docking = 0;
    for (let index = startDay - V; index < endDay - V; index += 1) {
      const onHire = timeline.onHire[index] ?? 0;
      const revenue = (rates[index] ?? 0) * onHire;
      onHireDays += onHire;
      grossRevenue += revenue;
      commission += revenue * input.freightCommission;
      administrationFee += revenue * input.opexAdministrationFeeQuote;
      technicalFee += revenue * input.opexTechnicalFeeQuote;
      opex += timeline.opex[index] ?? 0;
      auditingTaxAdvice += timeline.auditingTaxAdvice[index] ?? 0;
      docking += timeline.docking[index] ?? 0;
    }
    const cfads = grossRevenue - commission - administrationFee - technicalFee - opex - auditingTaxAdvice - docking;
    const debt = periodDebt({ tranches: statics.tranches, start: startDay, end: endDay, valuationDate: V, basis });
    const debtService = debt.interest + debt.principal;
    const discountFactor = (1 + statics.wacc) ** -yearFraction(V, endDay, basis);
    const equityCashflow = cfads - debtService + debt.disbursement;
    cash = cash + Math.max(cash, 0) * input.freshLiquidityRate * yearFraction(startDay, endDay, basis) + equityCashflow;
    const linearValue = SH - ((SH - statics.residualValue) * daysBetween(V, endDay)) / lifeDays;
    periods.push({
      start: formatDate(startDay),
      end: formatDate(endDay),
      startDay,
      endDay,
      days: endDay - startDay,
      onHireDays,
      grossRevenue,
      commission,
      administrationFee,
      technicalFee,
      opex,
      auditingTaxAdvice,
      docking,
      cfads,
      interest: debt.interest,
      principal: debt.principal,
      debtService,
      disbursement: debt.disbursement,
      debtOutstanding: debt.debtOutstanding,
      discountFactor,
      presentValue: cfads * discountFactor,
      equityCashflow,
      liquidity: cash,
      linearValue,
      ltv: linearValue > 0 ? debt.debtOutstanding / linearValue : null,
    });
  }
  return periods;
}
