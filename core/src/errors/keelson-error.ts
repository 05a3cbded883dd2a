import { errorCatalogue, type ErrorCode } from './catalogue';
import type { FieldError } from '../api/envelope';

/**
 * An error that carries a catalogue code. The server turns it into the failure envelope; the web app's
 * API client turns a failure envelope back into one, so both sides reason about the same codes.
 */
export class KeelsonError extends Error {
  readonly code: ErrorCode;
  readonly errors: readonly FieldError[] | undefined;
  /** An HTTP status other than the code's own, where docs/DESIGN.md asks for one (409 for a stale update). */
  readonly status: number | undefined;
  /** When a refused client may try again, in whole seconds: the server sends it as Retry-After (a 1011 counted in the database). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; errors?: readonly FieldError[]; cause?: unknown; status?: number; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? errorCatalogue[code].message, { cause: options.cause });
    this.name = 'KeelsonError';
    this.code = code;
    this.errors = options.errors;
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
