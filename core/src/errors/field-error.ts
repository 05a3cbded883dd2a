import type { FieldError } from '../api/envelope';
import { fieldMessage } from './field-messages';
import type { FieldProblem } from './field-rules';

/** A field error from its path and the rule it breaks: the message is the rule's English sentence. */
export function fieldError(field: string, problem: FieldProblem): FieldError {
  const { rule, params } = problem;
  return params === undefined || Object.keys(params).length === 0
    ? { field, rule, message: fieldMessage(problem) }
    : { field, rule, params, message: fieldMessage(problem) };
}
