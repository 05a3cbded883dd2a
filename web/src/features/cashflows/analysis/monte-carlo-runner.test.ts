import type { Cashflow, MonteCarloSummary } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { MonteCarloRunner, type MonteCarloRunState } from './monte-carlo-runner';
import type { MonteCarloMessage, MonteCarloRequest, WorkerPort } from './worker-messages';

type FakeWorker = WorkerPort<MonteCarloRequest, MonteCarloMessage> & { sent: MonteCarloRequest[]; terminated: boolean };

function setUp() {
  const workers: FakeWorker[] = [];
  const states: MonteCarloRunState[] = [];
  const runner = new MonteCarloRunner(
    () => {
      const worker: FakeWorker = {
        sent: [],
        terminated: false,
        postMessage: (message) => worker.sent.push(message),
        terminate: () => (worker.terminated = true),
        onmessage: null,
        onerror: null,
      };
      workers.push(worker);
      return worker;
    },
    (state) => states.push(state),
  );
  const post = (worker: FakeWorker | undefined, data: MonteCarloMessage) => worker?.onmessage?.(new MessageEvent('message', { data }));
  return { runner, workers, states, post };
}

const request = (paths: number): MonteCarloRequest => ({
  cashflow: { title: 'Ship' } satisfies Cashflow,
  parameters: { paths, seed: 1, volatility: 0.25, reversion: 0.5, valueReversion: 0.1, opexVolatility: 0, scrapVolatility: 0 },
});
const summary = { method: 'keelson-monte-carlo-2' } as unknown as MonteCarloSummary;

describe('a Monte Carlo run in a worker', () => {
  it('posts the request to a fresh worker, reports its progress, then its summary, and ends the worker', () => {
    const { runner, workers, states, post } = setUp();
    runner.run(request(500));
    expect(workers).toHaveLength(1);
    expect(workers[0]?.sent).toEqual([request(500)]);
    post(workers[0], { type: 'progress', done: 250, total: 500 });
    post(workers[0], { type: 'progress', done: 500, total: 500 });
    post(workers[0], { type: 'result', summary });
    expect(states.map((state) => (state.status === 'running' ? `running ${state.done}/${state.total}` : state.status))).toEqual([
      'running 0/500',
      'running 250/500',
      'running 500/500',
      'done',
    ]);
    expect(workers[0]?.terminated).toBe(true);
  });

  it('on cancel, terminates the worker, goes back to idle and ignores anything the worker still posts', () => {
    const { runner, workers, states, post } = setUp();
    runner.run(request(100000));
    const worker = workers[0];
    const onmessage = worker?.onmessage;
    runner.cancel();
    onmessage?.call(worker, new MessageEvent('message', { data: { type: 'result', summary } }));
    expect(worker?.terminated).toBe(true);
    expect(states.map((state) => state.status)).toEqual(['running', 'idle']);
    post(worker, { type: 'result', summary });
    expect(states.at(-1)).toEqual({ status: 'idle' });
  });

  it('replaces a run at work with a new one in a new worker', () => {
    const { runner, workers, states, post } = setUp();
    runner.run(request(1000));
    runner.run(request(2000));
    expect(workers.map((worker) => worker.terminated)).toEqual([true, false]);
    post(workers[1], { type: 'result', summary });
    expect(states.at(-1)).toEqual({ status: 'done', request: request(2000), summary });
  });

  it('reports core’s field errors, and a worker’s fault as a failure', () => {
    const { runner, workers, states, post } = setUp();
    runner.run(request(0));
    const errors = [{ field: 'monteCarlo.paths', rule: 'range' as const, message: 'paths is out of range' }];
    post(workers[0], { type: 'error', errors });
    expect(states.at(-1)).toEqual({ status: 'invalid', request: request(0), errors });
    runner.run(request(10));
    workers[1]?.onerror?.(new Event('error') as ErrorEvent);
    expect(states.at(-1)).toEqual({ status: 'failed', request: request(10) });
    expect(workers[1]?.terminated).toBe(true);
  });
});
