import { joinPathOutputs, prepareMonteCarlo, simulatePaths, summarizeMonteCarlo, type PathOutputs, type PreparedMonteCarlo } from '@keelson/core';
import { defineJobKind, registerJobKind } from '../jobs/job-kinds';

/**
 * A job kind for the tests of server/src/jobs: core's single-cashflow Monte Carlo split into chunks, whose result must
 * equal core's runMonteCarlo for the same cashflow and parameters.
 */
export const jobKind = defineJobKind<PreparedMonteCarlo, PathOutputs, ReturnType<typeof summarizeMonteCarlo>>({
  chunkSize: 25,
  prepare: (input, parameters) => {
    const preparation = prepareMonteCarlo(input, parameters);
    if (!preparation.ok) throw new Error(`the test run's cashflow or parameters are invalid: ${JSON.stringify(preparation.errors)}`);
    return preparation.prepared;
  },
  runChunk: (prepared, range) => simulatePaths(prepared.simulation, range),
  summarize: (prepared, outputs) => summarizeMonteCarlo(prepared, joinPathOutputs(outputs)),
});

/** The kinds the tests run: chunks of 25 paths, and chunks of 5000 paths (about a second each) to kill a worker in. */
export const testKinds = { small: 'test-monte-carlo', slow: 'test-monte-carlo-slow' } as const;

export function registerTestJobKinds(): void {
  registerJobKind(testKinds.small, new URL('./monte-carlo-job-kind.ts', import.meta.url));
  registerJobKind(testKinds.slow, new URL('./monte-carlo-slow-job-kind.ts', import.meta.url));
}
