import type { FieldError } from '../api/envelope';
import { calculateCashflow, overflowErrors } from '../cashflow/calculate';
import { hasNonFinite, resultsHaveNonFinite } from '../cashflow/non-finite';
import { validateForCalculation } from '../cashflow/validate-for-calculation';
import { fieldError } from '../errors/field-error';
import { validateMonteCarloParameters } from './parameters';
import { joinPathOutputs, prepareSimulation, simulatePaths, type PathOutputs, type Simulation } from './simulate-paths';
import { summarizePaths } from './summarize';
import type { MonteCarloBase, MonteCarloSummary } from './summary-types';

/** A simulation ready to run, with the deterministic base scenario's figures. */
export type PreparedMonteCarlo = { simulation: Simulation; base: MonteCarloBase };

export type MonteCarloPreparation = { ok: true; prepared: PreparedMonteCarlo } | { ok: false; errors: FieldError[] };

export type MonteCarloOutcome = { ok: true; summary: MonteCarloSummary } | { ok: false; errors: FieldError[] };

/**
 * Validates a cashflow in the API's shape and the simulation parameters once, calculates the base scenario,
 * and prepares the paths (docs/monte-carlo.md sections 5 and 10). Errors of both are reported together.
 */
export function prepareMonteCarlo(cashflow: unknown, parameters: unknown): MonteCarloPreparation {
  const validated = validateForCalculation(cashflow);
  const checked = validateMonteCarloParameters(parameters);
  if (!validated.ok || !checked.ok) return { ok: false, errors: [...(validated.ok ? [] : validated.errors), ...(checked.ok ? [] : checked.errors)] };
  const results = calculateCashflow(validated.input, ['base']);
  const kpis = results[0]?.kpis;
  if (kpis === undefined || resultsHaveNonFinite(results)) return { ok: false, errors: overflowErrors(cashflow) };
  const base: MonteCarloBase = {
    dcfValue: kpis.dcfValue,
    projectNpv: kpis.projectNpv,
    equityIrr: kpis.equityIrr,
    minDscr: kpis.minDscr,
    covenantBreach: {
      minimumValueClause: kpis.covenantBreachDate !== null,
      dscr: validated.input.dscrCovenant === null ? null : kpis.dscrCovenantBreachDate !== null,
      liquidity: validated.input.minimumLiquidityCovenantCurr === null ? null : kpis.liquidityCovenantBreachDate !== null,
    },
  };
  return { ok: true, prepared: { simulation: prepareSimulation({ input: validated.input, parameters: checked.parameters }), base } };
}

/**
 * The summary of every path of a prepared run (docs/monte-carlo.md section 8). A path that still yields a
 * non-finite number fails the run with the engine's nonFinite rule on `monteCarlo.volatility` (section 5).
 */
export function summarizeMonteCarlo(prepared: PreparedMonteCarlo, outputs: PathOutputs): MonteCarloOutcome {
  const { simulation } = prepared;
  const covenants = {
    modelYears: simulation.modelYears,
    dscr: simulation.input.dscrCovenant !== null,
    liquidity: simulation.input.minimumLiquidityCovenantCurr !== null,
  };
  const summary = summarizePaths({ parameters: simulation.parameters, base: prepared.base, outputs, covenants });
  if (hasNonFinite(outputs) || hasNonFinite(summary)) return { ok: false, errors: [fieldError('monteCarlo.volatility', { rule: 'nonFinite' })] };
  return { ok: true, summary };
}

/** The paths of one chunk run at a time, and how often the worker reports progress. */
export const defaultChunkSize = 250;

/**
 * The Monte Carlo simulation of a cashflow's base case (docs/monte-carlo.md): validates, runs the paths in chunks
 * (onProgress after each), and summarizes. The result depends only on the cashflow and the parameters, never
 * on the chunk size. Never throws.
 */
export function runMonteCarlo(
  cashflow: unknown,
  parameters: unknown,
  options: { onProgress?: (done: number, total: number) => void; chunkSize?: number } = {},
): MonteCarloOutcome {
  const preparation = prepareMonteCarlo(cashflow, parameters);
  if (!preparation.ok) return preparation;
  const { prepared } = preparation;
  const total = prepared.simulation.parameters.paths;
  const requested = options.chunkSize ?? defaultChunkSize;
  const chunkSize = Number.isFinite(requested) && requested >= 1 ? Math.floor(requested) : defaultChunkSize;
  const chunks: PathOutputs[] = [];
  for (let firstPath = 0; firstPath < total; firstPath += chunkSize) {
    const endPath = Math.min(total, firstPath + chunkSize);
    chunks.push(simulatePaths(prepared.simulation, { firstPath, endPath }));
    options.onProgress?.(endPath, total);
  }
  return summarizeMonteCarlo(prepared, joinPathOutputs(chunks));
}
