/** The first characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"). */
const formulaTriggers = /^[=+\-@\t\r]/;

/**
 * A text that a spreadsheet shows as text: one that starts like a formula (=, +, -, @, tab or
 * carriage return) gets a leading apostrophe, so that a title such as `=HYPERLINK(…)` typed by a user
 * is never evaluated when someone opens the export.
 */
export function neutralizeFormula(text: string): string {
  return formulaTriggers.test(text) ? `'${text}` : text;
}
