import { addMonths, addYears, type DayNumber } from '../dates/day-number';
import type { ModelInput } from './model-input';

/** A, the anchor of the docking cycle: lastDockingDate when given, else the construction date (docs/spec/calculation.md section 4). */
export function dockingAnchor(input: ModelInput): DayNumber {
  return input.lastDockingDate ?? input.constructionDate;
}

/** D_k = addYears(A, k × dockingIntervalYears), k ≥ 1 (docs/spec/calculation.md section 4). */
export function dockingDate(input: ModelInput, k: number): DayNumber {
  return addYears(dockingAnchor(input), k * input.dockingIntervalYears);
}

/**
 * addMonths(EOL, −12): the last day a docking is performed (docs/spec/calculation.md section 4). A ship in its last
 * twelve months is sold for scrap instead of surveyed, so a later D_k costs nothing and keeps no day off hire.
 */
export function lastDockingDay(endOfLife: DayNumber): DayNumber {
  return addMonths(endOfLife, -12);
}

/** The first docking date D_k (k ≥ 1) on or after a day (docs/spec/calculation.md sections 3 and 4). */
export function firstDockingOnOrAfter(input: ModelInput, day: DayNumber): DayNumber {
  let k = 1;
  let docking = dockingDate(input, k);
  while (docking < day) {
    k += 1;
    docking = dockingDate(input, k);
  }
  return docking;
}
