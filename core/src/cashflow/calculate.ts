import { buildDailyTimeline } from './daily-timeline';
import { charterRates } from './charter-schedule';
import { debtAtValuation } from './debt-schedule';
import { computeKeyFigures } from './key-figures';
import type { ModelInput } from './model-input';
import { buildPeriods, type PeriodRow } from './periods';
import type { Period, Scenario, ScenarioResult } from './result-types';
import { computeStatics } from './statics';
import { buildYears } from './years';

const scenarios: readonly Scenario[] = ['base', 'longTermAverage'];

function presentPeriod({ startDay: _startDay, endDay: _endDay, ...period }: PeriodRow): Period {
  return period;
}

/**
 * The whole method of calculation.md for a validated cashflow: static values once, the daily costs
 * once, then each scenario of section 9 in order — base, then the long-term average.
 */
export function calculateCashflow(input: ModelInput): ScenarioResult[] {
  const statics = computeStatics(input);
  const timeline = buildDailyTimeline(input, statics);
  const debtAtV = debtAtValuation(statics.tranches, input.valuationDate);
  return scenarios.map((scenario) => {
    const rates = charterRates({ input, statics, scenario });
    const periods = buildPeriods({ input, statics, timeline, rates, debtAtValuation: debtAtV });
    const years = buildYears({ input, periods, endOfLife: statics.endOfLife });
    const kpis = computeKeyFigures({ input, statics, periods, years, debtAtValuation: debtAtV });
    return { scenario, derived: statics.derived, kpis, periods: periods.map(presentPeriod), years };
  });
}
