// The sensitivity of the draft off the page's thread: core's tornado and two-way table, which calculate the base
// scenario some seventy times. The page sends one request at a time and drops answers it no longer needs.
import { calculateSensitivity } from '@keelson/core';
import type { SensitivityReply, SensitivityRequest } from './worker-messages';

self.onmessage = ({ data }: MessageEvent<SensitivityRequest>) => {
  const start = performance.now();
  let outcome: SensitivityReply['outcome'];
  try {
    outcome = calculateSensitivity(data.cashflow, { step: data.step });
  } catch {
    outcome = null;
  }
  self.postMessage({ id: data.id, outcome, milliseconds: performance.now() - start } satisfies SensitivityReply);
};
