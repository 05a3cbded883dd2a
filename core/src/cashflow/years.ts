import { addYears, formatDate, type DayNumber } from '../dates/day-number';
import { servicedDscr } from './debt-ratios';
import type { ModelInput } from './model-input';
import type { OperatingSums, Year } from './result-types';
import type { PeriodFrame } from './periods';
import type { Period } from './result-types';

function zeroSums(): OperatingSums {
  return {
    days: 0,
    onHireDays: 0,
    grossRevenue: 0,
    commission: 0,
    administrationFee: 0,
    technicalFee: 0,
    opex: 0,
    auditingTaxAdvice: 0,
    docking: 0,
    cfads: 0,
    interest: 0,
    principal: 0,
    debtService: 0,
    balloon: 0,
    disbursement: 0,
    acquisition: 0,
    presentValue: 0,
    equityCashflow: 0,
  };
}

/** Adds a period's operating sums to a year's, field by field (explicit, for speed). */
function addPeriod(sums: OperatingSums, period: Period): void {
  sums.days += period.days;
  sums.onHireDays += period.onHireDays;
  sums.grossRevenue += period.grossRevenue;
  sums.commission += period.commission;
  sums.administrationFee += period.administrationFee;
  sums.technicalFee += period.technicalFee;
  sums.opex += period.opex;
  sums.auditingTaxAdvice += period.auditingTaxAdvice;
  sums.docking += period.docking;
  sums.cfads += period.cfads;
  sums.interest += period.interest;
  sums.principal += period.principal;
  sums.debtService += period.debtService;
  sums.balloon += period.balloon;
  sums.disbursement += period.disbursement;
  sums.acquisition += period.acquisition;
  sums.presentValue += period.presentValue;
  sums.equityCashflow += period.equityCashflow;
}

/** The share of revenue left after commission and fees: 1 − freightCommission − both fee quotes. */
export function netRevenueShare(input: ModelInput): number {
  return 1 - input.freightCommission - input.opexAdministrationFeeQuote - input.opexTechnicalFeeQuote;
}

/** Model year j: its days [start, end) and the periods that start in it, [firstPeriod, endPeriod). */
export type YearSpan = { year: number; start: DayNumber; end: DayNumber; firstPeriod: number; endPeriod: number };

/** Model year j covers [addYears(V, j − 1), min(addYears(V, j), EOL)) and holds the periods that start in it (section 5). */
export function modelYearSpans(options: { input: ModelInput; frames: readonly PeriodFrame[]; endOfLife: number }): YearSpan[] {
  const { input, frames, endOfLife } = options;
  const V = input.valuationDate;
  const spans: YearSpan[] = [];
  let next = 0;
  for (let j = 1; next < frames.length; j += 1) {
    const start = addYears(V, j - 1);
    const end = Math.min(addYears(V, j), endOfLife);
    const firstPeriod = next;
    while (next < frames.length && (frames[next]?.startDay ?? end) < end) next += 1;
    spans.push({ year: j, start, end, firstPeriod, endPeriod: next });
  }
  return spans;
}

/**
 * Model year j covers [addYears(V, j − 1), min(addYears(V, j), EOL)) and holds the periods that start
 * in it: their sums, the balances of its last period, DSCR over its periods with debt service and cash break-even
 * rate (section 5).
 */
export function buildYears(options: { input: ModelInput; periods: readonly Period[]; frames: readonly PeriodFrame[]; endOfLife: number }): Year[] {
  const { input, periods } = options;
  const share = netRevenueShare(input);
  return modelYearSpans(options).map((span) => {
    const sums = zeroSums();
    let last: Period | undefined;
    for (let index = span.firstPeriod; index < span.endPeriod; index += 1) {
      const period = periods[index];
      if (period === undefined) break;
      addPeriod(sums, period);
      last = period;
    }
    // Written out rather than spread, in the order of OperatingSums: one shape for every year.
    return {
      year: span.year,
      start: formatDate(span.start),
      end: formatDate(span.end),
      days: sums.days,
      onHireDays: sums.onHireDays,
      grossRevenue: sums.grossRevenue,
      commission: sums.commission,
      administrationFee: sums.administrationFee,
      technicalFee: sums.technicalFee,
      opex: sums.opex,
      auditingTaxAdvice: sums.auditingTaxAdvice,
      docking: sums.docking,
      cfads: sums.cfads,
      interest: sums.interest,
      principal: sums.principal,
      debtService: sums.debtService,
      balloon: sums.balloon,
      disbursement: sums.disbursement,
      acquisition: sums.acquisition,
      presentValue: sums.presentValue,
      equityCashflow: sums.equityCashflow,
      debtOutstanding: last?.debtOutstanding ?? 0,
      liquidity: last?.liquidity ?? 0,
      dscr: servicedDscr({ periods, from: span.firstPeriod, to: span.endPeriod }),
      cashBreakevenRate: sums.onHireDays === 0 ? null : (sums.opex + sums.auditingTaxAdvice + sums.docking + sums.debtService) / (sums.onHireDays * share),
    };
  });
}
