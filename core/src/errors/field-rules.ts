import { z } from 'zod';

/**
 * The closed set of rules a field error can name (docs/DESIGN.md, "errors travel as data"): the web turns
 * `{ rule, params }` into words through i18n; `message` is the English sentence of fieldMessage for API users.
 *
 * Params by rule (numbers, and `YYYY-MM-DD` texts for dates):
 * - range: `min`, `max` where a bound applies; `minExclusive: 1` / `maxExclusive: 1` when that bound itself is
 *   not allowed (absent: allowed). `{ min: 0, max: 1, maxExclusive: 1 }` is [0, 1).
 * - dateRange: `min`, `max` — the first and last allowed day (1900-01-01, 2199-12-31).
 * - tooLong, tooManyEntries: `max`; tooShort, tooFewEntries: `min`.
 * - notAfterValuationDate, beforeEndOfLife, notBeforeCharterStart, notBeforeAcquisition: `date`, the date the field is
 *   held against.
 * - lastDockingWithin: `min` (C) and `max` (V), where known.
 * - amortizationAtLeastDuration: `min`, the tranche's durationYears.
 * - sumBelowOne: `fields`, the other fields of the sum, comma-separated.
 * - oneOf: `options`, the allowed values, comma-separated. format: `format`, the expected format.
 * - templateVersion: `version`. recordLimit: `max`, the records of the kind one account may keep.
 * Every other rule has no params.
 */
export const fieldRules = [
  // shape and single-field rules (cashflow-schema.ts, validate-fields.ts, fieldErrorsFromZod)
  'required',
  'number',
  'integer',
  'range',
  'nonFinite',
  'text',
  'tooShort',
  'tooLong',
  'date',
  'dateRange',
  'list',
  'tooFewEntries',
  'tooManyEntries',
  'notEmpty',
  'object',
  'unknownField',
  'uuid',
  'format',
  'oneOf',
  'invalid',
  'unreadable',
  // the request's text itself (server/src/http/request-text.ts): a NUL or a lone surrogate, which PostgreSQL cannot store
  'invalidCharacters',
  // cross-field rules of the calculation (docs/spec/calculation.md section 2)
  'notAfterValuationDate',
  'beforeEndOfLife',
  'notBeforeCharterStart',
  'notBeforeAcquisition',
  'sumBelowOne',
  'termOfAtLeastOneDay',
  'lastDockingWithin',
  'amortizationAtLeastDuration',
  // the server's request rules (api/messages.ts)
  'stale',
  'updatedRequired',
  'linkTaken',
  'ownerOnly',
  'unknownTemplate',
  'templateVersion',
  'notAnAlternative',
  'notACriterion',
  'notYourCashflow',
  'recordLimit',
  // account rules (account/account-messages.ts)
  'emailInvalid',
  'userAlreadyExists',
  'wrongOldPassword',
  'passwordTooShort',
  'passwordTooLong',
  'passwordTooGuessable',
  'rolesMustIncludeUser',
  'lastAdministrator',
  'secondFactorRequired',
  'secondFactorInvalid',
  'secondFactorAlreadyOn',
  'secondFactorOff',
] as const;

export const fieldRuleSchema = z.enum(fieldRules);
export type FieldRule = z.infer<typeof fieldRuleSchema>;

/** The params of a rule: numbers and texts only, so that they travel as JSON and fill i18n placeholders. */
export const fieldRuleParamsSchema = z.record(z.string(), z.union([z.number(), z.string()]));
export type FieldRuleParams = z.infer<typeof fieldRuleParamsSchema>;

/** A rule a field breaks, with its params: a field error before it is given its field and message. */
export type FieldProblem = { rule: FieldRule; params?: FieldRuleParams };

/** Whether a text is one of the rules. */
export function isFieldRule(value: unknown): value is FieldRule {
  return fieldRuleSchema.safeParse(value).success;
}
