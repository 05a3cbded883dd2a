import { z } from 'zod';
import { cashflowFieldSpecs, trancheFieldSpecs } from './cashflow-fields';
import { cashflowDefaults, trancheDefaults } from './field-catalogue';
import type { FieldSpec } from './field-catalogue-types';
import { dateSchema, listSchema, numberSchema, strictSchema, textSchema, uuidSchema } from './field-schema';
import { userScenarioListSchema } from '../scenarios/user-scenarios';

export { cashflowDefaults, trancheDefaults };

/** The value a catalogue field holds, by its kind (and a list's entries). */
type ValueOf<S extends FieldSpec> = S extends { kind: 'date' | 'text' }
  ? string
  : S extends { kind: 'list'; entry: 'money' }
    ? number[]
    : S extends { kind: 'list'; entry: 'text' | 'uuid' }
      ? string[]
      : S extends { kind: 'list'; entry: 'tranche' }
        ? CashflowTranche[]
        : number;

/** A draft's field: its value or missing (absent or null). */
type Leaf<T> = z.ZodOptional<z.ZodNullable<z.ZodType<T, T>>>;
type Shape<T extends Record<string, FieldSpec>> = { [K in keyof T]: Leaf<ValueOf<T[K]>> };

const defaultTextLength = 200;

/** The save-time schema of one catalogue field: its kind, and the single-field rules that are never broken. */
function fieldSchema(spec: FieldSpec, tranche: z.ZodType): z.ZodType {
  switch (spec.kind) {
    case 'date':
      return dateSchema;
    case 'text':
      return textSchema(spec.maxLength ?? defaultTextLength);
    case 'list': {
      const entry = spec.entry === 'tranche' ? tranche : spec.entry === 'money' ? numberSchema(spec) : textSchema(spec.maxLength ?? defaultTextLength);
      return listSchema(entry, spec.maxEntries ?? 0);
    }
    default:
      return numberSchema(spec);
  }
}

function shapeOf<T extends Record<string, FieldSpec>>(specs: T, tranche: z.ZodType = z.never()): Shape<T> {
  const entries = Object.entries(specs).map(([name, spec]) => [name, fieldSchema(spec, tranche).nullish()]);
  // Object.fromEntries cannot know the keys and value types; fieldSchema gives each kind exactly ValueOf's type.
  return Object.fromEntries(entries) as Shape<T>;
}

/**
 * A loan tranche as stored (docs/spec/product-spec.md section 3), every field of the tranche catalogue optional;
 * valuationDate and leverage are derived and ignored.
 */
export const trancheSchema = strictSchema(shapeOf(trancheFieldSpecs));
export type CashflowTranche = z.infer<typeof trancheSchema>;

/**
 * A cashflow as it may be stored and edited (docs/spec/product-spec.md section 3): a draft, so every field of the
 * catalogue is optional and nullable. Saving refuses what is never valid — a number outside its own bounds
 * or above 1e12 for an amount, a date that is not real or outside 1900–2199, an unknown field — and leaves
 * the rules between fields to `validateForCalculation` (docs/spec/calculation.md section 2).
 */
export const cashflowSchema = strictSchema({
  id: textSchema(100).nullish(),
  ownerId: textSchema(100).nullish(),
  updated: textSchema(40).nullish(),
  readonlyIds: listSchema(uuidSchema, 20).nullish(),
  ...shapeOf(cashflowFieldSpecs, trancheSchema),
  /** The user scenarios, each a set of overrides of the base case, calculated after the two fixed ones. */
  scenarios: userScenarioListSchema.nullish(),
});
export type Cashflow = z.infer<typeof cashflowSchema>;

/** The stored fields of a cashflow that are the record's own rather than the catalogue's. */
export const recordFields = ['id', 'ownerId', 'updated', 'readonlyIds'] as const;

type DefaultedField = keyof typeof cashflowDefaults;

/** A field is missing when it is absent, null or an empty text; 0 is a value (docs/spec/calculation.md section 2). */
export function isMissing(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}

function isDefaultedField(field: string): field is DefaultedField {
  return Object.hasOwn(cashflowDefaults, field);
}

function fillMissing<K extends DefaultedField>(cashflow: Cashflow, field: K): void {
  if (isMissing(cashflow[field])) cashflow[field] = cashflowDefaults[field];
}

/** A copy of a cashflow with every missing field that has a default filled in, for forms; given values (0 too) stay. */
export function withDefaults(cashflow: Cashflow): Cashflow {
  const filled: Cashflow = { ...cashflow };
  for (const field of Object.keys(cashflowDefaults)) if (isDefaultedField(field)) fillMissing(filled, field);
  if (cashflow.tranches) {
    filled.tranches = cashflow.tranches.map((tranche) => ({
      ...tranche,
      baseRate: isMissing(tranche.baseRate) ? trancheDefaults.baseRate : tranche.baseRate,
      interest: isMissing(tranche.interest) ? trancheDefaults.interest : tranche.interest,
    }));
  }
  return filled;
}
