import type { Kpis } from '@keelson/core';

/**
 * The key figures pinned beside the form, as many as fit beside it on a 900-pixel-high screen; the first three are
 * the headline the narrow screen's bar shows. The project NPV is left out: the DCF value's judgement states it.
 */
export const pinnedFigures = ['dcfValue', 'projectIrr', 'minDscr', 'equityIrr', 'maxLtv', 'minLiquidity', 'breakevenCharterRate'] as const;
export type PinnedFigure = (typeof pinnedFigures)[number];
export const headlineFigures = ['dcfValue', 'projectIrr', 'minDscr'] as const satisfies readonly PinnedFigure[];

/** How a change of a figure is measured: money (or money a day), percentage points of a rate, or a coverage ratio. */
export type ChangeUnit = 'money' | 'moneyPerDay' | 'percentagePoints' | 'ratio';

const figureTraits: Record<PinnedFigure, { unit: ChangeUnit; better: 'higher' | 'lower' }> = {
  dcfValue: { unit: 'money', better: 'higher' },
  projectIrr: { unit: 'percentagePoints', better: 'higher' },
  minDscr: { unit: 'ratio', better: 'higher' },
  equityIrr: { unit: 'percentagePoints', better: 'higher' },
  // More debt against the ship's value is more risk for the lender.
  maxLtv: { unit: 'percentagePoints', better: 'lower' },
  minLiquidity: { unit: 'money', better: 'higher' },
  // A lower break-even rate leaves more room for the market to fall.
  breakevenCharterRate: { unit: 'moneyPerDay', better: 'lower' },
};

export function changeUnitOf(figure: PinnedFigure): ChangeUnit {
  return figureTraits[figure].unit;
}

/**
 * A figure's change by the last edit: `amount` in the figure's own terms (a rate's change as a decimal, 0.0025 for
 * 0.25 percentage points), `tone` whether it is better, worse or too small to show at the precision the figure is
 * shown with (whole money units, two decimals of a percent or a ratio).
 */
export type FigureChange = { amount: number; tone: 'better' | 'worse' | 'unchanged' };

/** What a change must reach to show, at the precision the figures are shown with. */
const shownStep: Record<ChangeUnit, number> = { money: 0.5, moneyPerDay: 0.5, percentagePoints: 0.00005, ratio: 0.005 };

/** The change of a key figure between two results; null when either result does not define it (no debt service, no IRR). */
export function figureChange(figure: PinnedFigure, before: Kpis, now: Kpis): FigureChange | null {
  const previous = before[figure];
  const current = now[figure];
  if (previous === null || current === null) return null;
  const amount = current - previous;
  const { unit, better } = figureTraits[figure];
  if (Math.abs(amount) < shownStep[unit]) return { amount, tone: 'unchanged' };
  return { amount, tone: amount > 0 === (better === 'higher') ? 'better' : 'worse' };
}
