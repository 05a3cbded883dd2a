import type { FieldError } from '../api/envelope';
import { fieldMessage } from './field-messages';
import { fieldRules, type FieldProblem, type FieldRule } from './field-rules';

/** A field error from its path and the rule it breaks: the message is the rule's English sentence. */
export function fieldError(field: string, problem: FieldProblem): FieldError {
  const { rule, params } = problem;
  return params === undefined || Object.keys(params).length === 0
    ? { field, rule, message: fieldMessage(problem) }
    : { field, rule, params, message: fieldMessage(problem) };
}

/** A field error as version 1 wrote it, without a rule: `{ field, message }`. */
export type FieldErrorInput = FieldError | { field: string; message: string; rule?: undefined; params?: undefined };

/** The rules whose message takes no params, by that message: how a version-1 error finds its rule. */
const ruleByMessage = new Map<string, FieldRule>([...fieldRules].reverse().map((rule) => [fieldMessage({ rule }), rule]));

/**
 * A complete field error: one given without a rule gets the rule whose message it carries, or `invalid` with
 * its own message, so that callers which name only a field and a message keep working.
 */
export function completeFieldError(input: FieldErrorInput): FieldError {
  if (input.rule !== undefined) return input;
  return { field: input.field, rule: ruleByMessage.get(input.message) ?? 'invalid', message: input.message };
}
