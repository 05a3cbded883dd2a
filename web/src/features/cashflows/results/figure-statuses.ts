import type { Derived, Kpis, ScreenKeyFigure } from '@keelson/core';
import type { TFunction } from 'i18next';
import { formatDate, formatMoney } from '../../../lib/format';

/**
 * The judgements beside the key figures, in words as well as in colour: the same for a figure's card and for the
 * key figures pinned beside the form.
 */

/** A judgement beside a figure's value, in words and an icon as well as in colour. */
export type FigureStatus = { tone: 'good' | 'warning' | 'neutral'; text: string };

/** The DCF value against the price: above it is good, below it a warning (the project NPV's sign). */
function dcfStatus(kpis: Kpis, currency: string | null | undefined, t: TFunction): FigureStatus {
  const amount = formatMoney(Math.abs(kpis.projectNpv), currency);
  return kpis.projectNpv >= 0
    ? { tone: 'good', text: t('cashflowResults.figures.dcfValue.abovePrice', { amount }) }
    : { tone: 'warning', text: t('cashflowResults.figures.dcfValue.belowPrice', { amount }) };
}

/** A net present value's sign. */
function signStatus(value: number, t: TFunction): FigureStatus {
  return value >= 0 ? { tone: 'good', text: t('cashflowResults.figures.positive') } : { tone: 'warning', text: t('cashflowResults.figures.negative') };
}

/** More than one root: another rate also gives an NPV of zero, so the IRR alone can mislead (docs/spec/calculation.md section 8). */
function irrRootsStatus(roots: number, t: TFunction): FigureStatus | null {
  return roots > 1 ? { tone: 'warning', text: t('cashflowResults.figures.irrRoots', { count: roots }) } : null;
}

/** A DSCR below 1 means that year's CFADS does not cover its debt service. */
function minDscrStatus(kpis: Kpis, t: TFunction): FigureStatus | null {
  return kpis.minDscr !== null && kpis.minDscr < 1 ? { tone: 'warning', text: t('cashflowResults.figures.minDscr.belowOne') } : null;
}

/** The minimum value clause: kept, or breached on its first covenant test date that fails it (calculation.md section 8a). */
function minSecurityCoverStatus(kpis: Kpis, t: TFunction): FigureStatus | null {
  if (kpis.covenantBreachDate !== null)
    return { tone: 'warning', text: t('cashflowResults.figures.minSecurityCover.breach', { date: formatDate(kpis.covenantBreachDate) }) };
  return kpis.minSecurityCover === null ? null : { tone: 'good', text: t('cashflowResults.figures.minSecurityCover.noBreach') };
}

/** The DSCR covenant: kept, or breached on its first test date that fails it; none without the covenant. */
function minTrailingDscrStatus(kpis: Kpis, t: TFunction): FigureStatus | null {
  if (kpis.dscrCovenantBreachDate !== null)
    return { tone: 'warning', text: t('cashflowResults.figures.minTrailingDscr.breach', { date: formatDate(kpis.dscrCovenantBreachDate) }) };
  return kpis.minTrailingDscr === null ? null : { tone: 'good', text: t('cashflowResults.figures.minTrailingDscr.noBreach') };
}

/** The cash account: never below zero, or short from a date. */
function minLiquidityStatus(kpis: Kpis, t: TFunction): FigureStatus {
  if (kpis.minLiquidity >= 0) return { tone: 'good', text: t('cashflowResults.figures.minLiquidity.noShortfall') };
  return {
    tone: 'warning',
    text:
      kpis.liquidityShortfallDate === null
        ? t('cashflowResults.figures.minLiquidity.shortfall')
        : t('cashflowResults.figures.minLiquidity.shortfallFrom', { date: formatDate(kpis.liquidityShortfallDate) }),
  };
}

/** A figure's judgement, the same on its card and where it is pinned; null for a figure that has none. */
export function figureStatus(name: ScreenKeyFigure, kpis: Kpis, currency: string | null | undefined, t: TFunction): FigureStatus | null {
  switch (name) {
    case 'dcfValue':
      return dcfStatus(kpis, currency, t);
    case 'projectNpv':
    case 'equityNpv':
      return signStatus(kpis[name], t);
    case 'projectIrr':
      return irrRootsStatus(kpis.projectIrrRoots, t);
    case 'equityIrr':
      return irrRootsStatus(kpis.equityIrrRoots, t);
    case 'minDscr':
      return minDscrStatus(kpis, t);
    case 'minSecurityCover':
      return minSecurityCoverStatus(kpis, t);
    case 'minTrailingDscr':
      return minTrailingDscrStatus(kpis, t);
    case 'minLiquidity':
      return minLiquidityStatus(kpis, t);
    default:
      return null;
  }
}

/** Whether the DCF value and the IRR are at ρ, the central rate given, or at the WACC (docs/spec/calculation.md section 3). */
export function discountedAtCentralRate(derived: Pick<Derived, 'discountRate' | 'wacc'>): boolean {
  // A central rate equal to the WACC discounts the same either way.
  return derived.discountRate !== derived.wacc;
}
