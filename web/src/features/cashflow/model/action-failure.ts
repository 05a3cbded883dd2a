import { KeelsonError } from '@keelson/core';

/** How a save, link or delete call failed, as far as the page must tell the user. */
export type ActionFailure = 'unauthorized' | 'stale' | 'failed';

/**
 * Classifies a failed call. 1009 (and 1006, no session at all) means the user must sign in. An update
 * whose `updated` stamp is stale is refused with 409 and code 1012 carrying a message but no field errors
 * (the API client does not pass the HTTP status on); a 1012 that names fields is a bad body, not staleness.
 */
export function actionFailureOf(error: unknown, { isUpdate }: { isUpdate: boolean }): ActionFailure {
  if (!(error instanceof KeelsonError)) return 'failed';
  if (error.code === 1009 || error.code === 1006) return 'unauthorized';
  if (isUpdate && error.code === 1012) {
    const fields = error.errors ?? [];
    if (fields.length === 0 || fields.some((field) => field.field === 'updated')) return 'stale';
  }
  return 'failed';
}
