import type { TwoWayFigure, TwoWayTable } from '@keelson/core';

/** The figures the two-way table can show, in the order of its chooser. */
export const twoWayFigures: readonly TwoWayFigure[] = ['projectNpv', 'minDscr', 'minSecurityCover'];

/**
 * One cell of the two-way table: refused when core does not calculate the changed cashflow (its project NPV is then
 * null), undefined when the cashflow calculates without the figure (no debt service, no test date), else the value,
 * `warning` when it is a project NPV below zero or a minimum DSCR below 1.00×.
 */
export type TwoWayCell = { kind: 'refused' } | { kind: 'undefined' } | { kind: 'value'; value: number; warning: boolean };

export function twoWayCell(options: { twoWay: TwoWayTable; figure: TwoWayFigure; charterIndex: number; opexIndex: number }): TwoWayCell {
  const { twoWay, figure, charterIndex, opexIndex } = options;
  if ((twoWay.projectNpv[charterIndex]?.[opexIndex] ?? null) === null) return { kind: 'refused' };
  const value = twoWay[figure][charterIndex]?.[opexIndex] ?? null;
  if (value === null) return { kind: 'undefined' };
  const warning = (figure === 'projectNpv' && value < 0) || (figure === 'minDscr' && value < 1);
  return { kind: 'value', value, warning };
}
