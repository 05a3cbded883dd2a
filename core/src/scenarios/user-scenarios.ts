import { z } from 'zod';
import { fieldMessage } from '../errors/field-messages';
import type { FieldProblem } from '../errors/field-rules';
import { cashflowFieldSpecs } from '../cashflow/cashflow-fields';
import type { FieldSpec } from '../cashflow/field-catalogue-types';
import { listSchema, numberSchema, strictSchema } from '../cashflow/field-schema';

/** How many user scenarios a cashflow may hold. */
export const maxUserScenarios = 10;

/** The longest name of a user scenario. */
export const maxUserScenarioNameLength = 60;

/** A relative change of a rate or cost (−0.2 = 20 % lower): never to zero or below, at most six times the value. */
const relativeChange = { kind: 'rate', unit: 'percent', bounds: { min: -0.95, max: 5 }, required: false, calculation: 'own', section: null, order: 0 } as const;
/** A shift of every tranche's base rate in basis points (100 bp = 1 percentage point), at most ±20 points. */
const basisPoints = { kind: 'number', bounds: { min: -2000, max: 2000 }, required: false, calculation: 'own', section: null, order: 0 } as const;

/** The save-time schema of an override, missing (absent or null) when it leaves the base case's value. */
const override = (spec: FieldSpec) => numberSchema(spec).nullish();

/**
 * The overrides of one user scenario: changes to the cashflow's base case (docs/user-scenarios.md).
 * Fields that replace a catalogue field keep that field's bounds; the relative changes have their own.
 */
export const scenarioOverridesSchema = strictSchema({
  charterRateChange: override(relativeChange),
  averageTimeCharterCurr: override(cashflowFieldSpecs.averageTimeCharterCurr),
  opexChange: override(relativeChange),
  baseRateChangeBp: override(basisPoints),
  steelPricePerTonCurr: override(cashflowFieldSpecs.steelPricePerTonCurr),
  offHireDaysPerYear: override(cashflowFieldSpecs.offHireDaysPerYear),
  discountRate: override(cashflowFieldSpecs.discountRate),
  economicUsefulLifeYears: override(cashflowFieldSpecs.economicUsefulLifeYears),
});
export type ScenarioOverrides = z.infer<typeof scenarioOverridesSchema>;
export type ScenarioOverrideName = keyof typeof scenarioOverridesSchema.shape;
export const scenarioOverrideNames = Object.keys(scenarioOverridesSchema.shape) as ScenarioOverrideName[];

function issue(problem: FieldProblem, path: PropertyKey[] = []) {
  return { code: 'custom', message: fieldMessage(problem), params: { rule: problem.rule, ...problem.params }, path } as const;
}

/** A scenario's name: 1–60 characters, not only spaces (a missing one is `required`, as fieldErrorsFromZod tells). */
const nameSchema = z.string().superRefine((value, context) => {
  if (value.trim() === '') context.addIssue(issue({ rule: 'required' }));
  else if (value.length > maxUserScenarioNameLength) context.addIssue(issue({ rule: 'tooLong', params: { max: maxUserScenarioNameLength } }));
});

/** One named user scenario: its name and its overrides of the base case. */
export const userScenarioSchema = strictSchema({ name: nameSchema, overrides: scenarioOverridesSchema });
export type UserScenario = z.infer<typeof userScenarioSchema>;

/** The name by which two scenarios are told apart: trimmed, case ignored. */
export const scenarioNameKey = (name: string): string => name.trim().toLowerCase();

/**
 * A cashflow's user scenarios: at most ten, the names unique regardless of case and surrounding spaces. A
 * repeated name is named on the later scenario (`scenarios.<i>.name`), with the rule that a taken name has
 * (`linkTaken`: "is already in use").
 */
export const userScenarioListSchema = listSchema(userScenarioSchema, maxUserScenarios).superRefine((scenarios, context) => {
  const seen = new Set<string>();
  scenarios.forEach((scenario, index) => {
    const key = scenarioNameKey(scenario.name);
    if (seen.has(key)) context.addIssue(issue({ rule: 'linkTaken' }, [index, 'name']));
    seen.add(key);
  });
});
