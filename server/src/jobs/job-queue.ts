import type { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite } from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { failRun, workChunk, type ChunkJob } from './chunk-handler';
import { createChunkRunner, type ChunkRunner } from './chunk-runner';

/** The one pg-boss queue of every simulation kind: a job is a chunk, its data names the run. */
export const chunkQueue = 'simulation-chunk';

export type JobQueueSettings = {
  /**
   * pg-boss's heartbeat (≥ 10 s): a working process refreshes each job every half of it, and a job whose process died
   * (kill -9, a lost machine) is retried elsewhere about this long after its last beat. Chunks run in a worker
   * thread, so a long chunk never delays the beat.
   */
  heartbeatSeconds: number;
  /** How often a chunk is tried again after its worker died or it failed; the last failure fails the run. */
  retryLimit: number;
};

/** The queue's settings from the configuration. */
export function jobQueueSettings(config: Pick<Config, 'jobHeartbeatSeconds'>): JobQueueSettings {
  return { heartbeatSeconds: config.jobHeartbeatSeconds, retryLimit: 3 };
}

// A backstop for a job whose worker keeps beating yet never finishes; the heartbeat finds dead workers long before.
const expireInSeconds = 60 * 60;

export type JobQueue = {
  sendChunks: (jobs: ChunkJob[]) => Promise<void>;
  cancelChunks: (runId: string) => Promise<void>;
  /** Works chunks in this process with `concurrency` worker threads, until stop. */
  work: (db: Database, options: { concurrency: number; onError?: (error: unknown) => void }) => Promise<void>;
  /** Waits for the chunks in hand (graceful), then stops pg-boss and the threads. */
  stop: () => Promise<void>;
};

/**
 * pg-boss on our database, in its own schema `pgboss`: on PostgreSQL with a small pool of its own; on the embedded
 * PGlite through its adapter on our one connection. PGlite runs every query, exec and transaction under one lock, so
 * a pg-boss statement never lands inside a drizzle transaction, and pg-boss's multi-statement blocks (BEGIN … COMMIT)
 * run as one exec under the same lock.
 */
export async function openJobQueue(options: { databaseUrl: string | undefined; pglite: PGlite | null; settings: JobQueueSettings }): Promise<JobQueue> {
  const { settings } = options;
  // pg-boss fails the jobs of dead workers in its monitor pass (which also refreshes its queue statistics), every
  // 60 s by default; a fifth of the heartbeat finds them within about 1.2 beats instead.
  const intervalSeconds = Math.max(2, Math.round(settings.heartbeatSeconds / 5));
  const timing = { superviseIntervalSeconds: intervalSeconds, monitorIntervalSeconds: intervalSeconds, schedule: false };
  const boss =
    options.pglite !== null
      ? new PgBoss({ db: fromPglite(options.pglite), backend: 'pglite', ...timing })
      : new PgBoss({ connectionString: options.databaseUrl, max: 4, ...timing });
  const errors: ((error: unknown) => void)[] = [];
  boss.on('error', (error) => errors.forEach((listener) => listener(error)));
  await boss.start();
  await boss.createQueue(chunkQueue);
  let runner: ChunkRunner | null = null;

  return {
    sendChunks: async (jobs) => {
      await boss.insert(
        chunkQueue,
        jobs.map((job) => ({
          data: job,
          singletonKey: `${job.runId}:${job.chunk}`,
          heartbeatSeconds: settings.heartbeatSeconds,
          expireInSeconds,
          retryLimit: settings.retryLimit,
        })),
      );
    },
    cancelChunks: async (runId) => {
      const queued = await boss.findJobs(chunkQueue, { data: { runId }, queued: true });
      if (queued.length > 0)
        await boss.cancel(
          chunkQueue,
          queued.map((job) => job.id),
        );
    },
    work: async (db, { concurrency, onError }) => {
      if (onError !== undefined) errors.push(onError);
      runner ??= createChunkRunner({ threads: concurrency });
      const chunks = runner;
      await boss.work<ChunkJob>(chunkQueue, { batchSize: 1, localConcurrency: concurrency, pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await workChunk(db, chunks, job.data);
          } catch (error) {
            if (job.retryCount >= settings.retryLimit) await failRun(db, job.data.runId, error);
            throw error;
          }
        }
      });
    },
    stop: async () => {
      await boss.stop({ graceful: true, close: true, timeout: 30_000 });
      await runner?.close();
    },
  };
}
