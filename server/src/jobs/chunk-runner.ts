import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PathRange } from './job-kinds';

type ThreadRequest = { type: 'chunk'; range: PathRange } | { type: 'summarize'; outputs: unknown[] };
/** What the main thread asks a chunk thread (jobs/chunk-thread.ts). */
export type ThreadTask = RunTask & ThreadRequest & { id: number };
export type ThreadReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** The run's data a thread needs; the thread prepares it once per run. */
export type RunTask = { module: string; runId: string; input: unknown; parameters: unknown };

export type ChunkRunner = {
  runChunk: (task: RunTask, range: PathRange) => Promise<unknown>;
  summarize: (task: RunTask, outputs: unknown[]) => Promise<unknown>;
  close: () => Promise<void>;
};

const threadUrl = new URL('./chunk-thread.ts', import.meta.url).href;
// The thread is TypeScript, like the rest of the server: it registers tsx before loading it, whether this process
// runs under tsx (npm start, npm run worker) or under vitest.
const tsxApiUrl = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href;
const bootstrap = `import(${JSON.stringify(tsxApiUrl)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(threadUrl)}); });`;

type Slot = { worker: Worker; busy: boolean; pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }> };

/**
 * Up to `threads` worker threads, each computing one task at a time; a task waits for a free thread. A thread that
 * dies fails its task and is replaced at the next one.
 */
export function createChunkRunner(options: { threads: number }): ChunkRunner {
  const slots: Slot[] = [];
  const waiting: ((slot: Slot) => void)[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(bootstrap, { eval: true, name: 'simulation-chunk' }), busy: false, pending: new Map() };
    slot.worker.on('message', (reply: ThreadReply) => {
      const pending = slot.pending.get(reply.id);
      slot.pending.delete(reply.id);
      if (reply.ok) pending?.resolve(reply.value);
      else pending?.reject(new Error(reply.message));
    });
    const fail = (error: Error) => {
      for (const pending of slot.pending.values()) pending.reject(error);
      slot.pending.clear();
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => fail(new Error(`the chunk thread stopped (exit code ${code})`)));
    slots.push(slot);
    return slot;
  };

  // Marks the slot busy before it returns, so two tasks asked in one turn never share a thread.
  const acquire = async (): Promise<Slot> => {
    if (closed) throw new Error('the chunk runner is closed');
    const slot =
      slots.find((candidate) => !candidate.busy) ?? (slots.length < options.threads ? spawn() : await new Promise<Slot>((resolve) => waiting.push(resolve)));
    slot.busy = true;
    return slot;
  };

  const release = (slot: Slot) => {
    slot.busy = false;
    const next = waiting.shift();
    if (next === undefined) return;
    // A thread that died left its slot; the waiting task gets a new thread.
    const handed = slots.includes(slot) ? slot : spawn();
    handed.busy = true;
    next(handed);
  };

  const ask = async (run: RunTask, request: ThreadRequest): Promise<unknown> => {
    const slot = await acquire();
    const id = nextId++;
    try {
      return await new Promise((resolve, reject) => {
        slot.pending.set(id, { resolve, reject });
        slot.worker.postMessage({ ...run, ...request, id } satisfies ThreadTask);
      });
    } finally {
      release(slot);
    }
  };

  return {
    runChunk: (run, range) => ask(run, { type: 'chunk', range }),
    summarize: (run, outputs) => ask(run, { type: 'summarize', outputs }),
    close: async () => {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
      slots.length = 0;
    },
  };
}
