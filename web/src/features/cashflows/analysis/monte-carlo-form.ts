import type { FieldError, MonteCarloParameters } from '@keelson/core';
import { fromPercent, toPercent } from '../model/percent';

/** The parameters of docs/monte-carlo.md section 5 as the screen edits them: the volatilities in percent, empty as null. */
export type MonteCarloForm = { [Name in keyof MonteCarloParameters]: number | null };

export type MonteCarloParameter = keyof MonteCarloParameters;

/** The parameters edited in percent: σ, σ_o and σ_s (0.25 is shown as 25). */
export const percentParameters: ReadonlySet<MonteCarloParameter> = new Set(['volatility', 'opexVolatility', 'scrapVolatility']);

/** The form showing these parameters. */
export function formOfParameters(parameters: MonteCarloParameters): MonteCarloForm {
  const form = { ...parameters };
  for (const name of percentParameters) form[name] = toPercent(parameters[name]);
  return form;
}

/** What the worker sends to core: the form in core's units; an empty field stays null, so that core names it. */
export function parametersOfForm(form: MonteCarloForm): { [Name in MonteCarloParameter]: number | null } {
  const parameters = { ...form };
  for (const name of percentParameters) {
    const shown = form[name];
    parameters[name] = shown === null ? null : fromPercent(shown);
  }
  return parameters;
}

/** A fresh seed for "New seed": a uint32 from the browser's cryptographic generator (docs/monte-carlo.md section 10). */
export function newSeed(random: (array: Uint32Array<ArrayBuffer>) => Uint32Array = (array) => crypto.getRandomValues(array)): number {
  return random(new Uint32Array(1))[0] ?? 0;
}

/**
 * core's errors of a run split by where they are shown: those of a parameter (`monteCarlo.volatility`) beside its
 * field, and those of the cashflow itself, which the form above already shows beside its fields.
 */
export function splitRunErrors(errors: readonly FieldError[]): { parameters: Partial<Record<MonteCarloParameter, FieldError>>; cashflow: FieldError[] } {
  const parameters: Partial<Record<MonteCarloParameter, FieldError>> = {};
  const cashflow: FieldError[] = [];
  for (const error of errors) {
    const name = /^monteCarlo\.(\w+)$/.exec(error.field)?.[1];
    if (name !== undefined && isParameter(name)) parameters[name] ??= error;
    else cashflow.push(error);
  }
  return { parameters, cashflow };
}

const parameterNames: readonly MonteCarloParameter[] = ['paths', 'seed', 'volatility', 'reversion', 'valueReversion', 'opexVolatility', 'scrapVolatility'];

function isParameter(name: string): name is MonteCarloParameter {
  return (parameterNames as readonly string[]).includes(name);
}
