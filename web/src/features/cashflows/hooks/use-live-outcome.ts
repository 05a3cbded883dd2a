import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useCashflowDraftStore, type Draft } from '../../../lib/cashflow-draft';
import { calculationInputsOf } from '../model/calculation-inputs';
import { useRefusedFields, withRefusals } from '../model/refused-fields';
import { timedCalculate, type LiveOutcome } from '../model/timed-calculate';

/**
 * The outcome of the draft, calculated by core in the very render of each change (about a millisecond for the worked
 * example), so that the key figures show a keystroke's new values in its own frame; what is slow to draw (charts,
 * year table, analyses) follows the outcome a moment later where it is shown. `inputs` is what the calculation reads
 * (model/calculation-inputs.ts): a change of anything else gives the same object and calculates nothing. While a
 * field's typed text is refused, there are no results: the refused fields are named instead (model/refused-fields.ts).
 */
export function useLiveOutcome(inputs: Draft): LiveOutcome {
  const { t, i18n } = useTranslation();
  const refused = useRefusedFields((state) => state.entries);
  const calculated = useMemo(() => timedCalculate(inputs), [inputs]);
  return useMemo(() => withRefusals(calculated, refused, t, i18n.language), [calculated, refused, t, i18n.language]);
}

/** What the calculation reads of the draft being edited; the same object until one of those values changes. */
export function useCalculationInputs(): Draft {
  return useCashflowDraftStore(useShallow((state) => calculationInputsOf(state.draft)));
}
