import { KeelsonError } from '@keelson/core';

/** How a save failed, as far as the page must tell the user. */
export type ActionFailure = 'unauthorized' | 'stale' | 'failed';

/** 1009 / 1006: sign in first; an update refused with 1012 naming `updated` (or no field) is stale; anything else failed. */
export function actionFailureOf(error: unknown, { isUpdate }: { isUpdate: boolean }): ActionFailure {
  if (!(error instanceof KeelsonError)) return 'failed';
  if (error.code === 1009 || error.code === 1006) return 'unauthorized';
  if (isUpdate && error.code === 1012) {
    const fields = error.errors ?? [];
    if (fields.length === 0 || fields.some((field) => field.field === 'updated')) return 'stale';
  }
  return 'failed';
}
