import type { DayNumber } from '../dates/day-number';
import type { ModelTranche } from './model-input';
import { trancheDefaults } from './cashflow-schema';
import { allPresent, createFieldReader, greaterThanZero, isRecord, quote, readDateBeforeEndOfLife, type FieldReader, type Problems } from './validate-fields';
import { validationMessages } from './validation-messages';

const maxDurationYears = 100;

/** A tranche's term in days (docs/spec/calculation.md section 2): durationYears in 365-day years, rounded half up. */
export function trancheTermDays(durationYears: number): number {
  return Math.floor(365 * durationYears + 0.5);
}

type TrancheContext = { problems: Problems; valuationDate: DayNumber | null; endOfLife: DayNumber | null };

/** One tranche by the rules of docs/spec/calculation.md section 2, its fields named `tranches.<index>.<field>`. */
function readTranche(entry: unknown, index: number, context: TrancheContext): ModelTranche | null {
  const { problems, valuationDate, endOfLife } = context;
  if (!isRecord(entry)) {
    problems.report(`tranches.${index}`, validationMessages.object);
    return null;
  }
  const fields = createFieldReader({ record: entry, problems, prefix: `tranches.${index}.` });
  const tranche = {
    value: fields.number('value', { bounds: greaterThanZero, whenMissing: 'required' }),
    baseRate: fields.number('baseRate', { bounds: quote, whenMissing: trancheDefaults.baseRate }),
    interest: fields.number('interest', { bounds: quote, whenMissing: trancheDefaults.interest }),
    durationYears: readDurationYears(fields),
    disbursementDate: readDateBeforeEndOfLife(fields, 'disbursementDate', { whenMissing: valuationDate, endOfLife }),
  };
  return allPresent(tranche) ? tranche : null;
}

function readDurationYears(fields: FieldReader): number | null {
  const bounds = { min: 0, minExclusive: true, max: maxDurationYears };
  const durationYears = fields.number('durationYears', { bounds, whenMissing: 'required' });
  if (durationYears !== null && trancheTermDays(durationYears) < 1) {
    fields.report('durationYears', validationMessages.termOfAtLeastOneDay);
    return null;
  }
  return durationYears;
}

/**
 * The loan tranches (docs/spec/calculation.md section 2): a missing list is no tranches; null when any tranche
 * breaks a rule, each problem reported. A missing disbursement date means V.
 */
export function readTranches(cashflow: FieldReader, context: TrancheContext): ModelTranche[] | null {
  const list = cashflow.raw('tranches');
  if (!cashflow.isPresent('tranches')) return [];
  if (!Array.isArray(list)) {
    cashflow.report('tranches', validationMessages.list);
    return null;
  }
  const tranches = Array.from(list, (entry: unknown, index) => readTranche(entry, index, context));
  const valid = tranches.filter((tranche) => tranche !== null);
  return valid.length === tranches.length ? valid : null;
}
