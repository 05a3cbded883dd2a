/** What a typed number means: a value, nothing (an empty field) or text that is not a number yet. */
export type ParsedNumber = { ok: true; value: number | null } | { ok: false };

// English notation: an optional sign, digits with or without thousands commas, an optional decimal point.
const plain = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const grouped = /^[-+]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * Reads what a user typed into a number field. Spaces are ignored; commas count only as thousands
 * separators in their proper places, so "2,5" (a decimal comma) is rejected rather than read as 25.
 */
export function parseNumberText(text: string): ParsedNumber {
  const compact = text.replace(/\s/g, '').replace(/^−/, '-');
  if (compact === '') return { ok: true, value: null };
  if (!plain.test(compact) && !grouped.test(compact)) return { ok: false };
  const value = Number(compact.replaceAll(',', ''));
  return Number.isFinite(value) ? { ok: true, value } : { ok: false };
}

// The notation that parseNumberText reads back, whatever the page's language: editing text is not display text.
const editingNotation = 'en-US';
const grouping = new Intl.NumberFormat(editingNotation, { maximumFractionDigits: 10, useGrouping: true });

/** How a stored number is shown for editing: grouped thousands, no rounding that the user did not make. */
export function formatNumberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : grouping.format(value);
}
