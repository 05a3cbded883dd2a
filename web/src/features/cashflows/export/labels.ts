import { scenarioOverrideNames, type FieldError, type FieldUnit, type Scenario, type ScenarioOverrideName } from '@keelson/core';
import { currencySymbol } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import en from '../../../locales/en.json';
import { pathLabel } from '../model/field-path';
import { cashflowErrorText } from '../model/field-errors';
import { isCashflowField, isTrancheFormField } from '../model/field-specs';

/**
 * Every text of the exports: sheet names, column heads, scenario names, and the fields' labels, units and day-count
 * conventions, which are the form's (`fields.<name>`, `fields.tranche.<name>`, `cashflow.units`, `cashflow.dayCount`):
 * one label per field. The
 * user scenarios' overrides are labelled as the scenario editor labels them (`scenarios.overrides.<name>.label`).
 */
export type ExportLabels = typeof en.assessments.export & {
  scenarios: Record<Exclude<Scenario, 'user'>, string>;
  fields: typeof en.fields;
  units: typeof en.cashflow.units;
  dayCounts: typeof en.cashflow.dayCount;
  labelWithUnit: string;
  userScenarios: typeof en.userScenarios.export;
  overrides: Record<ScenarioOverrideName, string>;
  basisPoints: string;
};

/** The label of every override, from the scenario editor's texts. */
function overrideLabels(texts: typeof en.scenarios.overrides): Record<ScenarioOverrideName, string> {
  const entries = scenarioOverrideNames.map((name) => [name, texts[name].label]);
  // The entries are exactly the override names, each with its label.
  return Object.fromEntries(entries) as Record<ScenarioOverrideName, string>;
}

/** The English texts (src/locales/en.json); a caller passes another language's when one exists. */
export const englishExportLabels: ExportLabels = {
  ...en.assessments.export,
  scenarios: en.assessments.scenarios,
  fields: en.fields,
  units: en.cashflow.units,
  dayCounts: en.cashflow.dayCount,
  labelWithUnit: en.cashflow.labelWithUnit,
  userScenarios: en.userScenarios.export,
  overrides: overrideLabels(en.scenarios.overrides),
  basisPoints: en.scenarios.units.basisPoints,
};

type Texts = string | { readonly [key: string]: Texts };

/** The texts of `base` with a language's texts laid over them key by key; English stays where the language has none. */
function overlay<T extends Texts>(base: T, over: unknown): T {
  if (typeof base === 'string') return typeof over === 'string' && over !== '' ? (over as T) : base;
  const source = typeof over === 'object' && over !== null ? (over as Record<string, unknown>) : {};
  const entries = Object.entries(base).map(([key, value]) => [key, overlay(value, source[key])]);
  // The entries are exactly those of `base`, each of its own shape.
  return Object.fromEntries(entries) as T;
}

/** The texts of the exports in a language of the app's locales (sheet names, heads, labels, units), else English. */
export function exportLabelsOf(language: string): ExportLabels {
  const texts = (key: string): unknown => i18n.getResource(language, 'translation', key);
  return {
    ...overlay(en.assessments.export, texts('assessments.export')),
    scenarios: overlay(en.assessments.scenarios, texts('assessments.scenarios')),
    fields: overlay(en.fields, texts('fields')),
    units: overlay(en.cashflow.units, texts('cashflow.units')),
    dayCounts: overlay(en.cashflow.dayCount, texts('cashflow.dayCount')),
    labelWithUnit: overlay(en.cashflow.labelWithUnit, texts('cashflow.labelWithUnit')),
    userScenarios: overlay(en.userScenarios.export, texts('userScenarios.export')),
    overrides: overrideLabels(overlay(en.scenarios.overrides, texts('scenarios.overrides'))),
    basisPoints: overlay(en.scenarios.units.basisPoints, texts('scenarios.units.basisPoints')),
  };
}

/**
 * A label with its unit as the form shows it, in the cashflow's currency: "Operating expenses ($/day)"; `basisPoints`
 * is the scenarios' unit of a base-rate shift.
 */
export function labelWithUnit(label: string, unit: FieldUnit | 'basisPoints' | undefined, currency: string | null | undefined, labels: ExportLabels): string {
  if (unit === undefined) return label;
  const unitText = unit === 'basisPoints' ? labels.basisPoints : labels.units[unit].replace('{{symbol}}', currencySymbol(currency));
  return labels.labelWithUnit.replace('{{label}}', label).replace('{{unit}}', unitText);
}

const scenarioPath = /^scenarios(?:\.(\d+)(?:\.(name|overrides)(?:\.(\w+))?)?)?$/;
const isOverrideName = (name: string): name is ScenarioOverrideName => scenarioOverrideNames.some((candidate) => candidate === name);

/** A path under `scenarios` in words: "Your scenarios", "Scenario 2", "Scenario 2: Name", "Scenario 2: Discount rate"; else null. */
function scenarioFieldLabel(field: string, labels: ExportLabels): string | null {
  const match = scenarioPath.exec(field);
  if (match === null) return null;
  const [, index, part, override] = match;
  if (index === undefined) return labels.userScenarios.list;
  const heading = labels.userScenarios.numbered.replace('{{number}}', String(Number(index) + 1));
  const member = part === 'name' ? labels.userScenarios.nameField : override !== undefined && isOverrideName(override) ? labels.overrides[override] : null;
  return member === null ? heading : `${heading}: ${member}`;
}

/**
 * A field path of core's validation in the form's words: `lightWeightTonnage` → "Lightweight",
 * `tranches.0.value` → "Tranche 1: Amount", `scenarios.1.overrides.opexChange` → "Scenario 2: Change of operating
 * expenses"; a path it does not know stays as it is.
 */
export function fieldLabel(field: string, labels: ExportLabels = englishExportLabels): string {
  const scenarioLabel = scenarioFieldLabel(field, labels);
  if (scenarioLabel !== null) return scenarioLabel;
  return pathLabel(field, {
    field: (name) => (isCashflowField(name) ? labels.fields[name] : null),
    tranche: (number) => `${labels.tranche} ${number}`,
    trancheMember: (member) => (isTrancheFormField(member) ? labels.fields.tranche[member] : null),
    join: (tranche, member) => `${tranche}: ${member}`,
    brokerEstimate: (number) => `${labels.brokerEstimate} ${number}`,
  });
}

/** A validation error in words, its field first: "Operating expenses: This value is required". */
export function describeFieldError(error: FieldError, labels: ExportLabels = englishExportLabels): string {
  return labels.fieldError.replace('{{label}}', fieldLabel(error.field, labels)).replace('{{message}}', cashflowErrorText(error));
}
