import type { FieldError } from '../api/envelope';
import { fieldError } from '../errors/field-error';
import type { Bounds } from '../cashflow/field-catalogue-types';
import { createFieldReader, createProblems, isRecord, type NumberRule } from '../cashflow/validate-fields';

/** The parameters of a simulation (docs/monte-carlo.md section 5). */
export type MonteCarloParameters = {
  /** N, the number of paths. */
  paths: number;
  /** S, the seed of the generator: the same seed gives the same result. */
  seed: number;
  /** σ, the charter rates' volatility per √year. */
  volatility: number;
  /** κ, the charter rates' reversion speed per year. */
  reversion: number;
  /** κ_v, the market's perceived reversion speed per year, which moves the simulated market value (section 4a). */
  valueReversion: number;
  /** σ_o, the opex level shock (0: off). */
  opexVolatility: number;
  /** σ_s, the steel (scrap) price shock (0: off). */
  scrapVolatility: number;
};

/** The defaults of docs/monte-carlo.md section 5. */
export const monteCarloDefaults: MonteCarloParameters = {
  paths: 10000,
  seed: 1,
  volatility: 0.25,
  reversion: 0.5,
  valueReversion: 0.1,
  opexVolatility: 0,
  scrapVolatility: 0,
};

/** The ranges of docs/monte-carlo.md section 5, which keep every factor finite. */
export const monteCarloBounds: Record<keyof MonteCarloParameters, Bounds & { integer?: boolean }> = {
  paths: { min: 1, max: 100000, integer: true },
  seed: { min: 0, max: 4294967295, integer: true },
  volatility: { min: 0, max: 1 },
  reversion: { min: 0, max: 5 },
  valueReversion: { min: 0, max: 5 },
  opexVolatility: { min: 0, max: 0.5 },
  scrapVolatility: { min: 0, max: 1 },
};

const names = Object.keys(monteCarloDefaults) as (keyof MonteCarloParameters)[];

export type ParametersValidation = { ok: true; parameters: MonteCarloParameters } | { ok: false; errors: FieldError[] };

/**
 * Checks simulation parameters (docs/monte-carlo.md section 5): each missing one takes its default, a value outside
 * its range or an unknown name is an error named `monteCarlo.<name>` (code 1012, as the engine's invalid input).
 */
export function validateMonteCarloParameters(parameters: unknown): ParametersValidation {
  if (parameters === undefined || parameters === null) return { ok: true, parameters: { ...monteCarloDefaults } };
  if (!isRecord(parameters)) return { ok: false, errors: [fieldError('monteCarlo', { rule: 'object' })] };
  const problems = createProblems();
  const fields = createFieldReader({ record: parameters, problems, prefix: 'monteCarlo.' });
  const read = (name: keyof MonteCarloParameters) => {
    const { integer = false, ...bounds } = monteCarloBounds[name];
    const rule: NumberRule = { bounds, integer, whenMissing: monteCarloDefaults[name] };
    return fields.number(name, rule) ?? monteCarloDefaults[name];
  };
  const values: MonteCarloParameters = {
    paths: read('paths'),
    seed: read('seed'),
    volatility: read('volatility'),
    reversion: read('reversion'),
    valueReversion: read('valueReversion'),
    opexVolatility: read('opexVolatility'),
    scrapVolatility: read('scrapVolatility'),
  };
  for (const key of Object.keys(parameters)) {
    if (!(names as string[]).includes(key)) fields.report(key, { rule: 'unknownField' });
  }
  return problems.errors.length > 0 ? { ok: false, errors: problems.errors } : { ok: true, parameters: values };
}
