import { parentPort } from 'node:worker_threads';
import { loadJobKind, type JobKind } from './job-kinds';
import type { ThreadReply, ThreadTask } from './chunk-runner';

// A worker thread that computes chunks and summaries, so that a long chunk never holds the event loop of the server
// (or the heartbeat of a worker process).

/** The last run's prepared state: a thread usually works one run's chunks one after another. */
let kept: { key: string; prepared: unknown } | null = null;

async function prepared(task: ThreadTask): Promise<{ prepared: unknown; kind: JobKind }> {
  const kind = await loadJobKind(task.module);
  if (kept?.key !== task.runId) kept = { key: task.runId, prepared: kind.prepare(task.input, task.parameters) };
  return { prepared: kept.prepared, kind };
}

async function answer(task: ThreadTask): Promise<unknown> {
  const { kind, prepared: state } = await prepared(task);
  if (task.type === 'chunk') return kind.runChunk(state, task.range);
  return kind.summarize(state, task.outputs);
}

parentPort?.on('message', (task: ThreadTask) => {
  answer(task).then(
    (value) => parentPort?.postMessage({ id: task.id, ok: true, value } satisfies ThreadReply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: task.id,
        ok: false,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies ThreadReply),
  );
});
