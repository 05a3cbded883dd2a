import { portfolioStress } from '@keelson/core';
import { defineJobKind } from '../jobs/job-kinds';

/** What a stress run's chunks need, as it was at the start: the portfolio's loans with their cashflows. */
export type StressInput = { loans: portfolioStress.StressLoan[] };

/**
 * The portfolio stress test as a job kind (docs/portfolio-stress.md): core's prepareStress once per worker and run,
 * runStressChunk per chunk of paths, summarizeStress over the chunks in order. Everything it computes is core's; the
 * chunks' outputs are plain JSON, so any split over any workers gives the same summary.
 */
export const jobKind = defineJobKind<portfolioStress.PreparedStress, portfolioStress.StressChunk, portfolioStress.StressSummary>({
  // 250 paths of a 100-loan book take about 1.6 s on one core of the bench machine: long enough that scheduling costs
  // little, short enough that a killed worker loses little.
  chunkSize: 250,
  prepare: (input, parameters) => {
    const preparation = portfolioStress.prepareStress({ loans: (input as StressInput).loans, parameters });
    if (!preparation.ok) throw new Error(`the stress run's loans or parameters are invalid: ${JSON.stringify(preparation.errors)}`);
    return preparation.prepared;
  },
  runChunk: (prepared, range) => portfolioStress.runStressChunk(prepared, range),
  summarize: (prepared, outputs) => portfolioStress.summarizeStress(prepared, outputs),
});
