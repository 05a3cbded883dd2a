import type { Cashflow, FieldError, Sensitivity } from '@keelson/core';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { LatestRequest } from './latest-request';
import type { SensitivityReply, SensitivityRequest } from './worker-messages';

/** The latest answer of the sensitivity worker: core's figures, core's field errors, or a fault. */
export type SensitivityAnswer = { status: 'ok'; sensitivity: Sensitivity } | { status: 'invalid'; errors: FieldError[] } | { status: 'failed' };

/** The sensitivity worker behind a latest-request channel, which delivers only the answer to the request sent last. */
function startWorker(onAnswer: (reply: SensitivityReply | null) => void): LatestRequest<SensitivityRequest, SensitivityReply> {
  const worker = new Worker(new URL('./sensitivity.worker.ts', import.meta.url), { type: 'module', name: 'sensitivity' });
  return new LatestRequest<SensitivityRequest, SensitivityReply>(worker, onAnswer);
}

function answerOf(reply: SensitivityReply | null): SensitivityAnswer {
  if (reply === null || reply.outcome === null) return { status: 'failed' };
  return reply.outcome.ok ? { status: 'ok', sensitivity: reply.outcome.sensitivity } : { status: 'invalid', errors: reply.outcome.errors };
}

/**
 * The sensitivity of a cashflow at a step, computed by core in a web worker and recomputed when either changes, the
 * latest request winning (latest-request.ts). While `active` is false nothing is asked; `step` null (a field being
 * corrected) asks nothing either. The answer shown until a newer one arrives is the last one received.
 */
export function useSensitivity(options: { cashflow: Cashflow; step: number | null; active: boolean }): {
  answer: SensitivityAnswer | null;
  calculating: boolean;
} {
  const { cashflow, step, active } = options;
  const channel = useRef<LatestRequest<SensitivityRequest, SensitivityReply> | null>(null);
  const lastSent = useRef<SensitivityRequest | null>(null);
  // The answer with the inputs it answers, so that "calculating" is whether the inputs shown are still those.
  const [answered, setAnswered] = useState<{ answer: SensitivityAnswer; cashflow: Cashflow; step: number } | null>(null);

  // The worker starts with the first request, so that a page whose sensitivity is never opened loads none, and ends
  // with the screen.
  useEffect(
    () => () => {
      channel.current?.close();
      channel.current = null;
    },
    [],
  );

  // Asked at once: no timer stands between an edit and the worker. Edits made while it works wait as one request, the
  // latest (latest-request.ts), which is the debounce: a burst of keystrokes costs at most one calculation more.
  useEffect(() => {
    if (!active || step === null) return;
    const request = { id: (lastSent.current?.id ?? 0) + 1, cashflow, step };
    lastSent.current = request;
    performance.mark('sensitivity-request');
    channel.current ??= startWorker((reply) => {
      // For npm run bench: how long core took in the worker, ending as the answer arrived.
      if (reply !== null) performance.measure('sensitivity-calculate', { end: performance.now(), duration: reply.milliseconds });
      const sent = lastSent.current;
      // Rendered at once (this runs in the worker's message event, never in a render): left to the scheduler, the
      // answer waited behind the page's deferred re-render of its charts and year table, often 100 ms and more.
      if (sent !== null) flushSync(() => setAnswered({ answer: answerOf(reply), cashflow: sent.cashflow, step: sent.step }));
    });
    channel.current.send(request);
  }, [cashflow, step, active]);

  const calculating = active && step !== null && (answered === null || answered.cashflow !== cashflow || answered.step !== step);
  return { answer: answered?.answer ?? null, calculating };
}
