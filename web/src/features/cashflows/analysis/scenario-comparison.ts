import { keyFigures, type Kpis, type Scenario, type ScenarioResult, type ScreenKeyFigure } from '@keelson/core';
import { roundAsShown } from '../../../lib/format';

/**
 * The comparison of scenarios: the key figures of every scenario core calculated — base, long-term average,
 * then each user scenario — side by side. Nothing is calculated here; the figures are core's, only chosen and formatted.
 */

/** The key figures a comparison shows, in their order; core's key-figure catalogue says how each is written. */
export const comparisonFigures = [
  'dcfValue',
  'projectNpv',
  'projectIrr',
  'equityIrr',
  'minDscr',
  'minSecurityCover',
  'minLiquidity',
  'breakevenCharterRate',
] as const satisfies readonly ScreenKeyFigure[];
export type ComparisonFigure = (typeof comparisonFigures)[number];

/** One column of a comparison: a scenario's identity and its key figures. */
export type ComparedScenario = {
  /** Unique within a comparison: `base`, `longTermAverage`, `user-0`, `user-1`, … */
  key: string;
  scenario: Scenario;
  /** The user scenario's name; null for the two fixed scenarios. */
  name: string | null;
  kpis: Kpis;
  /** The price paid, which the DCF value is compared with (docs/spec/calculation.md section 3). */
  totalAcquisitionCost: number;
};

/** The scenarios of core's results in core's order (base, long-term average, then the user scenarios in theirs). */
export function comparedScenarios(results: readonly ScenarioResult[]): ComparedScenario[] {
  let userIndex = 0;
  return results.map((result) => {
    const key = result.scenario === 'user' ? `user-${userIndex++}` : result.scenario;
    return { key, scenario: result.scenario, name: result.name ?? null, kpis: result.kpis, totalAcquisitionCost: result.derived.totalAcquisitionCost };
  });
}

/** A scenario's name as a reader sees it: the user's name, or the fixed scenario's label from `labels`. */
export function scenarioLabel(scenario: Pick<ComparedScenario, 'scenario' | 'name'>, labels: { base: string; longTermAverage: string }): string {
  if (scenario.scenario === 'user') return scenario.name ?? '';
  return labels[scenario.scenario];
}

/**
 * Whether a figure is a warning sign for a lender: a negative NPV, a year whose CFADS does not cover its debt
 * service (DSCR below 1), the minimum value clause breached, or the cash account running dry.
 */
export function isWarning(figure: ComparisonFigure, kpis: Kpis): boolean {
  switch (figure) {
    case 'projectNpv':
      return kpis.projectNpv < 0;
    case 'minDscr':
      return kpis.minDscr !== null && kpis.minDscr < 1;
    case 'minSecurityCover':
      // The minimum value clause breached on a test date (docs/spec/calculation.md section 8a).
      return kpis.covenantBreachDate !== null;
    case 'minLiquidity':
      return kpis.minLiquidity < 0;
    default:
      return false;
  }
}

/** A bar of the comparison chart: the DCF value in whole units and the minimum DSCR to two decimals, as the table shows them. */
export type ComparisonChartPoint = { scenario: string; dcfValue: number; minDscr: number | null };

/** The chart's points, one per scenario, labelled by `labelOf`; rounded as the table beside the chart rounds them. */
export function comparisonChartData(scenarios: readonly ComparedScenario[], labelOf: (scenario: ComparedScenario) => string): ComparisonChartPoint[] {
  return scenarios.map((scenario) => ({
    scenario: labelOf(scenario),
    dcfValue: roundAsShown(scenario.kpis.dcfValue, keyFigures.dcfValue.format.decimals),
    minDscr: scenario.kpis.minDscr === null ? null : roundAsShown(scenario.kpis.minDscr, keyFigures.minDscr.format.decimals),
  }));
}

/** A name cut to `length` characters with an ellipsis, for a chart axis; the table beside the chart shows it whole. */
export function shortLabel(label: string, length = 22): string {
  const characters = [...label.trim()];
  return characters.length <= length
    ? characters.join('')
    : `${characters
        .slice(0, length - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * An axis that shows every value and the reference values (the price, a DSCR of 1) on round ticks: zero or below,
 * steps of 1, 2, 2.5 or 5 times a power of ten, about `count` of them.
 */
export function niceAxis(values: readonly number[], count = 5): { domain: [number, number]; ticks: number[] } {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (high === low) return { domain: [0, 1], ticks: [0, 1] };
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const start = Math.floor(low / step) * step;
  const end = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's own digits, so that 0.1 + 0.2 shows as 0.3.
  for (let index = 0; start + index * step <= end + step / 1e6; index += 1) ticks.push(Number((start + index * step).toPrecision(12)));
  return { domain: [start, end], ticks };
}
