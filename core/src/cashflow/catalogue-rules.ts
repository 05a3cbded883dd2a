import { cashflowFieldSpecs, trancheFieldSpecs } from './cashflow-fields';
import type { FieldSpec } from './field-catalogue-types';
import type { NumberRule } from './validate-fields';

type Specs = typeof cashflowFieldSpecs;
type TrancheSpecs = typeof trancheFieldSpecs;
/** The fields of a catalogue that the calculation reads as plain numbers. */
type RuleField<S> = { [K in keyof S]: S[K] extends { calculation: 'rule' } ? K : never }[keyof S];
/** Those that always have a value once valid: required, or with a default. */
type ValuedField<S> = { [K in RuleField<S>]: S[K] extends { required: true } | { default: number } ? K : never }[RuleField<S>];

/** A plain number's calculate-time rule (docs/spec/calculation.md section 2): its bounds, and its default or 'required'. */
export function numberRuleOf(spec: FieldSpec): NumberRule {
  const whenMissing = spec.required ? 'required' : typeof spec.default === 'number' ? spec.default : null;
  return { bounds: spec.bounds ?? {}, integer: spec.integer === true, whenMissing };
}

function rulesOf(specs: Record<string, FieldSpec>, valued: boolean): Record<string, NumberRule> {
  const entries = Object.entries(specs).flatMap(([name, spec]) => {
    if (spec.calculation !== 'rule') return [];
    const rule = numberRuleOf(spec);
    return (rule.whenMissing !== null) === valued ? [[name, rule] as const] : [];
  });
  return Object.fromEntries(entries);
}

/** The cashflow's plain numbers that always have a value when valid, from the field catalogue. */
export const numberRules = rulesOf(cashflowFieldSpecs, true) as Record<ValuedField<Specs>, NumberRule>;
/** The cashflow's plain numbers that stay null when missing (amounts without default, the central discount rate). */
export const optionalNumberRules = rulesOf(cashflowFieldSpecs, false) as Record<Exclude<RuleField<Specs>, ValuedField<Specs>>, NumberRule>;
/** A tranche's plain numbers (value, baseRate, interest), from the tranche catalogue. */
export const trancheNumberRules = rulesOf(trancheFieldSpecs, true) as Record<ValuedField<TrancheSpecs>, NumberRule>;
