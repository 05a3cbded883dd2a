import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { requestMessages } from '@keelson/core';
import { sendFailure } from './errors';

/** When the instance counts as saturated, and what a refused client is told to wait. */
export type LoadSheddingOptions = {
  /** How long a request may wait for its turn on a busy loop before it is refused instead of answered late. */
  maxWaitMs: number;
  /** The share of that wait (0–1) the event loop must have spent working for the wait to count as saturation. */
  minEventLoopUtilization: number;
  /** How many requests must be in flight for shedding to start; once started it goes on for `retryAfterSeconds`. */
  minRequestsInFlight: number;
  retryAfterSeconds: number;
};

/**
 * Saturated by its own work: a request waited 50 ms for its turn while the event loop worked more than 90 % of that
 * time, with 16 requests in flight. It is then refused with 503 instead of being answered late, and so is every
 * other request that waits that long on a busy loop in the next second. A request that gets its turn in time is
 * answered, so the server keeps serving what it can.
 *
 * Each condition has its reason. A request that waits on an idle loop waits for something a refusal would not relieve
 * (the database server, a mail server). The 16 in flight are above what browsers send: each opens at most 6
 * connections to one host, so a few people at once, or the browser tests (two workers, one browser each), never
 * start shedding, however slowly a shared machine lets the server run.
 */
export const defaultLoadShedding: LoadSheddingOptions = {
  maxWaitMs: 50,
  minEventLoopUtilization: 0.9,
  minRequestsInFlight: 16,
  retryAfterSeconds: 1,
};

/**
 * The first hook of every request: while the instance is saturated (see `defaultLoadShedding`), an arriving request,
 * /api/health included, answers 503 with code 1005, the busy message and Retry-After before any work, instead of
 * queueing behind the work and stalling everything.
 *
 * Each request first lets the loop take a turn. The embedded database answers a query within the same turn, so
 * without it one connection's whole request would run before the next connection is even read: the queue would build
 * up unseen in the sockets, and no request would ever seem to wait. With it, every request that has arrived is read
 * before any of them is worked on, and each learns how long it waited, and how busy the loop was meanwhile, when its
 * turn comes.
 */
export function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): void {
  let inFlight = 0;
  let sheddingUntil = 0;
  app.addHook('onRequest', async (request, reply) => {
    const arrived = performance.now();
    const loopAtArrival = performance.eventLoopUtilization();
    inFlight += 1;
    reply.raw.once('close', () => (inFlight -= 1));
    await nextTurn();
    const now = performance.now();
    const waitedOnWork = now - arrived >= options.maxWaitMs && performance.eventLoopUtilization(loopAtArrival).utilization >= options.minEventLoopUtilization;
    if (!waitedOnWork || (inFlight < options.minRequestsInFlight && now >= sheddingUntil)) return;
    sheddingUntil = now + options.retryAfterSeconds * 1000;
    reply.header('retry-after', String(options.retryAfterSeconds));
    return sendFailure(request, reply, 1005, { message: requestMessages.busy, status: 503 });
  });
}
