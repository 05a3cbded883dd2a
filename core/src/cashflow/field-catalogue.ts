import { cashflowFieldSpecs, trancheFieldSpecs } from './cashflow-fields';
import type { FieldSpec, SectionId } from './field-catalogue-types';

export type { Bounds, CalculationUse, FieldKind, FieldSpec, FieldUnit, ListEntry, SectionId } from './field-catalogue-types';
export { sectionIds } from './field-catalogue-types';

export type CashflowFieldName = keyof typeof cashflowFieldSpecs;
export type TrancheFieldName = keyof typeof trancheFieldSpecs;

/** A catalogue entry with its name and the i18n key of its label. */
export type CatalogueField<N extends string = string> = FieldSpec & { name: N; labelKey: string };

type Named<T extends Record<string, FieldSpec>> = { [K in keyof T & string]: T[K] & { name: K; labelKey: string } };

function named<T extends Record<string, FieldSpec>>(specs: T, labelPrefix: string): Named<T> {
  const entries = Object.entries(specs).map(([name, spec]) => [name, { ...spec, name, labelKey: `${labelPrefix}${name}` }]);
  // Object.fromEntries cannot know that the keys are exactly those of `specs`; they are.
  return Object.fromEntries(entries) as Named<T>;
}

/**
 * The one field catalogue of a cashflow (docs/spec/product-spec.md section 3, docs/spec/calculation.md section 2):
 * per field its kind, unit, default, bounds, whether the calculation needs it, its form section and order,
 * and its label key `fields.<name>`. Schemas, defaults and the calculation's number rules derive from it.
 */
export const cashflowFields = named(cashflowFieldSpecs, 'fields.');

/** The catalogue of a loan tranche's fields; label keys `fields.tranche.<name>`. */
export const trancheFields = named(trancheFieldSpecs, 'fields.tranche.');

export const cashflowFieldNames = Object.keys(cashflowFieldSpecs) as CashflowFieldName[];
export const trancheFieldNames = Object.keys(trancheFieldSpecs) as TrancheFieldName[];

function isCashflowFieldName(name: string): name is CashflowFieldName {
  return Object.hasOwn(cashflowFieldSpecs, name);
}

function isTrancheFieldName(name: string): name is TrancheFieldName {
  return Object.hasOwn(trancheFieldSpecs, name);
}

/**
 * The form section of a field error's path: `lightWeightTonnage` → vessel, `brokerValueEsimationsCurr.1` →
 * market, `tranches.0.value` → financing; null for a path the form does not show.
 */
export function sectionOfField(path: string): SectionId | null {
  const [name = '', , trancheField] = path.split('.');
  if (!isCashflowFieldName(name)) return null;
  if (name === 'tranches' && trancheField !== undefined) return isTrancheFieldName(trancheField) ? trancheFields[trancheField].section : null;
  return cashflowFields[name].section;
}

/** The cashflow fields a section shows, in their order. */
export function fieldsOfSection(section: SectionId): CashflowFieldName[] {
  return cashflowFieldNames.filter((name) => cashflowFields[name].section === section).sort((a, b) => cashflowFields[a].order - cashflowFields[b].order);
}

/** The tranche fields the form offers, in their order (a tranche's derived fields are left out). */
export const trancheFormFields: TrancheFieldName[] = trancheFieldNames
  .filter((name) => trancheFields[name].section !== null)
  .sort((a, b) => trancheFields[a].order - trancheFields[b].order);

type DefaultsOf<T> = { [K in keyof T as T[K] extends { default: number | string } ? K : never]: T[K] extends { default: infer D } ? D : never };

function defaultsOf<T extends Record<string, FieldSpec>>(specs: T): DefaultsOf<T> {
  const entries = Object.entries(specs).flatMap(([name, spec]) => (spec.default === undefined ? [] : [[name, spec.default] as const]));
  // Object.fromEntries cannot know the keys; they are exactly the fields with a default.
  return Object.fromEntries(entries) as DefaultsOf<T>;
}

/**
 * The defaults of docs/spec/product-spec.md section 3 and docs/spec/calculation.md section 2. They are applied when a
 * cashflow is calculated and shown by forms, never by the schema: a missing field stays missing.
 */
export const cashflowDefaults = defaultsOf(cashflowFieldSpecs);

/** The defaults of a tranche (docs/spec/product-spec.md section 3); a missing disbursement date means V when calculating. */
export const trancheDefaults = defaultsOf(trancheFieldSpecs);
