import type { Draft } from '../../../lib/cashflow-draft';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusedFields, withRefusals } from '../model/refused-fields';
import { timedCalculate, type LiveOutcome } from '../model/timed-calculate';

/**
 * The results of the draft, recomputed by core on every change. The draft is deferred, so typing stays
 * smooth: React renders the keystroke first and the new results when it has time. While a field's typed
 * text is refused, there are no results: the refused fields are named instead (model/refused-fields.ts).
 */
export function useLiveResults(draft: Draft): { outcome: LiveOutcome; isStale: boolean } {
  const { t, i18n } = useTranslation();
  const refused = useRefusedFields((state) => state.entries);
  const deferred = useDeferredValue(draft);
  const calculated = useMemo(() => timedCalculate(deferred), [deferred]);
  const outcome = useMemo(() => withRefusals(calculated, refused, t, i18n.language), [calculated, refused, t, i18n.language]);
  return { outcome, isStale: deferred !== draft };
}
