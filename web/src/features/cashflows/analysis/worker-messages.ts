import type { Cashflow, FieldError, MonteCarloSummary, SensitivityOutcome } from '@keelson/core';
import type { MonteCarloParameter } from './monte-carlo-form';

/** What the page asks the sensitivity worker: the tornado and the two-way table of one cashflow at one step. */
export type SensitivityRequest = { id: number; cashflow: Cashflow; step: number };

/** Its answer, with the id of the request; `outcome` null when core threw (a fault, not a field error); how long core took. */
export type SensitivityReply = { id: number; outcome: SensitivityOutcome | null; milliseconds: number };

/** What the page asks the Monte Carlo worker (docs/monte-carlo.md section 10): an empty parameter is null, for core to name. */
export type MonteCarloRequest = { cashflow: Cashflow; parameters: { [Name in MonteCarloParameter]: number | null } };

/** What the Monte Carlo worker posts: progress after every chunk of paths, then the summary or core's errors. */
export type MonteCarloMessage =
  { type: 'progress'; done: number; total: number } | { type: 'result'; summary: MonteCarloSummary } | { type: 'error'; errors: FieldError[] };

/** The part of a Worker the page uses; tests stand in a fake. */
export type WorkerPort<Request, Reply> = {
  postMessage(message: Request): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<Reply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};
