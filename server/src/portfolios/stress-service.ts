import { KeelsonError, portfolioStress, type StressRun } from '@keelson/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cashflows, portfolioCashflows, simulationRuns } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { portfolioStressKind } from '../jobs/known-kinds';
import { cancelRun, latestRun, runProgress, startRun, type RunProgress } from '../jobs/runs';
import type { PortfolioRow } from './repository';
import type { StressInput } from './stress-job-kind';

/** A run as the stress calls answer it: its progress, its parameters and loans, its summary once done, a failure in words. */
function presentStressRun(progress: RunProgress, parameters: unknown, loans: number): StressRun {
  const error = progress.error as { message?: unknown } | null;
  return {
    id: progress.id,
    status: progress.status,
    parameters: parameters as portfolioStress.StressParameters,
    loans,
    totalChunks: progress.totalChunks,
    doneChunks: progress.doneChunks,
    created: progress.created.toISOString(),
    started: progress.started?.toISOString() ?? null,
    finished: progress.finished?.toISOString() ?? null,
    secondsLeft: progress.secondsLeft,
    result: (progress.result ?? null) as portfolioStress.StressSummary | null,
    error: error === null ? null : typeof error.message === 'string' ? error.message : 'unknown',
  };
}

/** The parameters and number of loans a run was started with, which the progress of our tables does not carry. */
async function runDetails(db: Database, runId: string): Promise<{ parameters: unknown; loans: number }> {
  // The loans are counted in the database: the input holds every loan's cashflow, and the page asks each second.
  const [row] = await db
    .select({ parameters: simulationRuns.parameters, loans: sql<number>`jsonb_array_length(${simulationRuns.input}->'loans')` })
    .from(simulationRuns)
    .where(eq(simulationRuns.id, runId));
  return { parameters: row?.parameters ?? {}, loans: Number(row?.loans ?? 0) };
}

async function present(db: Database, progress: RunProgress | null): Promise<StressRun | null> {
  if (progress === null) return null;
  const { parameters, loans } = await runDetails(db, progress.id);
  return presentStressRun(progress, parameters, loans);
}

/** `GET /api/portfolio/{id}/stress`: the portfolio's latest stress run, or null before its first. */
export async function latestStressRun(db: Database, portfolio: PortfolioRow): Promise<StressRun | null> {
  return present(db, await latestRun(db, portfolioStressKind, portfolio.id));
}

/**
 * `POST /api/portfolio/{id}/stress`: validates the parameters and the portfolio's loans as they are now (a loan that
 * cannot be calculated is named by its id), then queues a run of them; while one runs, that run is the answer.
 */
export async function startStressRun(db: Database, jobs: JobQueue, options: { portfolio: PortfolioRow; body: unknown }): Promise<StressRun> {
  const { portfolio } = options;
  const running = await latestRun(db, portfolioStressKind, portfolio.id);
  if (running !== null && (running.status === 'queued' || running.status === 'running')) return (await present(db, running)) as StressRun;

  const validation = portfolioStress.validateStressParameters(options.body ?? {});
  if (!validation.ok) throw new KeelsonError(1012, { errors: validation.errors });
  const loans = await db
    .select({ id: cashflows.id, cashflow: cashflows.data })
    .from(portfolioCashflows)
    .innerJoin(cashflows, eq(cashflows.id, portfolioCashflows.cashflowId))
    .where(eq(portfolioCashflows.portfolioId, portfolio.id))
    .orderBy(asc(portfolioCashflows.addedAt), asc(portfolioCashflows.cashflowId));
  // The workers prepare the same again; preparing here names a loan that cannot be calculated before anything is queued.
  const preparation = portfolioStress.prepareStress({ loans, parameters: validation.parameters });
  if (!preparation.ok) throw new KeelsonError(1012, { errors: preparation.errors });
  const input: StressInput = { loans };
  const runId = await startRun(db, jobs, {
    kind: portfolioStressKind,
    subjectId: portfolio.id,
    ownerId: portfolio.ownerId,
    parameters: validation.parameters,
    input,
    paths: validation.parameters.paths,
  });
  return (await present(db, await runProgress(db, runId))) as StressRun;
}

/** `DELETE /api/portfolio/{id}/stress`: cancels the latest run if it has not ended; answers it as it is then (null: none). */
export async function cancelStressRun(db: Database, jobs: JobQueue, portfolio: PortfolioRow): Promise<StressRun | null> {
  const latest = await latestRun(db, portfolioStressKind, portfolio.id);
  if (latest === null) return null;
  await cancelRun(db, jobs, latest.id);
  return present(db, await runProgress(db, latest.id));
}

/** A deleted portfolio's stress runs go with it (a run names its subject without a reference the database enforces). */
export async function deleteStressRuns(db: Database, portfolioId: string): Promise<void> {
  await db.delete(simulationRuns).where(eq(simulationRuns.subjectId, portfolioId));
}
