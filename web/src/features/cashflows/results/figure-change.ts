import { keyFigures, shownStep, type JudgedKeyFigure, type Kpis } from '@keelson/core';

/**
 * The key figures pinned beside the form, as many as fit beside it on a 900-pixel-high screen; the first three are
 * the headline the narrow screen's bar shows. The project NPV is left out: the DCF value's judgement states it.
 */
export const pinnedFigures = [
  'dcfValue',
  'projectIrr',
  'minDscr',
  'equityIrr',
  'maxLtv',
  'minLiquidity',
  'breakevenCharterRate',
] as const satisfies readonly JudgedKeyFigure[];
export type PinnedFigure = (typeof pinnedFigures)[number];
export const headlineFigures = ['dcfValue', 'projectIrr', 'minDscr'] as const satisfies readonly PinnedFigure[];

/**
 * A figure's change by the last edit: `amount` in the figure's own terms (a rate's change as a decimal, 0.0025 for
 * 0.25 percentage points), `tone` whether it is better or worse by the direction core's key-figure catalogue gives
 * (a higher DCF value is better, a higher LTV worse), or too small to show at the precision the figure is shown with.
 */
export type FigureChange = { amount: number; tone: 'better' | 'worse' | 'unchanged' };

/** The change of a key figure between two results; null when either result does not define it (no debt service, no IRR). */
export function figureChange(figure: JudgedKeyFigure, before: Kpis, now: Kpis): FigureChange | null {
  const previous = before[figure];
  const current = now[figure];
  if (previous === null || current === null) return null;
  const amount = current - previous;
  // A change shows when it rounds to at least one step of the last digit shown.
  if (Math.abs(amount) < shownStep(figure) / 2) return { amount, tone: 'unchanged' };
  return { amount, tone: amount > 0 === (keyFigures[figure].better === 'higher') ? 'better' : 'worse' };
}

/**
 * The arrow beside a change: which way the value moved (▲ up, ▼ down, = a change too small to show). Whether that is
 * better or worse is the tone's, shown by colour and in words: a rising LTV is "▲ +43.70 pp", in red.
 */
export function changeArrow(change: FigureChange): '▲' | '▼' | '=' {
  if (change.tone === 'unchanged') return '=';
  return change.amount > 0 ? '▲' : '▼';
}
