/** What a typed number means: a value, nothing (an empty field) or text that is not a number in the language's notation. */
export type ParsedNumber = { ok: true; value: number | null } | { ok: false };

/** The languages whose number notation entry reads: English `1,234.5`, German `1.234,5`. */
export type NumberLanguage = 'en' | 'de';

type Notation = { plain: RegExp; grouped: RegExp; group: string; decimal: string; locale: string };

// An optional sign; digits with or without group separators, which must stand every three digits; an optional
// decimal separator. Nothing else: no exponent, no suffix, no second decimal separator.
const notations: Record<NumberLanguage, Notation> = {
  en: { plain: /^[-+]?(\d+\.?\d*|\.\d+)$/, grouped: /^[-+]?\d{1,3}(,\d{3})+(\.\d*)?$/, group: ',', decimal: '.', locale: 'en-US' },
  de: { plain: /^[-+]?(\d+,?\d*|,\d+)$/, grouped: /^[-+]?\d{1,3}(\.\d{3})+(,\d*)?$/, group: '.', decimal: ',', locale: 'de-DE' },
};

/** The notation of a language tag (`de`, `de-AT`, `en-GB` …); every language but German reads English notation. */
export function numberLanguageOf(language: string | undefined): NumberLanguage {
  return language?.toLowerCase().startsWith('de') === true ? 'de' : 'en';
}

/**
 * Reads what a user typed into a number field, in the notation of the language. Spaces (also no-break spaces, a
 * common group separator) are ignored; the group separator counts only in its proper places, so that in English
 * "2,5" and in German "2.5" are refused rather than read as 25, and so are "7e3", "6.2k" and a stray separator.
 */
export function parseNumberText(text: string, language: NumberLanguage = 'en'): ParsedNumber {
  const notation = notations[language];
  const compact = text.replace(/\s/g, '').replace(/^[−–]/, '-');
  if (compact === '') return { ok: true, value: null };
  if (!notation.plain.test(compact) && !notation.grouped.test(compact)) return { ok: false };
  const value = Number(compact.replaceAll(notation.group, '').replace(notation.decimal, '.'));
  return Number.isFinite(value) ? { ok: true, value } : { ok: false };
}

const editingFormats = new Map<NumberLanguage, Intl.NumberFormat>();

/** How a stored number is shown for editing in the language: grouped thousands, no rounding that the user did not make. */
export function formatNumberText(value: number | null | undefined, language: NumberLanguage = 'en'): string {
  if (value === null || value === undefined) return '';
  let format = editingFormats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(notations[language].locale, { maximumFractionDigits: 10, useGrouping: true });
    editingFormats.set(language, format);
  }
  return format.format(value);
}

/** The example number a refusal names, in the language's notation: "1,234.5" or "1.234,5". */
export function numberExample(language: NumberLanguage): string {
  return formatNumberText(1234.5, language);
}

/**
 * What a number field shows when its stored value changed from elsewhere (an example loaded, a ship type chosen,
 * a draft reset): the text typed, while it still reads as that value, or while it is refused and nothing is
 * stored; else the value in the language's notation. So the field never shows one number while another is stored.
 */
export function textForStoredValue(text: string, value: number | null, language: NumberLanguage): string {
  const reading = parseNumberText(text, language);
  const keep = reading.ok ? reading.value === value : value === null;
  return keep ? text : formatNumberText(value, language);
}
