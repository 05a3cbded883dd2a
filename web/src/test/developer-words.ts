/**
 * Words that belong to the code and its documents, not to a credit analyst: a file path or name
 * ("docs/spec/calculation.md"), a section of the specification ("section 8", "Abschnitt 8"), the engine by its
 * package's name ("core's full calculation"). The tests scan every text a user reads for them: the locales, the
 * workbook's and the CSV's cells.
 */
const developerWords: readonly { what: string; pattern: RegExp }[] = [
  { what: 'the documentation folder', pattern: /\bdocs\/|\bspec\// },
  { what: 'a file path', pattern: /(?:[\w-]+\/)+[\w-]+\.[a-z]{1,5}\b/ },
  { what: 'a file name', pattern: /\b[\w-]+\.(?:md|ts|tsx|js|mjs|cjs|json|ya?ml|sql|html?|txt)\b/i },
  { what: 'a section of the specification', pattern: /\b(?:sections?|Abschnitte?)\s+\d/i },
  { what: 'the engine by its package name', pattern: /\bcore['’]s\b|@keelson\// },
];

/** What of the code a text names, in words ("a file path"); empty for a text a user may read. */
export function developerWordsIn(text: string): string[] {
  return developerWords.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what);
}
