import type { Kpis, ScenarioResult } from '@keelson/core';
import type { TFunction } from 'i18next';
import { formatCompactMoney, formatMoney, formatNumber, formatPercent, formatRatePerDay, formatRatio } from '../../../lib/format';
import type { FigureStatus } from './figure-card';
import { changeUnitOf, figureChange, type FigureChange, type PinnedFigure } from './figure-change';
import { dcfStatus, irrRootsStatus, maxLtvStatus, minDscrStatus, minLiquidityStatus } from './figure-statuses';

type Currency = string | null | undefined;

/** A key figure as the workbench pins it: its value in full and in short, its judgement, and its change by the last edit. */
export type PinnedFigureRow = {
  name: PinnedFigure;
  label: string;
  /** The value as the figure's card shows it; null when core leaves the figure undefined. */
  value: string | null;
  /** The value in a few characters, for the narrow screen's bar ("$17.7m"). */
  shortValue: string | null;
  /** Why the value is null, when "not defined" says too little. */
  nullReason?: string;
  status: FigureStatus | null;
  /** The change by the last edit; null before any edit or when either side leaves the figure undefined. */
  change: FigureChange | null;
  /** The change in words and numbers ("+$120,345", "−0.25 pp"), and in short for the bar ("+$120.3k"). */
  changeText: string | null;
  shortChangeText: string | null;
};

/** A signed amount: "+" before a rise, the minus sign before a fall, nothing before a change too small to show. */
function signed(amount: number, text: string, tone: FigureChange['tone']): string {
  if (tone === 'unchanged') return text;
  return `${amount > 0 ? '+' : '\u2212'}${text}`;
}

/** A change in the figure's own terms: money, money a day, percentage points or a ratio; `short` for the bar. */
function changeText(figure: PinnedFigure, change: FigureChange, currency: Currency, t: TFunction, short: boolean): string {
  const size = Math.abs(change.amount);
  switch (changeUnitOf(figure)) {
    case 'money':
      return signed(change.amount, short ? formatCompactMoney(size, currency) : formatMoney(size, currency), change.tone);
    case 'moneyPerDay':
      return signed(change.amount, formatRatePerDay(size, currency), change.tone);
    case 'percentagePoints':
      return t('workbench.keyFigures.percentagePoints', {
        value: signed(change.amount, formatNumber(size * 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), change.tone),
      });
    case 'ratio':
      return signed(change.amount, formatRatio(size), change.tone);
  }
}

function valueOf(figure: PinnedFigure, kpis: Kpis, currency: Currency, short: boolean): string | null {
  switch (figure) {
    case 'dcfValue':
    case 'minLiquidity':
      return short ? formatCompactMoney(kpis[figure], currency) : formatMoney(kpis[figure], currency);
    case 'projectIrr':
    case 'equityIrr':
    case 'maxLtv': {
      const rate = kpis[figure];
      return rate === null ? null : formatPercent(rate);
    }
    case 'minDscr':
      return kpis.minDscr === null ? null : formatRatio(kpis.minDscr);
    case 'breakevenCharterRate':
      return kpis.breakevenCharterRate === null ? null : formatRatePerDay(kpis.breakevenCharterRate, currency);
  }
}

function statusOf(figure: PinnedFigure, kpis: Kpis, currency: Currency, t: TFunction): FigureStatus | null {
  switch (figure) {
    case 'dcfValue':
      return dcfStatus(kpis, currency, t);
    case 'projectIrr':
      return irrRootsStatus(kpis.projectIrrRoots, t);
    case 'equityIrr':
      return irrRootsStatus(kpis.equityIrrRoots, t);
    case 'minDscr':
      return minDscrStatus(kpis, t);
    case 'maxLtv':
      return maxLtvStatus(kpis, t);
    case 'minLiquidity':
      return minLiquidityStatus(kpis, t);
    case 'breakevenCharterRate':
      return null;
  }
}

const nullReasonKeys: Partial<Record<PinnedFigure, 'cashflowResults.figures.noDebtService' | 'cashflowResults.figures.noOnHireDays'>> = {
  minDscr: 'cashflowResults.figures.noDebtService',
  breakevenCharterRate: 'cashflowResults.figures.noOnHireDays',
};

/**
 * The pinned key figures of a result, in the order given, each with its change since `before` (the result before the
 * last edit, model/last-edit.ts). The judgements are the figure cards' own (results/figure-statuses.ts).
 */
export function pinnedFigureRows(
  figures: readonly PinnedFigure[],
  now: ScenarioResult,
  before: ScenarioResult | null,
  currency: Currency,
  t: TFunction,
): PinnedFigureRow[] {
  return figures.map((name) => {
    const change = before === null ? null : figureChange(name, before.kpis, now.kpis);
    const reasonKey = nullReasonKeys[name];
    return {
      name,
      label: t(`cashflowResults.figures.${name}.label`),
      value: valueOf(name, now.kpis, currency, false),
      shortValue: valueOf(name, now.kpis, currency, true),
      ...(reasonKey === undefined ? {} : { nullReason: t(reasonKey) }),
      status: statusOf(name, now.kpis, currency, t),
      change,
      changeText: change === null ? null : changeText(name, change, currency, t, false),
      shortChangeText: change === null ? null : changeText(name, change, currency, t, true),
    };
  });
}
