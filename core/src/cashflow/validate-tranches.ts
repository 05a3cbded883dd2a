import type { DayNumber } from '../dates/day-number';
import type { ModelTranche } from './model-input';
import { numberRuleOf, trancheNumberRules } from './catalogue-rules';
import { trancheFields } from './field-catalogue';
import { trancheTermDays } from './tranche-terms';
import { checkDrawnAtOrAfterAcquisition } from './validate-acquisition';
import { allPresent, createFieldReader, isRecord, readDateBeforeEndOfLife, readNumbers, type FieldReader, type Problems } from './validate-fields';

type TrancheContext = { problems: Problems; valuationDate: DayNumber | null; acquisitionDate: DayNumber | null; endOfLife: DayNumber | null };

/** One tranche by the rules of docs/spec/calculation.md section 2, its fields named `tranches.<index>.<field>`. */
function readTranche(entry: unknown, index: number, context: TrancheContext): ModelTranche | null {
  const { problems, valuationDate, acquisitionDate, endOfLife } = context;
  if (!isRecord(entry)) {
    problems.report(`tranches.${index}`, { rule: 'object' });
    return null;
  }
  const fields = createFieldReader({ record: entry, problems, prefix: `tranches.${index}.` });
  // Read in the catalogue's order, so that errors are listed in it.
  const numbers = readNumbers(fields, trancheNumberRules);
  const durationYears = readDurationYears(fields);
  const tranche = {
    ...numbers,
    durationYears,
    amortizationYears: readAmortizationYears(fields, durationYears),
    disbursementDate: checkDrawnAtOrAfterAcquisition(fields, {
      disbursementDate: readDateBeforeEndOfLife(fields, 'disbursementDate', { whenMissing: acquisitionDate, endOfLife }),
      acquisitionDate,
      valuationDate,
    }),
  };
  return allPresent(tranche) ? tranche : null;
}

/** durationYears in (0, 100] with a term of at least one day (docs/spec/calculation.md section 2). */
function readDurationYears(fields: FieldReader): number | null {
  const durationYears = fields.number('durationYears', numberRuleOf(trancheFields.durationYears));
  if (durationYears !== null && trancheTermDays(durationYears) < 1) {
    fields.report('durationYears', { rule: 'termOfAtLeastOneDay' });
    return null;
  }
  return durationYears;
}

/**
 * amortizationYears in [durationYears, 100], durationYears when missing; only (0, 100] when durationYears is
 * itself invalid (docs/spec/calculation.md section 2).
 */
function readAmortizationYears(fields: FieldReader, durationYears: number | null): number | null {
  const amortizationYears = fields.number('amortizationYears', { ...numberRuleOf(trancheFields.amortizationYears), whenMissing: durationYears });
  if (amortizationYears !== null && durationYears !== null && amortizationYears < durationYears) {
    fields.report('amortizationYears', { rule: 'amortizationAtLeastDuration', params: { min: durationYears } });
    return null;
  }
  return amortizationYears;
}

/**
 * The loan tranches (docs/spec/calculation.md section 2): a missing list is no tranches; null when any tranche
 * breaks a rule, each problem reported. A missing disbursement date means the acquisition date T.
 */
export function readTranches(cashflow: FieldReader, context: TrancheContext): ModelTranche[] | null {
  const list = cashflow.raw('tranches');
  if (!cashflow.isPresent('tranches')) return [];
  if (!Array.isArray(list)) {
    cashflow.report('tranches', { rule: 'list' });
    return null;
  }
  const tranches = Array.from(list, (entry: unknown, index) => readTranche(entry, index, context));
  const valid = tranches.filter((tranche) => tranche !== null);
  return valid.length === tranches.length ? valid : null;
}
