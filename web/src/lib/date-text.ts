import { isWithinModelYears, modelYears, parseDate } from '@keelson/core';
import { formatDate } from './format';
import type { NumberLanguage } from './number-text';

/**
 * Dates as a user types them: German `DD.MM.YYYY` (01.07.2026), English `YYYY-MM-DD` (2026-07-01, as the app has
 * always shown them); never the browser's mm/dd/yyyy. The model stores `YYYY-MM-DD` in either language.
 */

/** The dayjs format a date picker shows a date in, by language. */
export const dateFormats: Record<NumberLanguage, string> = { en: 'YYYY-MM-DD', de: 'DD.MM.YYYY' };

/** The first and last day a cashflow's date may be (docs/spec/calculation.md section 2), as `YYYY-MM-DD`. */
export const modelDateRange = { min: `${modelYears.first}-01-01`, max: `${modelYears.last}-12-31` } as const;

/** What a typed date means: a `YYYY-MM-DD` date, nothing (an empty field), or text that is not a date of the model. */
export type ParsedDate = { ok: true; value: string | null } | { ok: false };

// Day and month may drop their leading zero; the year has four digits, so that no century is guessed.
const patterns: Record<NumberLanguage, { pattern: RegExp; order: readonly [number, number, number] }> = {
  de: { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: [3, 2, 1] },
  en: { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: [1, 2, 3] },
};

/**
 * Reads a typed date in the language's notation: "1.7.2026" and "01.07.2026" in German, "2026-07-01" in English.
 * A day that does not exist (31.02.2026), another notation, or a day outside 1900–2199 is refused.
 */
export function parseDateText(text: string, language: NumberLanguage): ParsedDate {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const { pattern, order } = patterns[language];
  const match = pattern.exec(trimmed);
  if (match === null) return { ok: false };
  const [year = '', month = '', day = ''] = order.map((group) => match[group] ?? '');
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const dayNumber = parseDate(value);
  return dayNumber !== null && isWithinModelYears(dayNumber) ? { ok: true, value } : { ok: false };
}

/** A stored `YYYY-MM-DD` date as the field shows it in the language; '' for none. */
export function formatDateText(value: string | null | undefined, language: NumberLanguage): string {
  return value === null || value === undefined ? '' : formatDate(value, language);
}
