/** What an IMO number text is: no number at all, seven digits whose check digit fails, or a valid number. */
export type ImoNumberReading = 'notANumber' | 'wrongCheckDigit' | 'valid';

/** The weights of the first six digits, from the left (IMO Resolution A.1117(30)). */
const weights = [7, 6, 5, 4, 3, 2] as const;

/**
 * Reads an IMO ship identification number (IMO Resolution A.1117(30)): an optional "IMO" before seven digits, spaces
 * allowed; the seventh digit is the sum of the first six, weighted 7, 6, 5, 4, 3, 2, modulo 10 (9074729: 139 → 9).
 */
export function readImoNumber(text: string): ImoNumberReading {
  const digits = /^(?:IMO)?\s*([\d\s]+)$/i.exec(text.trim())?.[1]?.replace(/\s/g, '');
  if (digits === undefined || !/^\d{7}$/.test(digits)) return 'notANumber';
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return sum % 10 === Number(digits[6]) ? 'valid' : 'wrongCheckDigit';
}
