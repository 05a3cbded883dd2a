import { KeelsonError, type FieldError } from '@keelson/core';

/**
 * Whether a write was refused because the record changed since it was loaded: the server answers
 * 409 with code 1012 (docs/spec/product-spec.md section 4), and the API client keeps the status.
 */
export function isStaleWrite(error: unknown): boolean {
  // A read-only id another record holds (rule linkTaken) is a 409 + 1012 too, but no reload would help.
  return (
    error instanceof KeelsonError && error.status === 409 && error.code === 1012 && !(error.errors ?? []).some((fieldError) => fieldError.rule === 'linkTaken')
  );
}

/** The field error of a create refused because the account already keeps the most records of the kind, if it was that. */
export function recordLimitOf(error: unknown): FieldError | undefined {
  if (!(error instanceof KeelsonError) || error.code !== 1012) return undefined;
  return error.errors?.find((fieldError) => fieldError.rule === 'recordLimit');
}

/** How a save, link or delete call failed, as far as a page must tell the user. */
export type ActionFailure = 'unauthorized' | 'stale' | 'failed';

/** Classifies a failed call: 1009 (and 1006, no session at all) means sign in first; a stale write; anything else failed. */
export function actionFailureOf(error: unknown): ActionFailure {
  if (!(error instanceof KeelsonError)) return 'failed';
  if (error.code === 1009 || error.code === 1006) return 'unauthorized';
  return isStaleWrite(error) ? 'stale' : 'failed';
}
