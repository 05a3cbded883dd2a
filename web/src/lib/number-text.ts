import { defaultLanguage, notations, type Language } from '@keelson/core';

/** What a typed number means: a value, nothing (an empty field) or text that is not a number in the language's notation. */
export type ParsedNumber = { ok: true; value: number | null } | { ok: false };

type EntryPatterns = { plain: RegExp; grouped: RegExp };

const escapeForPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

const entryPatterns = new Map<Language, EntryPatterns>();

/**
 * What a number typed in the language's notation may look like: an optional sign; digits with or without group marks,
 * which must stand every three digits; an optional decimal mark. Nothing else: no exponent, no suffix, no second
 * decimal mark. English `1,234.5`, German `1.234,5`.
 */
function entryPatternsOf(language: Language): EntryPatterns {
  let patterns = entryPatterns.get(language);
  if (patterns === undefined) {
    const decimal = escapeForPattern(notations[language].decimalMark);
    const group = escapeForPattern(notations[language].groupMark);
    patterns = {
      plain: new RegExp(`^[-+]?(\\d+${decimal}?\\d*|${decimal}\\d+)$`),
      grouped: new RegExp(`^[-+]?\\d{1,3}(${group}\\d{3})+(${decimal}\\d*)?$`),
    };
    entryPatterns.set(language, patterns);
  }
  return patterns;
}

/**
 * Reads what a user typed into a number field, in the notation of the language. Spaces (also no-break spaces, a
 * common group separator) are ignored; the group separator counts only in its proper places, so that in English
 * "2,5" and in German "2.5" are refused rather than read as 25, and so are "7e3", "6.2k" and a stray separator.
 */
export function parseNumberText(text: string, language: Language = defaultLanguage): ParsedNumber {
  const { plain, grouped } = entryPatternsOf(language);
  const { groupMark, decimalMark } = notations[language];
  const compact = text.replace(/\s/g, '').replace(/^[−–]/, '-');
  if (compact === '') return { ok: true, value: null };
  if (!plain.test(compact) && !grouped.test(compact)) return { ok: false };
  const value = Number(compact.replaceAll(groupMark, '').replace(decimalMark, '.'));
  return Number.isFinite(value) ? { ok: true, value } : { ok: false };
}

const editingFormats = new Map<Language, Intl.NumberFormat>();

/** How a stored number is shown for editing in the language: grouped thousands, no rounding that the user did not make. */
export function formatNumberText(value: number | null | undefined, language: Language = defaultLanguage): string {
  if (value === null || value === undefined) return '';
  let format = editingFormats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(notations[language].locale, { maximumFractionDigits: 10, useGrouping: true });
    editingFormats.set(language, format);
  }
  return format.format(value);
}

/** The example number a refusal names, in the language's notation: "1,234.5" or "1.234,5". */
export function numberExample(language: Language): string {
  return formatNumberText(1234.5, language);
}

/**
 * What a number field shows when its stored value changed from elsewhere (an example loaded, a ship type chosen,
 * a draft reset): the text typed, while it still reads as that value, or while it is refused and nothing is
 * stored; else the value in the language's notation. So the field never shows one number while another is stored.
 */
export function textForStoredValue(text: string, value: number | null, language: Language): string {
  const reading = parseNumberText(text, language);
  const keep = reading.ok ? reading.value === value : value === null;
  return keep ? text : formatNumberText(value, language);
}
