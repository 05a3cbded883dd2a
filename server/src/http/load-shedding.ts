import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { requestMessages } from '@keelson/core';
import { sendFailure } from './errors';
import { isApiPath } from './web-app';

/** When the instance counts as saturated, and what a refused client is told to wait. */
export type LoadSheddingOptions = {
  /** How much of its own work the instance may do while a request waits for its turn before it refuses it instead. */
  maxWorkAheadMs: number;
  /** How many requests must be in flight for shedding to start; once started it goes on for `retryAfterSeconds`. */
  minRequestsInFlight: number;
  retryAfterSeconds: number;
};

/**
 * Saturated by its own work: a request waited for its turn while the instance worked 50 ms on other requests, with 16
 * requests in flight. It is then refused with 503 instead of being answered late, and so is every request that waits
 * that long in the next second. A request that gets its turn in time is answered, so the server keeps serving what it
 * can.
 *
 * The work is the shorter of the time waited and the CPU time the process used meanwhile: a wait that the machine
 * imposes (other processes taking the cores) is no work of this instance and refusing would not relieve it, and
 * neither is a wait for input (the database server, a mail server), which keeps the loop idle. The 16 in flight are
 * above what browsers send: each opens at most 6 connections to one host, so a few people at once, or the browser
 * tests (two workers, one browser each), never start shedding, however slowly a shared machine lets the server run.
 */
export const defaultLoadShedding: LoadSheddingOptions = {
  maxWorkAheadMs: 50,
  minRequestsInFlight: 16,
  retryAfterSeconds: 1,
};

/** The CPU time this process has used, in milliseconds. */
function cpuTime(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * The first hook of every API call: while the instance is saturated (see `defaultLoadShedding`), an arriving call,
 * /api/health included, answers 503 with code 1005, the busy message and Retry-After before any work, instead of
 * queueing behind the work and stalling everything.
 *
 * The web app's page and files are never refused: they are read from files compressed at build time, with no work of
 * the database, and a browser does not ask again for a module script that failed: one refused chunk left a reader on
 * the start-up screen until they reloaded (the browser tests' read-only visits, on a busy CI machine). The calls of a
 * page that found the server busy are asked again by the web app (web/src/lib/api-fetch.ts).
 *
 * Each request first lets the loop take a turn. The embedded database answers a query within the same turn, so
 * without it one connection's whole request would run before the next connection is even read: the queue would build
 * up unseen in the sockets, and no request would ever seem to wait. With it, every request that has arrived is read
 * before any of them is worked on, and each learns, when its turn comes, how much work went ahead of it.
 */
export function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): void {
  let inFlight = 0;
  let sheddingUntil = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const arrived = { at: performance.now(), cpu: cpuTime() };
    inFlight += 1;
    reply.raw.once('close', () => (inFlight -= 1));
    await nextTurn();
    const now = performance.now();
    const workAhead = Math.min(now - arrived.at, cpuTime() - arrived.cpu);
    if (workAhead < options.maxWorkAheadMs || (inFlight < options.minRequestsInFlight && now >= sheddingUntil)) return;
    sheddingUntil = now + options.retryAfterSeconds * 1000;
    reply.header('retry-after', String(options.retryAfterSeconds));
    return sendFailure(request, reply, 1005, { message: requestMessages.busy, status: 503 });
  });
}
