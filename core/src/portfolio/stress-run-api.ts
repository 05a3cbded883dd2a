import { z } from 'zod';
import { stressParametersSchema, type StressParameters } from '../portfolio-stress/parameters';
import type { StressSummary } from '../portfolio-stress/summary-types';

/**
 * The stress test calls of a portfolio (`/api/portfolio/{id}/stress`): a run is queued, worked in chunks of paths by
 * any worker, and summarised once its last chunk is stored; its progress and result are read from the server.
 */
export const stressRunStatuses = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type StressRunStatus = (typeof stressRunStatuses)[number];

/** `POST /api/portfolio/{id}/stress`: the parameters of docs/portfolio-stress.md section 7; each missing one takes its default. */
export const stressStartBodySchema = stressParametersSchema;

/** A run as the server reports it: its state, progress, the estimated time left, and the summary once done. */
export const stressRunSchema = z.object({
  id: z.uuid(),
  status: z.enum(stressRunStatuses),
  parameters: z
    .custom<StressParameters>((value) => typeof value === 'object' && value !== null)
    .meta({ type: 'object', description: 'The parameters the run was started with, defaults filled in (docs/portfolio-stress.md section 7).' }),
  loans: z.number().int(),
  totalChunks: z.number().int(),
  doneChunks: z.number().int(),
  created: z.iso.datetime(),
  started: z.iso.datetime().nullable(),
  finished: z.iso.datetime().nullable(),
  /** Elapsed time per stored chunk × chunks left; null before the first chunk is stored or after the run ends. */
  secondsLeft: z.number().nullable(),
  /** The stress test's summary (portfolioStress.summarizeStress), once the run is done. */
  result: z
    .custom<StressSummary>((value) => typeof value === 'object' && value !== null)
    .meta({
      type: 'object',
      description:
        "The stress test's summary (docs/portfolio-stress.md section 6): the book NPV, loans in breach per year, each loan's breach probabilities and cure, the tail.",
    })
    .nullable(),
  /** Why a run failed, in words. */
  error: z.string().nullable(),
});
export type StressRun = z.infer<typeof stressRunSchema>;

/** `GET /api/portfolio/{id}/stress`: the portfolio's latest run, or null before its first. */
export const latestStressRunSchema = stressRunSchema.nullable();
