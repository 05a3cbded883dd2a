import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorCatalogue, type FailureEnvelope } from '@keelson/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from './errors';

/** The longest request target (path and query) the server reads; a longer one is 414. */
export const maxUrlLength = 8 * 1024;

const messages = {
  badUrl: 'The URL is not validly percent-encoded',
  urlTooLong: 'The URL is too long',
  headersTooLarge: 'The request headers are too large',
  timeout: 'The request took too long to arrive',
  malformed: 'The request is not valid HTTP',
} as const;

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs — a path that is not
 * validly percent-encoded (`/api/cashflow/%`) or a path segment longer than the router's limit — answered in
 * the failure envelope like every other refusal.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void sendFailure(request, reply, 1012, { message: messages.badUrl, status: 400 });
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendFailure(request, reply, 1012, { message: messages.urlTooLong, status: 414 });
  } else {
    request.log.error({ err: error }, 'router error');
    void sendFailure(request, reply, 1000);
  }
}

/** Refuses a request target over `maxUrlLength` (414) before anything reads it. */
export function registerUrlLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.url !== undefined && request.raw.url.length > maxUrlLength) {
      return sendFailure(request, reply, 1012, { message: messages.urlTooLong, status: 414 });
    }
  });
}

/** A refusal of Node's HTTP parser: its code, how far it read, and the bytes it was reading. */
type ParserError = Error & { code?: string; bytesParsed?: number; rawPacket?: unknown };

/** Whether Node's parser gave up inside the request line itself: the line ends only after where it stopped. */
function requestLineOverflowed(error: ParserError): boolean {
  if (!Buffer.isBuffer(error.rawPacket) || error.bytesParsed === undefined) return false;
  return error.rawPacket.indexOf('\r\n') >= error.bytesParsed;
}

/**
 * Node's `clientError` (Fastify's `clientErrorHandler`): a request Node's HTTP parser refuses never reaches
 * Fastify, so its answer is written on the socket here — in the failure envelope. Header fields over Node's
 * limit are 431, a request line over it 414, a request that does not arrive in time 408, other malformed
 * HTTP 400.
 */
export function clientErrorHandler(error: ParserError, socket: Duplex): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? requestLineOverflowed(error)
        ? [414, messages.urlTooLong]
        : [431, messages.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, messages.timeout]
        : [400, messages.malformed];
  const body = JSON.stringify({ success: false, code: 1012, message } satisfies FailureEnvelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? errorCatalogue[1012].message}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
