import { z } from 'zod';
import type { FieldError } from '../api/envelope';
import { numberProblem } from '../cashflow/field-bounds';
import { strictSchema } from '../cashflow/field-schema';
import { fieldErrorsFromZod } from '../errors/zod-field-errors';
import { fieldMessage } from '../errors/field-messages';
import type { FieldProblem } from '../errors/field-rules';
import { monteCarloBounds, monteCarloDefaults } from '../monte-carlo/parameters';
import { choleskyFactor } from './correlation';

/** A correlation matrix keyed by segment: matrix[a][b] is the correlation of segments a and b. */
export type CorrelationMatrix = Record<string, Record<string, number>>;

/** The parameters of a stress test (docs/portfolio-stress.md section 7). */
export type StressParameters = {
  /** N, the number of paths. */
  paths: number;
  /** S, the seed: the same seed gives the same result. */
  seed: number;
  /** σ, the charter rates' volatility per √year, for every segment. */
  volatility: number;
  /** κ, the charter rates' reversion speed per year. */
  reversion: number;
  /** κ_v, the market's perceived reversion speed, which moves the simulated market value. */
  valueReversion: number;
  /** One correlation ρ between every two segments, or a matrix keyed by segment. */
  correlation: number | CorrelationMatrix;
};

/** The defaults of section 7: the Monte Carlo's for σ, κ, κ_v and the seed. */
export const stressDefaults: StressParameters = {
  paths: 10000,
  seed: monteCarloDefaults.seed,
  volatility: monteCarloDefaults.volatility,
  reversion: monteCarloDefaults.reversion,
  valueReversion: monteCarloDefaults.valueReversion,
  correlation: 0.6,
};

export const stressPathBounds = { min: 100, max: 100000 };
const correlationBounds = { min: -1, max: 1 };

