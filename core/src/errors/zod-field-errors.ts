import type { FieldError } from '../api/envelope';
import { fieldError } from './field-error';
import { fieldMessage } from './field-messages';
import { isFieldRule, type FieldProblem, type FieldRuleParams } from './field-rules';

/**
 * A zod issue as zod reports it, or as fastify-type-provider-zod passes it on (its `keyword` is the code,
 * its `params` the issue's other fields).
 */
export type ZodIssueLike = {
  code: string;
  path: readonly PropertyKey[];
  message?: string;
  expected?: unknown;
  received?: unknown;
  keys?: readonly unknown[];
  params?: unknown;
  format?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  values?: readonly unknown[];
};

const isParamValue = (value: unknown): value is number | string => typeof value === 'number' || typeof value === 'string';

/** The rule and params a custom issue carries (cashflow-schema.ts puts them there), or null. */
function carriedProblem(params: unknown): FieldProblem | null {
  if (typeof params !== 'object' || params === null) return null;
  const entries = Object.entries(params);
  const rule = entries.find(([key]) => key === 'rule')?.[1];
  if (!isFieldRule(rule)) return null;
  const values: FieldRuleParams = Object.fromEntries(
    entries.filter((entry): entry is [string, number | string] => entry[0] !== 'rule' && isParamValue(entry[1])),
  );
  return Object.keys(values).length === 0 ? { rule } : { rule, params: values };
}

const typeRules: Record<string, FieldProblem['rule']> = { number: 'number', int: 'integer', bigint: 'number', string: 'text', array: 'list', tuple: 'list' };

/** The bound of a too_small or too_big issue, as a number. */
const bound = (value: unknown): number => Number(value);

/** The value at a path of the checked input; undefined where there is none. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Object.entries(value).find(([name]) => name === String(key))?.[1];
  }
  return value;
}

/**
 * Whether an invalid_type issue is a missing value: the input shows it, or (without the input) zod's own
 * message says so.
 */
function isMissingValue(issue: ZodIssueLike, input: { value: unknown } | undefined): boolean {
  if (input !== undefined) return valueAt(input.value, issue.path) === undefined;
  return issue.received === 'undefined' || (issue.message?.endsWith('received undefined') ?? false);
}

/** The rule of one zod issue (docs/DESIGN.md, "errors travel as data"). */
function problemOf(issue: ZodIssueLike, input: { value: unknown } | undefined): FieldProblem {
  switch (issue.code) {
    case 'custom':
      return carriedProblem(issue.params) ?? { rule: 'invalid' };
    case 'invalid_type':
      if (isMissingValue(issue, input)) return { rule: 'required' };
      return { rule: typeRules[String(issue.expected)] ?? (issue.expected === 'object' || issue.expected === 'record' ? 'object' : 'invalid') };
    case 'invalid_format':
      if (issue.format === 'uuid' || issue.format === 'guid') return { rule: 'uuid' };
      return issue.format === 'email' ? { rule: 'emailInvalid' } : { rule: 'format', params: { format: String(issue.format) } };
    case 'too_small':
      if (issue.origin === 'string') return { rule: 'tooShort', params: { min: bound(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return bound(issue.minimum) === 1 ? { rule: 'notEmpty' } : { rule: 'tooFewEntries', params: { min: bound(issue.minimum) } };
      return { rule: 'range', params: { min: bound(issue.minimum), ...(issue.inclusive === false ? { minExclusive: 1 } : {}) } };
    case 'too_big':
      if (issue.origin === 'string') return { rule: 'tooLong', params: { max: bound(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { rule: 'tooManyEntries', params: { max: bound(issue.maximum) } };
      return { rule: 'range', params: { max: bound(issue.maximum), ...(issue.inclusive === false ? { maxExclusive: 1 } : {}) } };
    case 'invalid_value':
      return { rule: 'oneOf', params: { options: (issue.values ?? []).map(String).join(',') } };
    case 'not_multiple_of':
      return { rule: 'integer' };
    default:
      return { rule: 'invalid' };
  }
}

/**
 * Field errors `{ field, rule, params, message }` from zod issues: the one mapping the server's error handler
 * and core's own schemas share. Paths become dotted fields (`tranches.0.value`; `root` for the whole value);
 * every unknown key is named on its own; a custom issue without a rule keeps its author's message. With the
 * checked `input`, a missing value is told from a wrong one for sure.
 */
export function fieldErrorsFromZod(issues: readonly ZodIssueLike[], options: { root?: string; input?: unknown } = {}): FieldError[] {
  const root = options.root ?? '';
  const input = 'input' in options ? { value: options.input } : undefined;
  return issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    const field = (name: string) => [path, name].filter((part) => part !== '').join('.') || root;
    if (issue.code === 'unrecognized_keys') return (issue.keys ?? []).map((key) => fieldError(field(String(key)), { rule: 'unknownField' }));
    const problem = problemOf(issue, input);
    const error = fieldError(field(''), problem);
    const authored = issue.code === 'custom' && problem.rule === 'invalid' && issue.message !== undefined && issue.message !== '';
    return [authored ? { ...error, message: issue.message ?? fieldMessage(problem) } : error];
  });
}
