import type { FieldError } from '@keelson/core';
import { toPercent } from './percent';

/** Field errors by their path (`lightWeightTonnage`, `tranches.0.value`, `brokerValueEsimationsCurr.1`); the first one of a path wins. */
export type ErrorsByPath = ReadonlyMap<string, string>;

export const noErrors: ErrorsByPath = new Map();

export function errorsByPath(errors: readonly FieldError[]): ErrorsByPath {
  const byPath = new Map<string, string>();
  for (const { field, message } of errors) if (!byPath.has(field)) byPath.set(field, message);
  return byPath;
}

/** The path of a field of a tranche, as core names it. */
export function tranchePath(index: number, field: string): string {
  return `tranches.${index}.${field}`;
}

/** The path of one broker estimate, as core names it. */
export function brokerEstimatePath(index: number): string {
  return `brokerValueEsimationsCurr.${index}`;
}

/**
 * Core states bounds as decimals ("must be between -0.99 and 1"); a field edited in percent shows them
 * in percent ("must be between -99 % and 100 %"), so the message matches what the user typed.
 */
export function percentMessage(message: string): string {
  return message.replace(/-?\d+(\.\d+)?/g, (number) => `${toPercent(Number(number))} %`);
}
