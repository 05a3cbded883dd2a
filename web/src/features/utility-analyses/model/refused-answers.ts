import { createRefusedEntries } from '../../../lib/refused-entries';

/**
 * The answers and weights of the questionnaire whose typed text is refused (lib/refused-entries.ts): meanwhile the
 * draft holds no value for them and the results wait. A field that goes (its alternative removed, another
 * template chosen, a reset) takes its refused text with it.
 */
export const useRefusedAnswers = createRefusedEntries();

/** The key of a number answer: its alternative and criterion. */
export function answerKey(alternativeId: string, criterionId: string): string {
  return `answer/${alternativeId}/${criterionId}`;
}

/** The key of a weight override: its criterion. */
export function weightKey(criterionId: string): string {
  return `weight/${criterionId}`;
}
