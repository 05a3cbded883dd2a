/**
 * The error catalogue of docs/spec/product-spec.md section 8: every code the API answers with, its meaning and the
 * HTTP status it travels with (docs/DESIGN.md, "Conventions of the API").
 */
export const errorCatalogue = {
  1000: { name: 'unexpectedError', message: 'Unexpected error', status: 500 },
  1001: { name: 'userNotFound', message: 'User not found', status: 401 },
  1002: { name: 'incorrectPassword', message: 'Incorrect password', status: 401 },
  1003: { name: 'userNotVerified', message: 'User not verified', status: 403 },
  1004: { name: 'userAlreadyExists', message: 'User already exists', status: 409 },
  1005: { name: 'internalServerError', message: 'Internal server error', status: 500 },
  1006: { name: 'credentialsRequired', message: 'Credentials required', status: 401 },
  1007: { name: 'invalidEmailFormat', message: 'Invalid email format', status: 400 },
  1008: { name: 'passwordTooShort', message: 'Password too short', status: 400 },
  1009: { name: 'unauthorized', message: 'Unauthorized', status: 401 },
  1010: { name: 'notFound', message: 'Not found', status: 404 },
  1011: { name: 'tooManyAttempts', message: 'Too many attempts', status: 429 },
  1012: { name: 'invalidRequest', message: 'Invalid request', status: 400 },
} as const satisfies Record<number, { name: string; message: string; status: number }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue).map(Number) as ErrorCode[];

/** Named access to the codes, so that call sites read `ErrorCodes.notFound` rather than 1010. */
export const ErrorCodes = Object.fromEntries(errorCodes.map((code) => [errorCatalogue[code].name, code])) as {
  [C in ErrorCode as (typeof errorCatalogue)[C]['name']]: C;
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && value in errorCatalogue;
}

/**
 * The HTTP status of a code. A signed-in caller who lacks a right gets 403 rather than 401 for 1009
 * (docs/DESIGN.md); everything else follows the catalogue.
 */
export function httpStatusOf(code: ErrorCode, options: { signedIn?: boolean } = {}): number {
  if (code === 1009 && options.signedIn === true) return 403;
  return errorCatalogue[code].status;
}