type Issue = { path: string[]; problem: FieldProblem; message?: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number's issues by its bounds. */
function numberIssues(value: unknown, path: string[], rule: { bounds: { min: number; max: number }; integer?: boolean }): Issue[] {
  if (typeof value !== 'number') return [{ path, problem: { rule: 'number' } }];
  const problem = numberProblem(value, rule);
  return problem === null ? [] : [{ path, problem }];
}

/**
 * What is wrong with a correlation matrix keyed by segment (section 3): each entry a number in [−1, 1], every row
 * naming every segment, unit diagonal, symmetric (the later of a pair is named), and positive semidefinite.
 */
function matrixIssues(matrix: Record<string, unknown>): Issue[] {
  const names = Object.keys(matrix).sort();
  const issues: Issue[] = [];
  const rows = new Map<string, Record<string, unknown>>();
  for (const name of names) {
    const row = matrix[name];
    if (isRecord(row)) rows.set(name, row);
    else issues.push({ path: [name], problem: { rule: 'object' } });
  }
  for (const [name, row] of rows) {
    for (const column of Object.keys(row)) {
      if (!names.includes(column)) issues.push({ path: [name, column], problem: { rule: 'unknownField' } });
      else issues.push(...numberIssues(row[column], [name, column], { bounds: correlationBounds }));
    }
    for (const column of names) if (row[column] === undefined || row[column] === null) issues.push({ path: [name, column], problem: { rule: 'required' } });
  }
  if (issues.length > 0) return issues;
  const entry = (row: string, column: string) => Number(rows.get(row)?.[column]);
  for (const [index, name] of names.entries()) {
    if (entry(name, name) !== 1) issues.push({ path: [name, name], problem: { rule: 'invalid' }, message: "must be 1: a segment's correlation with itself" });
    for (const other of names.slice(0, index)) {
      if (entry(name, other) !== entry(other, name))
        issues.push({ path: [name, other], problem: { rule: 'invalid' }, message: `must equal correlation.${other}.${name} (${entry(other, name)})` });
    }
  }
  if (issues.length > 0) return issues;
  if (choleskyFactor(names.map((row) => names.map((column) => entry(row, column)))) === null)
    issues.push({ path: [], problem: { rule: 'invalid' }, message: 'must be positive semidefinite: no segments can have these correlations together' });
  return issues;
}

/** The correlation's issues: a number in [−1, 1] or a matrix (section 3). */
function correlationIssues(value: unknown): Issue[] {
  if (typeof value === 'number') return numberIssues(value, [], { bounds: correlationBounds });
  if (isRecord(value)) return matrixIssues(value);
  return [{ path: [], problem: { rule: 'invalid' }, message: 'must be a number or a matrix of correlations keyed by segment' }];
}

function isCorrelation(value: unknown): value is number | CorrelationMatrix {
  return correlationIssues(value).length === 0;
}

// Each check is a refinement, which JSON Schema cannot express: the API's document reads the metadata instead.
const correlationJsonSchema = {
  anyOf: [
    { type: 'number', minimum: -1, maximum: 1 },
    { type: 'object', additionalProperties: { type: 'object', additionalProperties: { type: 'number', minimum: -1, maximum: 1 } } },
  ],
  description: 'One correlation between every two segments, or a symmetric, positive semidefinite matrix keyed by segment with a unit diagonal.',
} as const;

const correlationSchema = z
  .unknown()
  .superRefine((value, context) => {
    for (const { path, problem, message } of correlationIssues(value))
      context.addIssue({ code: 'custom', message: message ?? fieldMessage(problem), params: { rule: problem.rule, ...problem.params }, path });
  })
  .meta(correlationJsonSchema);

const bounded = (bounds: { min: number; max: number }, integer = false) =>
  z
    .unknown()
    .superRefine((value, context) => {
      for (const { problem } of numberIssues(value, [], { bounds, integer }))
        context.addIssue({ code: 'custom', message: fieldMessage(problem), params: { rule: problem.rule, ...problem.params } });
    })
    .meta({ type: integer ? 'integer' : 'number', minimum: bounds.min, maximum: bounds.max });

/**
 * The stress test's parameters as sent (docs/portfolio-stress.md section 7): each optional (absent or null takes its
 * default), no other names.
 */
export const stressParametersSchema = strictSchema({
  paths: bounded(stressPathBounds, true).nullish(),
  seed: bounded({ min: monteCarloBounds.seed.min ?? 0, max: monteCarloBounds.seed.max ?? 0 }, true).nullish(),
  volatility: bounded({ min: monteCarloBounds.volatility.min ?? 0, max: monteCarloBounds.volatility.max ?? 0 }).nullish(),
  reversion: bounded({ min: monteCarloBounds.reversion.min ?? 0, max: monteCarloBounds.reversion.max ?? 0 }).nullish(),
  valueReversion: bounded({ min: monteCarloBounds.valueReversion.min ?? 0, max: monteCarloBounds.valueReversion.max ?? 0 }).nullish(),
  correlation: correlationSchema.nullish(),
});

export type StressParametersValidation = { ok: true; parameters: StressParameters } | { ok: false; errors: FieldError[] };

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

/**
 * Checks a stress test's parameters (section 7): missing ones take their defaults; errors are named `stress.<name>`
 * (`stress.correlation.A.B` for a matrix entry), code 1012. Whether ρ or the matrix fits the book's segments is
 * prepareStress's check.
 */
export function validateStressParameters(parameters: unknown): StressParametersValidation {
  if (parameters === undefined || parameters === null) return { ok: true, parameters: { ...stressDefaults } };
  const parsed = stressParametersSchema.safeParse(parameters);
  if (!parsed.success) {
    const errors = fieldErrorsFromZod(parsed.error.issues, { input: parameters });
    return { ok: false, errors: errors.map((error) => ({ ...error, field: error.field === '' ? 'stress' : `stress.${error.field}` })) };
  }
  const { data } = parsed;
  const correlation = data.correlation;
  return {
    ok: true,
    parameters: {
      paths: numberOr(data.paths, stressDefaults.paths),
      seed: numberOr(data.seed, stressDefaults.seed),
      volatility: numberOr(data.volatility, stressDefaults.volatility),
      reversion: numberOr(data.reversion, stressDefaults.reversion),
      valueReversion: numberOr(data.valueReversion, stressDefaults.valueReversion),
      correlation: correlation !== undefined && correlation !== null && isCorrelation(correlation) ? correlation : stressDefaults.correlation,
    },
  };
}
