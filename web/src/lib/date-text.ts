import { isWithinModelYears, modelYears, parseDate, readDateIn, type Language } from '@keelson/core';

/**
 * Dates as a user types them, in the language's notation (core's `notations`): German `DD.MM.YYYY` (01.07.2026),
 * English `YYYY-MM-DD` (2026-07-01, as the app has always shown them); never the browser's mm/dd/yyyy. The model
 * stores `YYYY-MM-DD` in every language.
 */

/** The first and last day a cashflow's date may be (docs/spec/calculation.md section 2), as `YYYY-MM-DD`. */
export const modelDateRange = { min: `${modelYears.first}-01-01`, max: `${modelYears.last}-12-31` } as const;

/** What a typed date means: a `YYYY-MM-DD` date, nothing (an empty field), or text that is not a date of the model. */
export type ParsedDate = { ok: true; value: string | null } | { ok: false };

/**
 * Reads a typed date in the language's notation: "1.7.2026" and "01.07.2026" in German, "2026-07-01" in English.
 * A day that does not exist (31.02.2026), another notation, or a day outside 1900–2199 is refused.
 */
export function parseDateText(text: string, language: Language): ParsedDate {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const value = readDateIn(trimmed, language);
  const dayNumber = value === null ? null : parseDate(value);
  return value !== null && dayNumber !== null && isWithinModelYears(dayNumber) ? { ok: true, value } : { ok: false };
}
