import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { throttleEvents } from '../db/schema';
import { limits } from '../auth/throttle';

/**
 * TRUST_PROXY decides which X-Forwarded-For entry is the client: the client writes the left of the header, so only
 * the right-most entry that a trusted proxy added may count. The address is observed where it matters, in the
 * per-address rate limit's events.
 */
describe('the client address behind proxies', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function addressSeen(trustProxy: string | undefined, remoteAddress: string, forwardedFor: string | undefined): Promise<string[]> {
    app = await buildApp(loadConfig({ DATA_DIR: 'memory://', ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }) }, { webRoot: null }));
    const response = await app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) },
      payload: { email: 'nobody@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await app.db
      .select({ key: throttleEvents.key })
      .from(throttleEvents)
      .where(eq(throttleEvents.bucket, limits.accountRequestsPerAddress.bucket));
    return rows.map((row) => row.key);
  }

  it('ignores the header when no proxy is trusted', async () => {
    expect(await addressSeen(undefined, '198.51.100.4', '1.2.3.4')).toEqual(['198.51.100.4']);
  });

  it('with one trusted hop takes the entry the proxy appended, not the one the client wrote', async () => {
    expect(await addressSeen('1', '10.0.0.2', '1.2.3.4, 203.0.113.9')).toEqual(['203.0.113.9']);
  });

  it('with two trusted hops takes the entry the outer proxy appended', async () => {
    expect(await addressSeen('2', '10.0.0.2', '1.2.3.4, 203.0.113.9, 10.0.0.7')).toEqual(['203.0.113.9']);
  });

  it('with trusted proxy addresses skips only those, from the right', async () => {
    expect(await addressSeen('10.0.0.0/8', '10.0.0.2', '1.2.3.4, 203.0.113.9, 10.0.0.7')).toEqual(['203.0.113.9']);
  });

  it('believes no header from a peer that is not a trusted proxy', async () => {
    expect(await addressSeen('10.0.0.0/8', '198.51.100.4', '1.2.3.4')).toEqual(['198.51.100.4']);
  });

  it('a rotating header from a direct client does not lift the limit', async () => {
    const seen = new Set<string>();
    app = await buildApp(loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: '10.0.0.0/8' }, { webRoot: null }));
    const statuses: number[] = [];
    for (let index = 0; index < limits.accountRequestsPerAddress.limit + 2; index += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/reset-password',
        remoteAddress: '198.51.100.4',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${index}` },
        payload: { email: 'nobody@example.com' },
      });
      statuses.push(response.statusCode);
    }
    const rows = await app.db.select({ key: throttleEvents.key }).from(throttleEvents);
    for (const row of rows) seen.add(row.key);
    expect([...seen]).toEqual(['198.51.100.4']);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});
