import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol } from '../../../../lib/format';
import { trancheUnitOf, unitOf, type FieldKind, type PlainField, type TrancheField, type Unit } from '../../model/field-specs';
import { percentMessage } from '../../model/field-errors';

/** Labels with their unit ("Operating expenses ($/day)") and error texts, in the cashflow's currency. */
export function useFieldLabels(currency: string | null | undefined) {
  const { t } = useTranslation();
  const symbol = currencySymbol(currency);

  const withUnit = useCallback(
    (label: string, unit: Unit | undefined) =>
      unit === undefined ? label : t('cashflow.labelWithUnit', { label, unit: t(`cashflow.units.${unit}`, { symbol }) }),
    [t, symbol],
  );
  const fieldLabel = useCallback((field: PlainField) => withUnit(t(`cashflow.fields.${field}`), unitOf(field)), [t, withUnit]);
  const trancheLabel = useCallback((field: TrancheField) => withUnit(t(`cashflow.tranches.fields.${field}`), trancheUnitOf(field)), [t, withUnit]);
  /** Core's message beside its field: "This value must be greater than 0"; bounds of a percent field in percent. */
  const errorText = useCallback(
    (message: string | undefined, kind: FieldKind) =>
      message === undefined ? undefined : t('cashflow.fieldError', { message: kind === 'percent' ? percentMessage(message) : message }),
    [t],
  );
  return { symbol, withUnit, fieldLabel, trancheLabel, errorText };
}

/** The id of the input of a field, by core's path, so that an error list can jump to it. */
export function inputIdOf(path: string): string {
  return `cashflow-field-${path}`;
}
