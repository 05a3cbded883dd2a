import { addDays, addYears, fullYears, type DayNumber } from '../dates/day-number';
import { fullYearsSeries } from '../dates/full-years-series';
import type { ModelInput } from './model-input';
import type { Statics } from './statics';

/**
 * The scenario-independent side of every day d in [V, EOL) (docs/spec/calculation.md section 4), indexed by
 * d − V: the on-hire share, opex, auditing and tax advice, and docking costs on the day they are paid.
 */
export type DailyTimeline = {
  start: DayNumber;
  length: number;
  onHire: Float64Array;
  opex: Float64Array;
  auditingTaxAdvice: Float64Array;
  docking: Float64Array;
};

export function buildDailyTimeline(input: ModelInput, statics: Statics): DailyTimeline {
  const start = input.valuationDate;
  const end = statics.endOfLife;
  const length = end - start;
  const escalation = 1 + input.opexEscalationRate;
  const R = input.opexLatestAssessmentDate;

  const onHire = new Float64Array(length).fill(1 - input.offHireDaysPerYear / 365);
  const docking = new Float64Array(length);
  for (let k = 1; ; k += 1) {
    const dockingDate = addYears(input.constructionDate, k * input.dockingIntervalYears);
    if (dockingDate >= end) break;
    const offHireEnd = Math.min(addDays(dockingDate, input.dockingDays), end);
    for (let day = Math.max(dockingDate, start); day < offHireEnd; day += 1) onHire[day - start] = 0;
    if (dockingDate >= start) {
      const index = dockingDate - start;
      docking[index] = (docking[index] ?? 0) + input.dockingCostCurr * escalation ** fullYears(R, dockingDate);
    }
  }

  const opexYears = fullYearsSeries({ anchor: R, from: start, count: length });
  const opex = new Float64Array(length);
  const auditingTaxAdvice = new Float64Array(length);
  const auditingPerDay = input.opexAuditingTaxAdviseCurr / 365;
  const factors = Array.from({ length: input.economicUsefulLifeYears + 2 }, (_, years) => escalation ** years);
  for (let index = 0; index < length; index += 1) {
    const years = opexYears[index] ?? 0;
    const factor = factors[years] ?? escalation ** years;
    opex[index] = input.opexPerDayCurr * factor;
    auditingTaxAdvice[index] = auditingPerDay * factor;
  }
  return { start, length, onHire, opex, auditingTaxAdvice, docking };
}
