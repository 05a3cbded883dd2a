import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** An IPv4 address as Node reports it on a dual-stack socket (`::ffff:127.0.0.1`) in its plain form. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped?.[1] ?? address).toLowerCase();
}

function isLoopback(address: string): boolean {
  const plain = plainAddress(address);
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

/** Where a request arrived: the socket's own address and port, or, for an injected request without a socket, the configured ones. */
export type Arrival = { address: string; port: number };

/**
 * Whether a Host header names the address the request arrived at: the same port, and either that IP address itself or
 * `localhost` for a loopback one. Any other name, however plausible, is refused, so that a forged Host header cannot
 * put another site's address into a mailed link (Host header injection).
 */
export function hostNamesArrival(hostHeader: string, arrival: Arrival): boolean {
  let url: URL;
  try {
    url = new URL(`http://${hostHeader}`);
  } catch {
    return false;
  }
  // Nothing but host and port: no user info, path or query smuggled in ("a@b", "a/b").
  if (url.host !== hostHeader.toLowerCase() || url.username !== '' || url.pathname !== '/') return false;
  const port = url.port === '' ? 80 : Number(url.port);
  if (port !== arrival.port) return false;
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (hostname === 'localhost') return isLoopback(arrival.address);
  return isIP(hostname) !== 0 && plainAddress(hostname) === plainAddress(arrival.address);
}

/**
 * The origin of the links in the e-mails a request causes: PUBLIC_URL when it is set; otherwise the origin the request
 * came to when its Host names the address the server answered on (`hostNamesArrival`), so that a sign-up made at
 * 127.0.0.1 is confirmed at 127.0.0.1, where its browser's draft and session are; otherwise the default public URL.
 */
export function linkOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl' | 'publicUrlConfigured' | 'host' | 'port'>): string {
  if (config.publicUrlConfigured) return config.publicUrl;
  const socket = request.socket as Partial<Pick<typeof request.socket, 'localAddress' | 'localPort'>> | undefined;
  const arrival: Arrival = { address: socket?.localAddress ?? config.host, port: socket?.localPort ?? config.port };
  const hostHeader = request.headers.host;
  if (hostHeader === undefined || request.protocol !== 'http' || !hostNamesArrival(hostHeader, arrival)) return config.publicUrl;
  return `http://${hostHeader.toLowerCase()}`;
}
