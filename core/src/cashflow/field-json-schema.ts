import type { z } from 'zod';
import { formatDate } from '../dates/day-number';
import { modelDays } from '../dates/model-years';
import type { Bounds, FieldSpec, FieldUnit } from './field-catalogue-types';

/**
 * The JSON Schema of the catalogue's fields, attached to their save-time zod schemas as metadata (field-schema.ts),
 * so that the API's OpenAPI document types every field from the catalogue: a field's check is a zod refinement,
 * which JSON Schema cannot express by itself. The unit travels as `x-unit` (the catalogue's name) and in words as
 * the `description`.
 */
type JsonSchema = z.core.JSONSchema.BaseSchema;

/** What a number in each unit is, for the API's readers (docs/spec/calculation.md section 1). */
const unitDescriptions = {
  money: "An amount in the cashflow's currency.",
  moneyPerDay: "An amount per day in the cashflow's currency.",
  moneyPerTon: "An amount per tonne in the cashflow's currency.",
  moneyPerYear: "An amount per year in the cashflow's currency.",
  percent: 'A decimal: 0.02 is 2 %.',
  years: 'Years.',
  tonnes: 'Tonnes.',
  days: 'Days.',
  daysPerYear: 'Days per year.',
} as const satisfies Record<FieldUnit, string>;

/** A unit as `x-unit` and in words. */
function unitKeywords(unit: FieldUnit | undefined): JsonSchema {
  return unit === undefined ? {} : { 'x-unit': unit, description: unitDescriptions[unit] };
}

/** Bounds as JSON Schema 2020-12 keywords: `exclusiveMinimum` for `> min`, `minimum` for `≥ min`, and so for the maximum. */
function boundsKeywords({ min, max, minExclusive = false, maxExclusive = false }: Bounds = {}): JsonSchema {
  return {
    ...(min === undefined ? {} : minExclusive ? { exclusiveMinimum: min } : { minimum: min }),
    ...(max === undefined ? {} : maxExclusive ? { exclusiveMaximum: max } : { maximum: max }),
  };
}

/** A number field: a whole number where it must be, its choices, its save-time bounds and its unit. */
export function numberJsonSchema(spec: FieldSpec, bounds: Bounds | undefined): JsonSchema {
  return {
    type: spec.integer === true ? 'integer' : 'number',
    ...(spec.options === undefined ? {} : { enum: [...spec.options] }),
    ...boundsKeywords(bounds),
    ...unitKeywords(spec.unit),
  };
}

/** A date field: a calendar day in the model's years, or '' for one not entered yet. */
export const dateJsonSchema: JsonSchema = {
  anyOf: [{ type: 'string', format: 'date' }, { const: '' }],
  description: `A day YYYY-MM-DD from ${formatDate(modelDays.first)} to ${formatDate(modelDays.last)}; '' when not entered yet.`,
};

/** A text field of at most `maxLength` characters. */
export function textJsonSchema(maxLength: number): JsonSchema {
  return { type: 'string', maxLength };
}
