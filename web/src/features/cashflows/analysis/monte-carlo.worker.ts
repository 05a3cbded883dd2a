// The Monte Carlo simulation off the page's thread (docs/monte-carlo.md section 10): core runs the paths in chunks of
// 250 and this worker posts the progress after each, then the summary or core's field errors. The page cancels a run
// by terminating the worker, so nothing here needs to listen for a stop.
import { defaultChunkSize, runMonteCarlo } from '@keelson/core';
import type { MonteCarloMessage, MonteCarloRequest } from './worker-messages';

const post = (message: MonteCarloMessage) => self.postMessage(message);

self.onmessage = ({ data }: MessageEvent<MonteCarloRequest>) => {
  const outcome = runMonteCarlo(data.cashflow, data.parameters, {
    chunkSize: defaultChunkSize,
    onProgress: (done, total) => post({ type: 'progress', done, total }),
  });
  post(outcome.ok ? { type: 'result', summary: outcome.summary } : { type: 'error', errors: outcome.errors });
};
