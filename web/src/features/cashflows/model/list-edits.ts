import { trancheDefaults, type CashflowTranche } from '@keelson/core';
import { newTranche } from './save-body';

/** The editable lists of a cashflow (broker estimates, tranches): small immutable edits. */

/** The list with the entry at `index` replaced. */
export function replaceAt<T>(list: readonly T[], index: number, entry: T): T[] {
  return list.map((current, position) => (position === index ? entry : current));
}

/** The list without the entry at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_entry, position) => position !== index);
}

/** The list with the entry at `index` moved by `offset` places (−1 up, +1 down); unchanged at either end. */
export function move<T>(list: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const moved = [...list];
  const [entry] = moved.splice(index, 1);
  if (entry !== undefined) moved.splice(target, 0, entry);
  return moved;
}

/**
 * The tranche the form adds: disbursed today, with core's default base rate and margin filled in as values, like every
 * other default of the form (not as grey placeholders); its amount and duration are the user's to give.
 */
export function addedTranche(today: string): CashflowTranche {
  return { ...newTranche(today), ...trancheDefaults };
}
