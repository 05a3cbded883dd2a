import type { CurrentCharter } from './model-input';
import { numberRuleOf } from './catalogue-rules';
import { cashflowFields } from './field-catalogue';
import type { FieldReader } from './validate-fields';
import { formatDate } from '../dates/day-number';

/**
 * The current time charter (docs/spec/calculation.md section 2): it counts only when its rate, start and end are
 * all given, and then start ≤ end. Each given one must be well-formed even when the others are missing.
 * Null when there is no current charter, or when a given field is invalid (and that is reported).
 */
export function readCurrentCharter(fields: FieldReader): CurrentCharter | null {
  const rate = fields.number('currentTimeCharterCurr', numberRuleOf(cashflowFields.currentTimeCharterCurr));
  const startDate = fields.date('currentTimeCharterStartDate', null);
  const endDate = fields.date('currentTimeCharterEndDate', null);
  // A given field that is invalid is null here too, and already reported.
  if (rate === null || startDate === null || endDate === null) return null;
  if (startDate > endDate) {
    fields.report('currentTimeCharterEndDate', { rule: 'notBeforeCharterStart', params: { date: formatDate(startDate) } });
    return null;
  }
  return { rate, startDate, endDate };
}
