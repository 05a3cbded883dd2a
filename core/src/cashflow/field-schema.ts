import { z } from 'zod';
import { parseDate, type DayNumber } from '../dates/day-number';
import { isWithinModelYears, modelDays } from '../dates/model-years';
import { formatDate } from '../dates/day-number';
import { fieldMessage } from '../errors/field-messages';
import type { FieldProblem } from '../errors/field-rules';
import { numberProblem } from './field-bounds';
import { dateJsonSchema, numberJsonSchema, textJsonSchema } from './field-json-schema';
import { largestAmount, type Bounds, type FieldSpec } from './field-catalogue-types';

/** A zod issue that carries its rule and params, and the rule's English message. */
function issue(problem: FieldProblem) {
  return { code: 'custom', message: fieldMessage(problem), params: { rule: problem.rule, ...problem.params } } as const;
}

/** A type check whose failure names a rule (`number`, `date` …) rather than zod's own words. */
function typed<T>(check: (value: unknown) => value is T, problem: FieldProblem) {
  return z.custom<T>(check, { params: { rule: problem.rule }, error: fieldMessage(problem) });
}

const isNumber = (value: unknown): value is number => typeof value === 'number';
const isString = (value: unknown): value is string => typeof value === 'string';

/** What a date text is wrong with, or null: '' is not entered yet; else a real date in the years 1900–2199. */
export function dateProblem(text: string): FieldProblem | null {
  if (text === '') return null;
  const day: DayNumber | null = parseDate(text);
  if (day === null) return { rule: 'date' };
  return isWithinModelYears(day) ? null : { rule: 'dateRange', params: { min: formatDate(modelDays.first), max: formatDate(modelDays.last) } };
}

/** The save-time bounds of a number: its own, and at most 1e12 for an amount of money or tonnes. */
function saveBounds(spec: FieldSpec): Bounds | undefined {
  const isAmount = spec.kind === 'money' || spec.unit === 'tonnes' || spec.entry === 'money';
  if (!isAmount) return spec.bounds;
  return { ...spec.bounds, max: Math.min(spec.bounds?.max ?? largestAmount, largestAmount) };
}

/** A finite number within a field's save-time rules; its JSON Schema says them. */
export function numberSchema(spec: FieldSpec) {
  const rule = { bounds: saveBounds(spec), integer: spec.integer };
  return typed(isNumber, { rule: 'number' })
    .superRefine((value, context) => {
      const problem = numberProblem(value, rule);
      if (problem !== null) context.addIssue(issue(problem));
    })
    .meta(numberJsonSchema(spec, rule.bounds));
}

/** '' (not yet entered) or a real date `YYYY-MM-DD` in the years 1900–2199. */
export const dateSchema = typed(isString, { rule: 'date' })
  .superRefine((value, context) => {
    const problem = dateProblem(value);
    if (problem !== null) context.addIssue(issue(problem));
  })
  .meta(dateJsonSchema);

/** A text of at most `maxLength` characters. */
export function textSchema(maxLength: number) {
  return typed(isString, { rule: 'text' })
    .superRefine((value, context) => {
      if (value.length > maxLength) context.addIssue(issue({ rule: 'tooLong', params: { max: maxLength } }));
    })
    .meta(textJsonSchema(maxLength));
}

/** A list of at most `maxEntries` entries, each checked by `entry`. */
export function listSchema<T extends z.ZodType>(entry: T, maxEntries: number) {
  return z
    .array(entry, { error: fieldMessage({ rule: 'list' }) })
    .superRefine((value, context) => {
      if (value.length > maxEntries) context.addIssue(issue({ rule: 'tooManyEntries', params: { max: maxEntries } }));
    })
    .meta({ maxItems: maxEntries });
}

/** An object with exactly these fields: an unknown one is refused, so that nothing unlisted is stored. */
export function strictSchema<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, { error: (problem) => fieldMessage({ rule: problem.code === 'unrecognized_keys' ? 'unknownField' : 'object' }) });
}

/** A uuid. */
export const uuidSchema = z.uuid({ error: fieldMessage({ rule: 'uuid' }) });
