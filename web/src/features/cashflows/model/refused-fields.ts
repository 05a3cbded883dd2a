import { datePatternOf, languageOfTag, type FieldError } from '@keelson/core';
import type { TFunction } from 'i18next';
import { useCashflowDraftStore } from '../../../lib/cashflow-draft';
import { modelDateRange } from '../../../lib/date-text';
import { formatDate } from '../../../lib/format';
import { numberExample } from '../../../lib/number-text';
import { createRefusedEntries, type RefusedEntriesState } from '../../../lib/refused-entries';
import type { LiveOutcome } from './timed-calculate';

/** The cashflow fields whose typed text is refused (lib/refused-entries.ts), by core's path. */
export const useRefusedFields = createRefusedEntries();

// A draft that replaces the edited one (a reset, the example, a loaded or saved record) comes without refused text.
// Edits mark the draft edited; a replacement never does.
useCashflowDraftStore.subscribe((state, previous) => {
  if (state.draft !== previous.draft && !state.edited) useRefusedFields.getState().startOver();
});

/** Why a field's text is refused, in the active language, naming the notation it expects. */
export function refusalText(entry: RefusedEntriesState['entries'][string], t: TFunction, language: string): string {
  const notation = languageOfTag(language);
  if (entry.entry === 'number') return t('entry.numberRefused', { example: numberExample(notation) });
  return t('entry.dateRefused', {
    format: t('entry.datePattern'),
    min: formatDate(modelDateRange.min, notation),
    max: formatDate(modelDateRange.max, notation),
  });
}

/**
 * The live outcome with the refused fields in it: while any field's text is refused, there are no results — the
 * refused fields lead the list of what needs attention (with the words beside the field), then core's other errors.
 */
export function withRefusals(outcome: LiveOutcome, entries: RefusedEntriesState['entries'], t: TFunction, language: string): LiveOutcome {
  const paths = Object.keys(entries);
  if (paths.length === 0) return outcome;
  const refused: FieldError[] = paths.flatMap((field) => {
    const entry = entries[field];
    return entry === undefined ? [] : [{ field, rule: 'invalid', params: {}, message: refusalText(entry, t, language) }];
  });
  const others = outcome.status === 'invalid' ? outcome.errors.filter((error) => !Object.hasOwn(entries, error.field)) : [];
  return { status: 'invalid', errors: [...refused, ...others] };
}

/** The dayjs format of the date fields in the active language. */
export function dateFormatOf(language: string): string {
  return datePatternOf(languageOfTag(language));
}
