/** The characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"), full-width ＝ included. */
const triggerCharacters = '=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20';
const formulaStart = new RegExp(`^[${triggerCharacters}\\t\\r]`);
/** A formula start right after a field separator (comma, semicolon, tab), spaces between allowed. */
const formulaAfterSeparator = new RegExp(`([,;\\t] *)([${triggerCharacters}])`, 'g');

/**
 * A text that a spreadsheet shows as text: one that starts like a formula (=, +, -, @, their full-width forms,
 * tab or carriage return) gets a leading apostrophe, and so does every formula start after a separator
 * (`a;=1+1;b` → `a;'=1+1;b`), so that a title typed by a user is never evaluated when someone opens the
 * export — also in a spreadsheet that splits a CSV on semicolons (German-locale Excel) or ignores the quotes.
 */
export function neutralizeFormula(text: string): string {
  // A separator at the very start is the leading character the first rule neutralises.
  const inner = text.replace(formulaAfterSeparator, (match: string, separator: string, trigger: string, offset: number) =>
    offset === 0 ? match : `${separator}'${trigger}`,
  );
  return formulaStart.test(inner) ? `'${inner}` : inner;
}
