import type { FieldError } from '../api/envelope';
import { yearFraction } from '../dates/year-fraction';
import { buildDailyTimeline } from './daily-timeline';
import { charterRates } from './charter-schedule';
import { debtAtValuation } from './debt-schedule';
import { computeKeyFigures } from './key-figures';
import type { ModelInput } from './model-input';
import { buildPeriodFrames, buildPeriods } from './periods';
import type { Scenario, ScenarioResult } from './result-types';
import { computeStatics } from './statics';
import { validateForCalculation } from './validate-for-calculation';
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
  return scenarios.map((scenario) => {
    const rates = charterRates({ input, statics, scenario });
    const periods = buildPeriods({ input, frames, timeline, rates, openingCash });
    const years = buildYears({ input, periods, frames, endOfLife: statics.endOfLife });
    const kpis = computeKeyFigures({ input, statics, periods, frames, years, debtAtValuation: debtAtV, flowTimes });
    return { scenario, derived: statics.derived, kpis, periods, years };
  });
}

export type CalculationOutcome = { ok: true; results: ScenarioResult[] } | { ok: false; errors: FieldError[] };

/**
 * Validates a cashflow in the API's shape and calculates it: the one entry point that the server's
 * calculate calls, the web page and the command line share (docs/spec/calculation.md section 9).
 */
export function calculate(cashflow: unknown): CalculationOutcome {
  const validated = validateForCalculation(cashflow);
  return validated.ok ? { ok: true, results: calculateCashflow(validated.input) } : { ok: false, errors: validated.errors };
}
