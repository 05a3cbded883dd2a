import type { FieldError } from '@keelson/core';
import type { ErrorsByPath } from './field-errors';
import type { SectionIssues } from './section-completeness';

/**
 * Equalities of content for what the cashflow page derives anew at every calculation (errors, completeness, derived
 * values): where they hold, the page keeps the object it had, and what shows it need not draw again.
 */

/** Two field errors that read the same beside their field. */
function sameError(a: FieldError | undefined, b: FieldError | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return a.field === b.field && a.rule === b.rule && a.message === b.message && JSON.stringify(a.params) === JSON.stringify(b.params);
}

/** The same errors in the same order. */
export function sameFieldErrors(a: readonly FieldError[] | null, b: readonly FieldError[] | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || a.length !== b.length) return false;
  return a.every((error, index) => sameError(error, b[index]));
}

/** The same error at every path. */
export function sameErrorsByPath(a: ErrorsByPath, b: ErrorsByPath): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [path, error] of a) if (!sameError(error, b.get(path))) return false;
  return true;
}

/** The same count of fields to do in every section (both unknown counts as the same). */
export function sameIssues(a: SectionIssues | null, b: SectionIssues | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || a.size !== b.size) return false;
  for (const [section, count] of a) if (b.get(section) !== count) return false;
  return true;
}

/** Plain data (core's derived values) that serialise alike. */
export function sameData(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
