/**
 * Every message text of cashflow validation, short and lower-case: the field is named separately, so
 * `lightWeightTonnage` + `must be greater than 0` reads as docs/spec/calculation.md section 9 shows it.
 */

import type { Bounds } from './field-catalogue-types';

export const validationMessages = {
  required: 'is required',
  number: 'must be a number',
  text: 'must be text',
  wholeNumber: 'must be a whole number',
  date: 'must be a date in the form YYYY-MM-DD',
  dateRange: 'must be a date in the years 1900 to 2199',
  list: 'must be a list',
  object: 'must be an object',
  notEmpty: 'must not be empty',
  unknownField: 'is not a field of a cashflow',
  uuid: 'must be a uuid',
  notAfterValuationDate: 'must be on or before the valuation date',
  notBeforeCharterStart: 'must not be before the current charter start',
  lastDockingWithin: 'must be on or after the construction date and on or before the valuation date',
  nonFinite: 'is too large to calculate with',
  termOfAtLeastOneDay: 'must give a term of at least 1 day (365 × durationYears, rounded)',
} as const;

/** The message for a number outside its bounds, e.g. `must be between -0.99 and 1`. */
export function outOfRange(bounds: Bounds): string {
  const { min, max, minExclusive = false, maxExclusive = false } = bounds;
  if (min !== undefined && max !== undefined) {
    if (!minExclusive && !maxExclusive) return `must be between ${min} and ${max}`;
    const lower = minExclusive ? `greater than ${min}` : `at least ${min}`;
    const upper = maxExclusive ? `below ${max}` : `at most ${max}`;
    return `must be ${lower} and ${upper}`;
  }
  if (min !== undefined) return minExclusive ? `must be greater than ${min}` : `must be at least ${min}`;
  if (max !== undefined) return maxExclusive ? `must be below ${max}` : `must be at most ${max}`;
  return validationMessages.number;
}

/** A date that must fall before the end of the useful life, which is shown as `YYYY-MM-DD`. */
export function beforeEndOfLife(endOfLife: string): string {
  return `must be before the end of the useful life (${endOfLife})`;
}

/** A quote whose sum with other quotes must stay below 1, e.g. the freight commission and the fees. */
export function sumBelowOne(otherFields: readonly string[]): string {
  return `together with ${otherFields.join(' and ')} must be below 1`;
}

/** A text longer than its limit. */
export function tooLong(maxLength: number): string {
  return `must be at most ${maxLength} characters`;
}

/** A list with more entries than its limit. */
export function tooManyEntries(maxEntries: number): string {
  return `must have at most ${maxEntries} entries`;
}

/** A repayment profile shorter than the tranche's term. */
export function amortizationAtLeastDuration(durationYears: number): string {
  return `must be at least durationYears (${durationYears})`;
}
