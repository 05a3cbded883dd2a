import { numberRuleOf } from './catalogue-rules';
import { cashflowFields } from './field-catalogue';
import type { CovenantTestMonths } from './model-input';
import type { FieldReader } from './validate-fields';

const intervals = cashflowFields.covenantTestMonths.options;
const isTestInterval = (value: number): value is CovenantTestMonths => intervals.some((interval) => interval === value);

/** covenantTestMonths: one of the catalogue's options 1, 3, 6 and 12, 6 when missing (section 2); null when it is not (reported). */
export function readCovenantTestMonths(fields: FieldReader): CovenantTestMonths | null {
  const months = fields.number('covenantTestMonths', numberRuleOf(cashflowFields.covenantTestMonths));
  if (months === null) return null;
  if (isTestInterval(months)) return months;
  fields.report('covenantTestMonths', { rule: 'oneOf', params: { options: intervals.join(',') } });
  return null;
}
