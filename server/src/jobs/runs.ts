import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { simulationRuns, type SimulationRunStatus } from '../db/schema';
import type { JobQueue } from './job-queue';
import { jobKindModule, loadJobKind } from './job-kinds';

export type StartRun = {
  kind: string;
  subjectId: string;
  ownerId: string;
  parameters: unknown;
  /** What the chunks need, as it is now: a later edit of the subject does not change this run. */
  input: unknown;
  paths: number;
};

/** The chunks of `paths` paths in order: [0, size), [size, 2 size), …, the last one shorter. */
export function chunkRanges(paths: number, chunkSize: number): { chunk: number; firstPath: number; endPath: number }[] {
  const ranges = [];
  for (let firstPath = 0, chunk = 0; firstPath < paths; firstPath += chunkSize, chunk += 1) {
    ranges.push({ chunk, firstPath, endPath: Math.min(paths, firstPath + chunkSize) });
  }
  return ranges;
}

/** Stores a run and sends one pg-boss job per chunk; any worker against this database may take them. */
export async function startRun(db: Database, queue: JobQueue, run: StartRun): Promise<string> {
  const kind = await loadJobKind(jobKindModule(run.kind));
  if (!Number.isInteger(run.paths) || run.paths < 1) throw new Error(`a run needs a whole number of paths ≥ 1 (got ${run.paths})`);
  const ranges = chunkRanges(run.paths, kind.chunkSize);
  const [row] = await db
    .insert(simulationRuns)
    .values({
      kind: run.kind,
      subjectId: run.subjectId,
      ownerId: run.ownerId,
      parameters: run.parameters,
      input: run.input,
      totalChunks: ranges.length,
    })
    .returning({ id: simulationRuns.id });
  if (row === undefined) throw new Error('the run was not stored');
  // After the run's row exists: a job never finds its run missing. Should sending fail, the run stays queued with
  // nobody to work it, and a cancel ends it.
  await queue.sendChunks(ranges.map((range) => ({ runId: row.id, ...range })));
  return row.id;
}

/**
 * Stops a run that has not finished: its remaining chunk jobs find it cancelled and do nothing. True when this call
 * cancelled it.
 */
export async function cancelRun(db: Database, queue: JobQueue | null, runId: string): Promise<boolean> {
  const cancelled = await db
    .update(simulationRuns)
    .set({ status: 'cancelled', finished: sql`now()` })
    .where(and(eq(simulationRuns.id, runId), inArray(simulationRuns.status, ['queued', 'running'])))
    .returning({ id: simulationRuns.id });
  if (cancelled.length === 0) return false;
  // Saves the workers a fetch each; the status above is what counts, so a failure here changes nothing.
  await queue?.cancelChunks(runId).catch(() => undefined);
  return true;
}

export type RunProgress = {
  id: string;
  kind: string;
  subjectId: string;
  ownerId: string;
  status: SimulationRunStatus;
  doneChunks: number;
  totalChunks: number;
  created: Date;
  started: Date | null;
  finished: Date | null;
  /** elapsed ÷ done chunks × remaining chunks, from the first chunk taken; null before the first chunk is done or after the end. */
  secondsLeft: number | null;
  error: unknown;
  result: unknown;
};

/** A run's progress from our tables (never pg-boss's), at the database's clock; null for an unknown id. */
export async function runProgress(db: Database, runId: string): Promise<RunProgress | null> {
  const [row] = await db
    .select({ run: simulationRuns, now: sql<string>`now()`.as('now') })
    .from(simulationRuns)
    .where(eq(simulationRuns.id, runId));
  return row === undefined ? null : progressOf(row.run, new Date(row.now));
}

/** The newest run of a kind about a subject, e.g. a portfolio's last stress test; null when there is none. */
export async function latestRun(db: Database, kind: string, subjectId: string): Promise<RunProgress | null> {
  const [row] = await db
    .select({ run: simulationRuns, now: sql<string>`now()`.as('now') })
    .from(simulationRuns)
    .where(and(eq(simulationRuns.kind, kind), eq(simulationRuns.subjectId, subjectId)))
    .orderBy(desc(simulationRuns.created))
    .limit(1);
  return row === undefined ? null : progressOf(row.run, new Date(row.now));
}

/** The estimate of time left: the elapsed time per chunk done so far, times the chunks left. */
export function secondsLeft(options: { status: SimulationRunStatus; started: Date | null; now: Date; doneChunks: number; totalChunks: number }): number | null {
  const { status, started, now, doneChunks, totalChunks } = options;
  if (status !== 'running' || started === null || doneChunks === 0) return null;
  const elapsed = Math.max(0, now.getTime() - started.getTime()) / 1000;
  return (elapsed / doneChunks) * (totalChunks - doneChunks);
}

function progressOf(run: typeof simulationRuns.$inferSelect, now: Date): RunProgress {
  return {
    id: run.id,
    kind: run.kind,
    subjectId: run.subjectId,
    ownerId: run.ownerId,
    status: run.status,
    doneChunks: run.doneChunks,
    totalChunks: run.totalChunks,
    created: run.created,
    started: run.started,
    finished: run.finished,
    secondsLeft: secondsLeft({ ...run, now }),
    error: run.error ?? null,
    result: run.result ?? null,
  };
}
