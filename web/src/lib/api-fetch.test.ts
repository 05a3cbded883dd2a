import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { apiFetch as ApiFetch } from './api-fetch';

/**
 * A server that is busy for the first `busyAnswers` calls of each path (503, code 1005, Retry-After as given), then
 * answers; it counts the calls of each path. It stands for any busy server: the client's side of HTTP is tested here,
 * the server's shedding in server/src/http/load-shedding.test.ts.
 */
function busyServer() {
  const calls = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const count = (calls.get(url.pathname) ?? 0) + 1;
    calls.set(url.pathname, count);
    const busyAnswers = Number(url.searchParams.get('busy') ?? 0);
    if (count <= busyAnswers) {
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': url.searchParams.get('after') ?? '0' });
      response.end(JSON.stringify({ success: false, code: 1005, message: 'The server is busy. Please try again in a moment.' }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: true, content: count }));
  });
  return { server, calls: (path: string) => calls.get(path) ?? 0 };
}

const { server, calls } = busyServer();
let apiFetch: typeof ApiFetch;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  ({ apiFetch } = await import('./api-fetch'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

describe('apiFetch meets a busy server', () => {
  it('asks a GET again after the wait the server names, and returns the answer that came', async () => {
    const started = performance.now();
    const response = await apiFetch('GET', '/api/list?busy=1&after=1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, content: 2 });
    expect(calls('/api/list')).toBe(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('gives up after two more tries and returns the busy answer', async () => {
    const response = await apiFetch('GET', '/api/always?busy=10&after=0');
    expect(response.status).toBe(503);
    expect(calls('/api/always')).toBe(3);
  });

  it('never sends a write twice', async () => {
    const response = await apiFetch('POST', '/api/write?busy=1&after=0', { body: {} });
    expect(response.status).toBe(503);
    expect(calls('/api/write')).toBe(1);
  });

  it('does not wait longer than five seconds, nor without a Retry-After it can read', async () => {
    expect((await apiFetch('GET', '/api/long?busy=1&after=60')).status).toBe(503);
    expect(calls('/api/long')).toBe(1);
    expect((await apiFetch('GET', '/api/date?busy=1&after=Wed,%2021%20Oct%202015%2007:28:00%20GMT')).status).toBe(503);
    expect(calls('/api/date')).toBe(1);
  });

  it('stops waiting when the call is aborted', async () => {
    const controller = new AbortController();
    const answer = apiFetch('GET', '/api/aborted?busy=1&after=3', { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls('/api/aborted')).toBe(1);
  });
});
