import type { FieldError } from '@keelson/core';
import type { TFunction } from 'i18next';
import { fieldErrorText } from '../../../lib/field-error-text';
import { i18n } from '../../../lib/i18n';
import { isCashflowField, unitOfPath } from './field-specs';

/** Field errors by their path (`lightWeightTonnage`, `tranches.0.value`, `brokerValueEsimationsCurr.1`); the first one of a path wins. */
export type ErrorsByPath = ReadonlyMap<string, FieldError>;

export const noErrors: ErrorsByPath = new Map();

export function errorsByPath(errors: readonly FieldError[]): ErrorsByPath {
  const byPath = new Map<string, FieldError>();
  for (const error of errors) if (!byPath.has(error.field)) byPath.set(error.field, error);
  return byPath;
}

/** The path of a field of a tranche, as core names it. */
export function tranchePath(index: number, field: string): string {
  return `tranches.${index}.${field}`;
}

/** The path of one broker estimate, as core names it. */
export function brokerEstimatePath(index: number): string {
  return `brokerValueEsimationsCurr.${index}`;
}

/**
 * A field error of a cashflow in words, as the form shows it beside its field: the bounds of a field edited
 * in percent in percent ("Must be at least 0% and below 100%"), the other quotes of a sum by their labels.
 */
export function cashflowErrorText(error: FieldError, t: TFunction = i18n.t): string {
  return fieldErrorText(
    error,
    {
      percent: unitOfPath(error.field) === 'percent',
      fieldLabel: (name) => (isCashflowField(name) ? t(`fields.${name}`) : name),
    },
    t,
  );
}
