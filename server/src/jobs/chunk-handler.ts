import { hostname } from 'node:os';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { simulationChunks, simulationRuns } from '../db/schema';
import type { ChunkRunner, RunTask } from './chunk-runner';
import { jobKindModule } from './job-kinds';

/** One pg-boss job: one chunk of one run. */
export type ChunkJob = { runId: string; chunk: number; firstPath: number; endPath: number };

const workerName = `${hostname()}:${process.pid}`;

/**
 * Works one chunk. Every step may be repeated by another worker after this one dies (the job runs again when its
 * heartbeat stops), so each is idempotent: the first stored output of a chunk stays, the count of done chunks is
 * counted rather than added to, and only one caller moves the run to done.
 */
export async function workChunk(db: Database, runner: ChunkRunner, job: ChunkJob): Promise<void> {
  const [run] = await db.select().from(simulationRuns).where(eq(simulationRuns.id, job.runId));
  if (run === undefined || run.status === 'cancelled' || run.status === 'done' || run.status === 'failed') return;
  if (run.status === 'queued') {
    await db
      .update(simulationRuns)
      .set({ status: 'running', started: sql`now()` })
      .where(and(eq(simulationRuns.id, run.id), eq(simulationRuns.status, 'queued')));
  }
  const task: RunTask = { module: jobKindModule(run.kind), runId: run.id, input: run.input, parameters: run.parameters };

  const [stored] = await db
    .select({ chunk: simulationChunks.chunk })
    .from(simulationChunks)
    .where(and(eq(simulationChunks.runId, run.id), eq(simulationChunks.chunk, job.chunk)));
  if (stored === undefined) {
    const output = await runner.runChunk(task, { firstPath: job.firstPath, endPath: job.endPath });
    await db
      .insert(simulationChunks)
      .values({ runId: run.id, chunk: job.chunk, firstPath: job.firstPath, endPath: job.endPath, output, worker: workerName })
      .onConflictDoNothing();
  }

  // GREATEST: an update whose count was taken before another worker's chunk committed never moves progress back.
  const [counted] = await db
    .update(simulationRuns)
    .set({
      doneChunks: sql`GREATEST(${simulationRuns.doneChunks}, (SELECT count(*)::int FROM ${simulationChunks} WHERE ${simulationChunks.runId} = ${run.id}))`,
    })
    .where(and(eq(simulationRuns.id, run.id), eq(simulationRuns.status, 'running')))
    .returning({ doneChunks: simulationRuns.doneChunks, totalChunks: simulationRuns.totalChunks });
  if (counted === undefined || counted.doneChunks < counted.totalChunks) return;
  await finishRun(db, runner, task);
}

/**
 * Summarises a run whose chunks are all stored, in chunk order, and stores the result once: the guarded update lets
 * exactly one worker move the run from running to done. Two workers finishing the last chunks together may both
 * summarise; the summary is the same, and only the first is kept.
 */
async function finishRun(db: Database, runner: ChunkRunner, task: RunTask): Promise<void> {
  const chunks = await db
    .select({ output: simulationChunks.output })
    .from(simulationChunks)
    .where(eq(simulationChunks.runId, task.runId))
    .orderBy(asc(simulationChunks.chunk));
  const result = await runner.summarize(
    task,
    chunks.map((chunk) => chunk.output),
  );
  await db
    .update(simulationRuns)
    .set({ status: 'done', result, finished: sql`now()` })
    .where(and(eq(simulationRuns.id, task.runId), eq(simulationRuns.status, 'running')));
}

/** A chunk that failed on its last attempt fails its run, with the reason; the run's other chunks then do nothing. */
export async function failRun(db: Database, runId: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(simulationRuns)
    .set({ status: 'failed', error: { message }, finished: sql`now()` })
    .where(and(eq(simulationRuns.id, runId), sql`${simulationRuns.status} IN ('queued', 'running')`));
}
