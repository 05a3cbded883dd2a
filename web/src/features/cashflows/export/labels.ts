import type { FieldError, Scenario } from '@keelson/core';
import en from '../../../locales/en.json';
import { pathLabel } from '../model/field-path';

/** Every text of the exports: sheet names, field labels, column heads, scenario names. */
export type ExportLabels = typeof en.assessments.export & { scenarios: Record<Scenario, string> };

/** The English texts (src/locales/en.json); a caller passes another language's when one exists. */
export const englishExportLabels: ExportLabels = { ...en.assessments.export, scenarios: en.assessments.scenarios };

function hasKey<T extends object>(record: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(record, key);
}

/**
 * A field path of core's validation in words: `lightWeightTonnage` → "Light weight tonnage",
 * `tranches.0.value` → "Tranche 1: Value"; a path it does not know stays as it is.
 */
export function fieldLabel(field: string, labels: ExportLabels = englishExportLabels): string {
  return pathLabel(field, {
    field: (name) => (hasKey(labels.fields, name) ? labels.fields[name] : null),
    tranche: (number) => `${labels.tranche} ${number}`,
    trancheMember: (member) => (hasKey(labels.trancheColumns, member) ? labels.trancheColumns[member] : null),
    join: (tranche, member) => `${tranche}: ${member}`,
    brokerEstimate: (number) => `${labels.brokerEstimate} ${number}`,
  });
}

/** A validation error as a sentence part: "Light weight tonnage is required". */
export function describeFieldError(error: FieldError, labels: ExportLabels = englishExportLabels): string {
  return `${fieldLabel(error.field, labels)} ${error.message}`;
}
