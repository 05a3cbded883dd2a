import type { Period, ScenarioResult } from './result-types';
import { isRecord } from './validate-fields';

/** Whether an entry is a non-finite number or holds one (x − x is 0 exactly for finite x, NaN otherwise). */
function isOrHoldsNonFinite(entry: unknown): boolean {
  if (typeof entry === 'number') return entry - entry !== 0;
  return typeof entry === 'object' && entry !== null && hasNonFinite(entry);
}

/** Whether a result holds NaN or ±Infinity anywhere: the engine must answer with field errors instead (section 9). */
export function hasNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) {
    for (const entry of value) if (isOrHoldsNonFinite(entry)) return true;
    return false;
  }
  // A loop without intermediate arrays, numbers checked in place: every calculation is scanned.
  if (isRecord(value)) for (const key in value) if (isOrHoldsNonFinite(value[key])) return true;
  return false;
}

/** 0 for a finite number; NaN for NaN and ±Infinity, and so for any sum it enters. */
const offFinite = (value: number): number => value - value;

/**
 * Whether a period holds NaN or ±Infinity: its numbers read one by one (x − x is 0 exactly for finite x, NaN
 * otherwise), for the hundreds of periods of every calculation; hasNonFinite reads them by key. A test checks that
 * every number of a period is read here.
 */
export function periodHasNonFinite(period: Period): boolean {
  const p = period;
  const sum =
    offFinite(p.days) +
    offFinite(p.onHireDays) +
    offFinite(p.grossRevenue) +
    offFinite(p.commission) +
    offFinite(p.administrationFee) +
    offFinite(p.technicalFee) +
    offFinite(p.opex) +
    offFinite(p.auditingTaxAdvice) +
    offFinite(p.docking) +
    offFinite(p.cfads) +
    offFinite(p.interest) +
    offFinite(p.principal) +
    offFinite(p.debtService) +
    offFinite(p.balloon) +
    offFinite(p.disbursement) +
    offFinite(p.acquisition) +
    offFinite(p.presentValue) +
    offFinite(p.equityCashflow) +
    offFinite(p.debtOutstanding) +
    offFinite(p.discountFactor) +
    offFinite(p.liquidity) +
    offFinite(p.linearValue) +
    (p.ltv === null ? 0 : offFinite(p.ltv));
  return sum !== 0;
}

/** Whether any scenario's result holds NaN or ±Infinity anywhere: hasNonFinite of each, its periods read faster. */
export function resultsHaveNonFinite(results: readonly ScenarioResult[]): boolean {
  for (const result of results) {
    const { periods, ...rest } = result;
    if (hasNonFinite(rest)) return true;
    for (const period of periods) if (periodHasNonFinite(period)) return true;
  }
  return false;
}

/** Amounts up to 1e12 never overflow in the method; a calculation that does was fed a larger one. */
const largestSafeMagnitude = 1e12;

/** Every number of a cashflow, tranche and list entries included, with its field path (`tranches.0.value`). */
function numbersOf(record: Record<string, unknown>, prefix = ''): { field: string; value: number }[] {
  return Object.entries(record).flatMap(([key, value]) => {
    if (typeof value === 'number') return [{ field: prefix + key, value }];
    if (Array.isArray(value)) {
      return value.flatMap((entry: unknown, index) => {
        if (typeof entry === 'number') return [{ field: `${prefix}${key}.${index}`, value: entry }];
        return isRecord(entry) ? numbersOf(entry, `${prefix}${key}.${index}.`) : [];
      });
    }
    return [];
  });
}

/**
 * The fields that made a calculation overflow (docs/spec/calculation.md section 9): those larger than 1e12 in
 * magnitude, or, should none be, the largest ones.
 */
export function fieldsBehindOverflow(cashflow: Record<string, unknown>): string[] {
  const numbers = numbersOf(cashflow);
  const large = numbers.filter(({ value }) => Math.abs(value) > largestSafeMagnitude);
  if (large.length > 0) return large.map(({ field }) => field);
  const largest = Math.max(0, ...numbers.map(({ value }) => Math.abs(value)));
  return numbers.filter(({ value }) => Math.abs(value) === largest).map(({ field }) => field);
}
