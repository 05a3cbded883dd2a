import type { FieldError, MonteCarloSummary } from '@keelson/core';
import type { MonteCarloMessage, MonteCarloRequest, WorkerPort } from './worker-messages';

/** Where a Monte Carlo run stands; each state but idle keeps the request it answers, to tell when the inputs changed since. */
export type MonteCarloRunState =
  | { status: 'idle' }
  | { status: 'running'; request: MonteCarloRequest; done: number; total: number }
  | { status: 'done'; request: MonteCarloRequest; summary: MonteCarloSummary }
  | { status: 'invalid'; request: MonteCarloRequest; errors: FieldError[] }
  | { status: 'failed'; request: MonteCarloRequest };

/**
 * Runs of the Monte Carlo simulation in a web worker (docs/monte-carlo.md section 10): each run starts a fresh
 * worker; cancelling, or a new run, terminates the one at work and discards whatever it had done, so that no partial
 * statistics are ever shown.
 */
export class MonteCarloRunner {
  private readonly createWorker: () => WorkerPort<MonteCarloRequest, MonteCarloMessage>;
  private readonly onChange: (state: MonteCarloRunState) => void;
  private worker: WorkerPort<MonteCarloRequest, MonteCarloMessage> | null = null;

  constructor(createWorker: () => WorkerPort<MonteCarloRequest, MonteCarloMessage>, onChange: (state: MonteCarloRunState) => void) {
    this.createWorker = createWorker;
    this.onChange = onChange;
  }

  run(request: MonteCarloRequest): void {
    this.stop();
    const worker = this.createWorker();
    this.worker = worker;
    worker.onmessage = ({ data }) => {
      if (this.worker !== worker) return;
      if (data.type === 'progress') {
        this.onChange({ status: 'running', request, done: data.done, total: data.total });
        return;
      }
      this.stop();
      this.onChange(data.type === 'result' ? { status: 'done', request, summary: data.summary } : { status: 'invalid', request, errors: data.errors });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      if (this.worker !== worker) return;
      this.stop();
      this.onChange({ status: 'failed', request });
    };
    this.onChange({ status: 'running', request, done: 0, total: request.parameters.paths ?? 0 });
    worker.postMessage(request);
  }

  /** Stops the run at work and forgets it: the screen shows no results until the next run ends. */
  cancel(): void {
    this.stop();
    this.onChange({ status: 'idle' });
  }

  /** Ends the worker when the screen goes, without a change of state. */
  close(): void {
    this.stop();
  }

  private stop(): void {
    if (this.worker === null) return;
    this.worker.onmessage = null;
    this.worker.onerror = null;
    this.worker.terminate();
    this.worker = null;
  }
}
