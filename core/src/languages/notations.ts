import type { Language } from './languages';

/** The parts of a calendar date, in the order a notation writes them. */
export type DatePart = 'year' | 'month' | 'day';

/** How a language writes what Keelson shows and reads beside its words. */
export type Notation = {
  /** The language's name in itself ("Deutsch" on an English page too, as language pickers show it). */
  name: string;
  /** The BCP 47 tag that Intl formats numbers, money, percentages, lists and moments with. */
  locale: string;
  /** The mark between whole and fraction: 1234.5 in English, 1234,5 in German. */
  decimalMark: string;
  /** The mark between groups of three digits: 1,234 in English, 1.234 in German. */
  groupMark: string;
  /** A date's parts in written order, with `dateMark` between them: 2026-07-01 in English, 01.07.2026 in German. */
  dateOrder: readonly [DatePart, DatePart, DatePart];
  dateMark: string;
  /** The field separator of a CSV, the one the language's spreadsheets split on (German Excel: `;`). */
  csvSeparator: string;
  /** The short words of thousands, millions and billions after an amount (chart axes), each with its own leading space. */
  compactWords: { thousand: string; million: string; billion: string };
  /** The dayjs locale of the date pickers (month and day names). */
  datePickerLocale: string;
};

/** The notation of every language: adding a language to `languages` fails to compile until it has one here. */
export const notations: Record<Language, Notation> = {
  en: {
    name: 'English',
    locale: 'en-US',
    decimalMark: '.',
    groupMark: ',',
    dateOrder: ['year', 'month', 'day'],
    dateMark: '-',
    csvSeparator: ',',
    compactWords: { thousand: 'k', million: 'm', billion: 'bn' },
    datePickerLocale: 'en',
  },
  de: {
    name: 'Deutsch',
    locale: 'de-DE',
    decimalMark: ',',
    groupMark: '.',
    dateOrder: ['day', 'month', 'year'],
    dateMark: '.',
    csvSeparator: ';',
    compactWords: { thousand: '\u00a0Tsd.', million: '\u00a0Mio.', billion: '\u00a0Mrd.' },
    datePickerLocale: 'de',
  },
};
