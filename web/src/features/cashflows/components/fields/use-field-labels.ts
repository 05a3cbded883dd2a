import type { CashflowFieldName, FieldError, FieldUnit } from '@keelson/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol } from '../../../../lib/format';
import { cashflowErrorText } from '../../model/field-errors';
import { trancheUnitOf, unitOf, type TrancheFormField } from '../../model/field-specs';

/** Labels with their unit ("Operating expenses ($/day)") and error texts, in the cashflow's currency. */
export function useFieldLabels(currency: string | null | undefined) {
  const { t } = useTranslation();
  const symbol = currencySymbol(currency);

  const withUnit = useCallback(
    (label: string, unit: FieldUnit | undefined) =>
      unit === undefined ? label : t('cashflow.labelWithUnit', { label, unit: t(`cashflow.units.${unit}`, { symbol }) }),
    [t, symbol],
  );
  const fieldLabel = useCallback((field: CashflowFieldName) => withUnit(t(`fields.${field}`), unitOf(field)), [t, withUnit]);
  const trancheLabel = useCallback((field: TrancheFormField) => withUnit(t(`fields.tranche.${field}`), trancheUnitOf(field)), [t, withUnit]);
  const errorText = useFieldErrorText();
  return { symbol, withUnit, fieldLabel, trancheLabel, errorText };
}

/** A field error beside its field, in words from its rule and params ("Must be at least 0% and below 100%"). */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return useCallback((error: FieldError | undefined) => (error === undefined ? undefined : cashflowErrorText(error, t)), [t]);
}

/** The id of the input of a field, by core's path, so that an error list can jump to it. */
export function inputIdOf(path: string): string {
  return `cashflow-field-${path}`;
}
