import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { KeelsonError, requestMessages } from '@keelson/core';
import type { Config } from '../config';

/**
 * The calls whose cost an anonymous or single client could pile up: `read` (the read-only links and the record lists,
 * whose pages answer up to 200 records) and `calculation` (the calculate calls) get RATE_LIMIT_PER_MINUTE per client
 * address; `account` (sign-up, reset requests) and `creation` (new records) a fifth of it.
 */
export type RateLimitedCall = 'read' | 'calculation' | 'account' | 'creation';

const shareOf: Record<RateLimitedCall, number> = { read: 1, calculation: 1, account: 1 / 5, creation: 1 / 5 };

const minute = 60_000;

/**
 * A route's `config` for a rate-limited call: at most its share of `rateLimitPerMinute` requests per client address
 * (request.ip, which follows TRUST_PROXY) and route in a minute; nothing when the limits are off (0).
 */
export function rateLimited(config: Pick<Config, 'rateLimitPerMinute'>, call: RateLimitedCall): { rateLimit: RateLimitOptions | false } {
  if (config.rateLimitPerMinute === 0) return { rateLimit: false };
  return { rateLimit: { max: Math.max(1, Math.floor(config.rateLimitPerMinute * shareOf[call])), timeWindow: minute } };
}

/**
 * Registers @fastify/rate-limit for the routes whose config names a limit (`rateLimited`), before the routes; a
 * request over the limit answers 429 with code 1011 and Retry-After. The counters live in this instance's memory:
 * these limits keep a client from using up the CPU, and a client spread over N instances gets N times as much, which
 * is still bounded. The limits that matter for security (sign-in, sign-up and reset attempts) are counted in the
 * database (auth/throttle.ts), shared by every instance.
 */
export async function registerRateLimits(app: FastifyInstance, config: Pick<Config, 'rateLimitPerMinute'>): Promise<void> {
  if (config.rateLimitPerMinute === 0) return;
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new KeelsonError(1011, { message: requestMessages.tooManyRequests }),
  });
}
