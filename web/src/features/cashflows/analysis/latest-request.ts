import type { WorkerPort } from './worker-messages';

type Identified = { id: number };

/**
 * Requests to a worker where only the latest counts (the sensitivity of the draft as it is now): at most one is out
 * at a time; one made meanwhile waits, replacing any that waited before it; an answer to a request that has since
 * been replaced is dropped, so the screen never shows the figures of an older draft after a newer one's.
 */
export class LatestRequest<Request extends Identified, Reply extends Identified> {
  private readonly worker: WorkerPort<Request, Reply>;
  private readonly onAnswer: (reply: Reply | null) => void;
  private outstanding: Request | null = null;
  private waiting: Request | null = null;

  /** `onAnswer` gets the answer to the latest request, or null when the worker failed on it. */
  constructor(worker: WorkerPort<Request, Reply>, onAnswer: (reply: Reply | null) => void) {
    this.worker = worker;
    this.onAnswer = onAnswer;
    worker.onmessage = (event) => this.settle(event.data.id, event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.settle(this.outstanding?.id ?? -1, null);
    };
  }

  /** Whether an answer is still to come for the latest request. */
  get busy(): boolean {
    return this.outstanding !== null || this.waiting !== null;
  }

  send(request: Request): void {
    if (this.outstanding === null) {
      this.outstanding = request;
      this.worker.postMessage(request);
    } else {
      this.waiting = request;
    }
  }

  close(): void {
    this.worker.onmessage = null;
    this.worker.onerror = null;
    this.worker.terminate();
    this.outstanding = null;
    this.waiting = null;
  }

  private settle(id: number, reply: Reply | null): void {
    if (this.outstanding === null || this.outstanding.id !== id) return;
    const next = this.waiting;
    this.outstanding = null;
    this.waiting = null;
    if (next === null) this.onAnswer(reply);
    else this.send(next);
  }
}
