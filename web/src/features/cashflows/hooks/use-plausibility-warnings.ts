import { plausibilityWarnings, type Derived } from '@keelson/core';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useCashflowDraftStore } from '../../../lib/cashflow-draft';
import { useShipTypes } from '../api/get-ship-types';
import { plausibilityInputsOf, sameWarningsByPath, typicalValuesOf, warningsByPath, type WarningsByPath } from '../model/plausibility';
import { useStableValue } from './use-stable-value';

/**
 * The plausibility warnings of the draft being edited (docs/plausibility.md), by path: core's, against the chosen ship
 * type's typical values and the engine's derived values. Only the fields core reads are followed, so a keystroke in
 * the ship's name asks nothing; the same warnings keep the same object, so that the fields do not draw again.
 */
export function usePlausibilityWarnings(derived: Derived | null): WarningsByPath {
  const shipTypes = useShipTypes().data;
  const code = useCashflowDraftStore((state) => state.draft.shipType);
  const cashflow = useCashflowDraftStore(useShallow((state) => plausibilityInputsOf(state.draft)));
  const warnings = useMemo(
    () => warningsByPath(plausibilityWarnings({ cashflow, shipType: typicalValuesOf(shipTypes, code), derived })),
    [cashflow, shipTypes, code, derived],
  );
  return useStableValue(warnings, sameWarningsByPath);
}
