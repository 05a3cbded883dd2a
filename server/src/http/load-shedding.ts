import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { requestMessages } from '@keelson/core';
import { sendFailure } from './errors';

/** When the instance counts as saturated, how often that is measured, and what a refused client is told to wait. */
export type LoadSheddingOptions = {
  /** Mean delay of the event loop over the last sample, in milliseconds, above which requests may be refused. */
  maxEventLoopDelayMs: number;
  /** Requests being answered, the arriving one included, from which a lagging loop refuses it: others are queued. */
  minRequestsInFlight: number;
  /** CPU time this process used over the last sample, in cores (0–n), from which a lag counts as its own. */
  minCpuShare: number;
  sampleIntervalMs: number;
  retryAfterSeconds: number;
};

/**
 * Saturated by its own requests, not merely busy: a turn of the event loop takes over a second on average, at least
 * two other requests are waiting behind it, and the process itself kept a core busy. The lag alone is not enough: a
 * machine shared with other work (the test suite's workers and Chromium on two cores) lags without this process
 * being the cause. Utilization of the loop is not looked at either: the embedded database and app.inject() work on
 * the loop itself, so every busy test file measures 1.0 while it answers at once.
 */
export const defaultLoadShedding: LoadSheddingOptions = {
  maxEventLoopDelayMs: 1000,
  minRequestsInFlight: 3,
  minCpuShare: 0.8,
  sampleIntervalMs: 1000,
  retryAfterSeconds: 1,
};

/** The requests being answered now: counted when they arrive, and again when their connection closes, answered or not. */
function countRequestsInFlight(app: FastifyInstance): () => number {
  let inFlight = 0;
  app.addHook('onRequest', (_request, reply, done) => {
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    done();
  });
  return () => inFlight;
}

/** The CPU time (user and system, every thread) the process used per wall-clock time over the last sample, in cores. */
function sampleCpuShare(app: FastifyInstance, intervalMs: number): () => number {
  let share = 0;
  let last = { cpu: process.cpuUsage(), at: performance.now() };
  const timer = setInterval(() => {
    const now = { cpu: process.cpuUsage(), at: performance.now() };
    const usedMs = (now.cpu.user - last.cpu.user + now.cpu.system - last.cpu.system) / 1000;
    share = now.at > last.at ? usedMs / (now.at - last.at) : 0;
    last = now;
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return () => share;
}

/**
 * Registers @fastify/under-pressure ahead of the routes and their own hooks: while the instance is saturated (see
 * `defaultLoadShedding`), each arriving request, /api/health included, answers 503 at once with code 1005, the busy
 * message and Retry-After, instead of queueing behind the work and stalling everything.
 */
export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions = defaultLoadShedding): Promise<void> {
  const requestsInFlight = countRequestsInFlight(app);
  const cpuShare = sampleCpuShare(app, options.sampleIntervalMs);
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs,
    // Called only while the loop lags; answering nothing lets the request through.
    pressureHandler: (request, reply) => {
      if (requestsInFlight() < options.minRequestsInFlight || cpuShare() < options.minCpuShare) return undefined;
      reply.header('retry-after', String(options.retryAfterSeconds));
      return sendFailure(request, reply, 1005, { message: requestMessages.busy, status: 503 }).then(() => undefined);
    },
  });
}
