import { addDays, fullYears, type DayNumber } from '../dates/day-number';
import { fullYearsSegments } from '../dates/full-years-series';
import { dockingDate, lastDockingDay } from './docking-cycle';
import type { CashflowFieldName } from './field-catalogue';
import type { ModelInput } from './model-input';
import type { Statics } from './statics';

/** Opex and auditing and tax advice per day on the days [start, end) (indices d − V), the same on each of them. */
export type DailyCosts = { start: number; end: number; opex: number; auditingTaxAdvice: number };

/**
 * The scenario-independent side of every day d in [V, EOL) (docs/spec/calculation.md section 4), indexed by
 * d − V: the on-hire share, opex and auditing and tax advice (constant between two anniversaries of R, so kept
 * per stretch of days), and docking costs on the day they are paid. Before the acquisition date T every one of
 * them is 0: the ship is not yet the buyer's.
 */
export type DailyTimeline = {
  start: DayNumber;
  length: number;
  onHire: Float64Array;
  costs: DailyCosts[];
  docking: Float64Array;
};

/**
 * The docking days and costs of docs/spec/calculation.md section 4: every D_k (k ≥ 1) up to addMonths(EOL, −12)
 * keeps its days from V on off hire and costs money when T ≤ D_k (one in [V, T) is the seller's); a later one is not
 * performed. A given lastDockingDate (other than C, a delivery) keeps its own remaining days off hire and is paid
 * already, also in the last twelve months.
 */
function markDockings(options: { input: ModelInput; start: DayNumber; end: DayNumber; onHire: Float64Array; docking: Float64Array }): void {
  const { input, start, end, onHire, docking } = options;
  const T = input.acquisitionDate;
  const latest = lastDockingDay(end);
  const escalation = 1 + input.opexEscalationRate;
  const R = input.opexLatestAssessmentDate;
  const offHire = (from: DayNumber) => {
    const until = Math.min(addDays(from, input.dockingDays), end);
    for (let day = Math.max(from, start); day < until; day += 1) onHire[day - start] = 0;
  };
  if (input.lastDockingDate !== null && input.lastDockingDate !== input.constructionDate) offHire(input.lastDockingDate);
  for (let k = 1; ; k += 1) {
    const date = dockingDate(input, k);
    // Also on NaN: an interval too long to add to a date (1e308 years) has no docking before EOL, not an endless loop.
    if (!(date <= latest)) break;
    offHire(date);
    if (date >= T) {
      const index = date - start;
      docking[index] = (docking[index] ?? 0) + input.dockingCostCurr * escalation ** fullYears(R, date);
    }
  }
}

/**
 * (1 + e)^n for every whole year n since R, each stretch of days with the same n at once, on the days from T on
 * (docs/spec/calculation.md section 4): opex and auditing are the buyer's from the acquisition date.
 */
function escalationSegments(input: ModelInput, length: number): { factor: number; start: number; end: number }[] {
  const escalation = 1 + input.opexEscalationRate;
  const factors = Array.from({ length: input.economicUsefulLifeYears + 2 }, (_, years) => escalation ** years);
  const owned = input.acquisitionDate - input.valuationDate;
  return fullYearsSegments({ anchor: input.opexLatestAssessmentDate, from: input.valuationDate, count: length }).flatMap(({ years, start, end }) =>
    end <= owned ? [] : [{ factor: factors[years] ?? escalation ** years, start: Math.max(start, owned), end }],
  );
}

/**
 * The inputs whose sum per day, escalated from R, is the opex stage of docs/spec/calculation.md section 4. A cost
 * added to the stage is added here, and so reaches the timeline, the sensitivity's opex driver and, through the
 * timeline, the Monte Carlo opex shock, none of which names an input of the stage itself.
 */
export const opexStageFields = ['opexPerDayCurr'] as const satisfies readonly (keyof ModelInput & CashflowFieldName)[];

/** The opex stage per day before escalation: the sum of its inputs (docs/spec/calculation.md section 4). */
export function opexPerDay(input: ModelInput): number {
  return opexStageFields.map((field) => input[field]).reduce((sum, value) => sum + value);
}

/**
 * The timeline with its opex stage multiplied by `opexFactor` on every day, whatever inputs the stage sums
 * (docs/monte-carlo.md section 4: a path's opex level); on-hire shares, auditing and tax advice and dockings are
 * shared. A factor of exactly 1 leaves every day's opex as it is.
 */
export function shockedTimeline(timeline: DailyTimeline, shocks: { opexFactor: number }): DailyTimeline {
  return { ...timeline, costs: timeline.costs.map((costs) => ({ ...costs, opex: costs.opex * shocks.opexFactor })) };
}

/** Every day of [V, EOL): on-hire share, opex and auditing escalated from R, and docking costs (docs/spec/calculation.md section 4). */
export function buildDailyTimeline(input: ModelInput, statics: Statics): DailyTimeline {
  const start = input.valuationDate;
  const end = statics.endOfLife;
  const length = end - start;

  const onHire = new Float64Array(length).fill(1 - input.offHireDaysPerYear / 365);
  const docking = new Float64Array(length);
  markDockings({ input, start, end, onHire, docking });
  onHire.fill(0, 0, input.acquisitionDate - start);

  const auditingPerDay = input.opexAuditingTaxAdviseCurr / 365;
  const stagePerDay = opexPerDay(input);
  const costs = escalationSegments(input, length).map(({ factor, start: from, end: to }) => ({
    start: from,
    end: to,
    opex: stagePerDay * factor,
    auditingTaxAdvice: auditingPerDay * factor,
  }));
  return { start, length, onHire, costs, docking };
}
