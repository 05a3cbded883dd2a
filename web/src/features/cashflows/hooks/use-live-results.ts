import type { Draft } from '../../../lib/cashflow-draft';
import { useDeferredValue, useMemo } from 'react';
import { timedCalculate, type LiveOutcome } from '../model/timed-calculate';

/**
 * The results of the draft, recomputed by core on every change. The draft is deferred, so typing stays
 * smooth: React renders the keystroke first and the new results when it has time.
 */
export function useLiveResults(draft: Draft): { outcome: LiveOutcome; isStale: boolean } {
  const deferred = useDeferredValue(draft);
  const outcome = useMemo(() => timedCalculate(deferred), [deferred]);
  return { outcome, isStale: deferred !== draft };
}
