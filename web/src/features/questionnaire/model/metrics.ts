import { calculate, utility } from '@keelson/core';

/**
 * The cashflow draft the cashflow page keeps in the browser (its persisted store `keelson-cashflow`,
 * `.state.draft`), read without importing that feature; null when there is none or it is unreadable.
 * Empty broker-estimate entries (null while being typed) are dropped, as a save would.
 */
export function draftCashflowFromStorage(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    const draft: unknown =
      typeof parsed === 'object' && parsed !== null && 'state' in parsed && typeof parsed.state === 'object' && parsed.state !== null && 'draft' in parsed.state
        ? parsed.state.draft
        : null;
    if (typeof draft !== 'object' || draft === null || Array.isArray(draft)) return null;
    const record = { ...(draft as Record<string, unknown>) };
    if (Array.isArray(record.brokerValueEsimationsCurr)) record.brokerValueEsimationsCurr = record.brokerValueEsimationsCurr.filter((entry) => entry !== null);
    return record;
  } catch {
    return null;
  }
}

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The metric values of a cashflow (as the server computes them for a linked one), or null when it cannot be calculated. */
export function metricsOfCashflow(cashflow: Record<string, unknown> | null): utility.MetricValues | null {
  if (cashflow === null) return null;
  let outcome: ReturnType<typeof calculate>;
  try {
    outcome = calculate(cashflow);
  } catch {
    return null;
  }
  if (!outcome.ok) return null;
  return utility.cashflowMetrics({
    results: outcome.results,
    averageCharterRate: numberOr(cashflow.averageTimeCharterCurr, 0),
    usefulLifeYears: numberOr(cashflow.economicUsefulLifeYears, 22),
  });
}

/** The metrics per alternative: of its linked saved cashflow, or of the current draft when it links that. */
export function alternativeMetrics(options: {
  alternatives: readonly { id: string; cashflowId?: string; useDraftCashflow?: boolean }[];
  cashflows: readonly ({ id: string } & Record<string, unknown>)[];
  draftCashflow: Record<string, unknown> | null;
}): Record<string, utility.MetricValues> {
  const draftMetrics = options.alternatives.some((alternative) => alternative.useDraftCashflow === true) ? metricsOfCashflow(options.draftCashflow) : null;
  const result: Record<string, utility.MetricValues> = {};
  for (const alternative of options.alternatives) {
    const metrics =
      alternative.useDraftCashflow === true
        ? draftMetrics
        : alternative.cashflowId === undefined
          ? null
          : metricsOfCashflow(options.cashflows.find((cashflow) => cashflow.id === alternative.cashflowId) ?? null);
    if (metrics !== null) result[alternative.id] = metrics;
  }
  return result;
}
