import type { FieldError } from '../api/envelope';
import { yearFraction } from '../dates/year-fraction';
import { gridDiscountFactors } from '../finance/irr';
import { buildDailyTimeline } from './daily-timeline';
import { charterRates } from './charter-schedule';
import { debtAtValuation } from './debt-schedule';
import { computeKeyFigures } from './key-figures';
import { fieldsBehindOverflow, hasNonFinite } from './non-finite';
import type { ModelInput } from './model-input';
import { buildPeriodFrames, buildPeriods } from './periods';
import type { Scenario, ScenarioResult } from './result-types';
import { computeStatics } from './statics';
import { validateForCalculation } from './validate-for-calculation';
import { isRecord } from './validate-fields';
import { fieldError } from '../errors/field-error';
import { buildYears } from './years';

const scenarios: readonly Scenario[] = ['base', 'longTermAverage'];

/**
 * The whole method of docs/spec/calculation.md for a validated cashflow: static values once, the daily costs
 * once, the periods' frames once, then each scenario of section 9 in order — base, then the long-term average.
 */
export function calculateCashflow(input: ModelInput): ScenarioResult[] {
  const statics = computeStatics(input);
  const timeline = buildDailyTimeline(input, statics);
  const frames = buildPeriodFrames({ input, statics, timeline });
  const debtAtV = debtAtValuation(statics.tranches, input.valuationDate);
  const openingCash = statics.equity + debtAtV - statics.totalAcquisitionCost;
  const flowTimes = Float64Array.from([
    0,
    ...frames.map((frame) => frame.yearsFromValuation),
    yearFraction(input.valuationDate, statics.endOfLife, input.dayCountConvention),
  ]);
  const gridFactors = gridDiscountFactors(flowTimes);
  return scenarios.map((scenario) => {
    const rates = charterRates({ input, statics, scenario });
    const periods = buildPeriods({ input, frames, timeline, rates, openingCash });
    const years = buildYears({ input, periods, frames, endOfLife: statics.endOfLife });
    const kpis = computeKeyFigures({ input, statics, periods, frames, years, debtAtValuation: debtAtV, flowTimes, gridFactors });
    return { scenario, derived: statics.derived, kpis, periods, years };
  });
}

export type CalculationOutcome = { ok: true; results: ScenarioResult[] } | { ok: false; errors: FieldError[] };

/**
 * Validates a cashflow in the API's shape and calculates it: the one entry point that the server's
 * calculate calls, the web page and the command line share (docs/spec/calculation.md section 9). Never
 * throws and never answers NaN or Infinity: a calculation that overflows names the fields behind it.
 */
export function calculate(cashflow: unknown): CalculationOutcome {
  const validated = validateForCalculation(cashflow);
  if (!validated.ok) return { ok: false, errors: validated.errors };
  const results = calculateCashflow(validated.input);
  if (!hasNonFinite(results)) return { ok: true, results };
  const fields = isRecord(cashflow) ? fieldsBehindOverflow(cashflow) : [];
  return { ok: false, errors: (fields.length > 0 ? fields : ['cashflow']).map((field) => fieldError(field, { rule: 'nonFinite' })) };
}
