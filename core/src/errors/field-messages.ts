import { accountMessages } from '../account/account-messages';
import { requestRuleMessages } from '../api/messages';
import type { FieldProblem, FieldRule, FieldRuleParams } from './field-rules';

/**
 * The English sentence of every field rule, short and lower-case: the field is named separately, so
 * `lightWeightTonnage` + `must be greater than 0` reads as docs/spec/calculation.md section 9 shows it.
 */
type Sentence = (params: FieldRuleParams) => string;

const param = (params: FieldRuleParams, name: string): string => String(params[name] ?? '');
const list = (params: FieldRuleParams, name: string): string => param(params, name).split(',').join(' and ');

/** `must be between -0.99 and 1`, `must be at least 0 and below 1`, `must be greater than 0` … */
function rangeSentence(params: FieldRuleParams): string {
  const { min, max } = params;
  const minExclusive = params.minExclusive === 1;
  const maxExclusive = params.maxExclusive === 1;
  if (min !== undefined && max !== undefined) {
    if (!minExclusive && !maxExclusive) return `must be between ${min} and ${max}`;
    return `must be ${minExclusive ? `greater than ${min}` : `at least ${min}`} and ${maxExclusive ? `below ${max}` : `at most ${max}`}`;
  }
  if (min !== undefined) return minExclusive ? `must be greater than ${min}` : `must be at least ${min}`;
  if (max !== undefined) return maxExclusive ? `must be below ${max}` : `must be at most ${max}`;
  return 'must be a number';
}

const sentences: Record<FieldRule, Sentence> = {
  required: () => 'is required',
  number: () => 'must be a number',
  integer: () => 'must be a whole number',
  range: rangeSentence,
  nonFinite: () => 'is too large to calculate with',
  text: () => 'must be text',
  tooShort: (params) => `must be at least ${param(params, 'min')} characters`,
  tooLong: (params) => `must be at most ${param(params, 'max')} characters`,
  date: () => 'must be a date in the form YYYY-MM-DD',
  dateRange: (params) => `must be a date from ${param(params, 'min')} to ${param(params, 'max')}`,
  list: () => 'must be a list',
  tooFewEntries: (params) => `must have at least ${param(params, 'min')} entries`,
  tooManyEntries: (params) => `must have at most ${param(params, 'max')} entries`,
  notEmpty: () => 'must not be empty',
  object: () => 'must be an object',
  unknownField: () => 'is not a known field',
  uuid: () => 'must be a uuid',
  format: (params) => `must be valid ${param(params, 'format')}`,
  oneOf: (params) => `must be one of ${param(params, 'options').split(',').join(', ')}`,
  invalid: () => 'is not valid',
  unreadable: () => 'cannot be read',
  invalidCharacters: () => 'contains a character that cannot be stored',
  notAfterValuationDate: () => 'must be on or before the valuation date',
  beforeEndOfLife: (params) => `must be before the end of the useful life (${param(params, 'date')})`,
  notBeforeCharterStart: () => 'must not be before the current charter start',
  notBeforeAcquisition: (params) => `must be on or after the acquisition date (${param(params, 'date')})`,
  sumBelowOne: (params) => `together with ${list(params, 'fields')} must be below 1`,
  termOfAtLeastOneDay: () => 'must give a term of at least 1 day (365 × durationYears, rounded)',
  lastDockingWithin: () => 'must be on or after the construction date and on or before the valuation date',
  amortizationAtLeastDuration: (params) => `must be at least durationYears (${param(params, 'min')})`,
  stale: () => requestRuleMessages.stale,
  updatedRequired: () => requestRuleMessages.updatedRequired,
  linkTaken: () => requestRuleMessages.linkTaken,
  ownerOnly: () => requestRuleMessages.ownerOnly,
  unknownTemplate: () => requestRuleMessages.unknownTemplate,
  templateVersion: () => requestRuleMessages.templateVersion,
  notAnAlternative: () => requestRuleMessages.notAnAlternative,
  notACriterion: () => requestRuleMessages.notACriterion,
  notYourCashflow: () => requestRuleMessages.notYourCashflow,
  recordLimit: (params) => `already holds the most records of this kind an account may keep (${param(params, 'max')}); delete one to save another`,
  emailInvalid: () => accountMessages.emailInvalid,
  userAlreadyExists: () => accountMessages.userAlreadyExists,
  wrongOldPassword: () => accountMessages.wrongOldPassword,
  passwordTooShort: () => accountMessages.passwordTooShort,
  passwordTooLong: () => accountMessages.passwordTooLong,
  passwordTooGuessable: () => accountMessages.passwordTooGuessable,
  rolesMustIncludeUser: () => accountMessages.rolesMustIncludeUser,
  lastAdministrator: () => accountMessages.lastAdministrator,
  secondFactorRequired: () => accountMessages.secondFactorRequired,
  secondFactorInvalid: () => accountMessages.secondFactorInvalid,
  secondFactorAlreadyOn: () => accountMessages.secondFactorAlreadyOn,
  secondFactorOff: () => accountMessages.secondFactorOff,
};

/** The English message of a rule and its params: the one place a field error becomes words in core. */
export function fieldMessage(problem: FieldProblem): string {
  return sentences[problem.rule](problem.params ?? {});
}
