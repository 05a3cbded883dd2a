import type { ScenarioResult } from '@keelson/core';
import type { TFunction } from 'i18next';
import { figureChange, type FigureChange, type PinnedFigure } from './figure-change';
import { figureStatus, type FigureStatus } from './figure-statuses';
import { formatKeyFigure, formatKeyFigureChange, keyFigureLabel, keyFigureNullReason } from './key-figure-text';

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

/**
 * The pinned key figures of a result, in the order given, each with its change since `before` (the result before the
 * last edit, model/last-edit.ts). Values, changes and null reasons are written as core's key-figure catalogue says;
 * the judgements are the figure cards' own (results/figure-statuses.ts).
 */
export function pinnedFigureRows(
  figures: readonly PinnedFigure[],
  now: ScenarioResult,
  before: ScenarioResult | null,
  currency: string | null | undefined,
  t: TFunction,
): PinnedFigureRow[] {
  return figures.map((name) => {
    const change = before === null ? null : figureChange(name, before.kpis, now.kpis);
    const nullReason = keyFigureNullReason(name, t);
    return {
      name,
      label: keyFigureLabel(name, t),
      value: formatKeyFigure(name, now.kpis, currency),
      shortValue: formatKeyFigure(name, now.kpis, currency, true),
      ...(nullReason === undefined ? {} : { nullReason }),
      status: figureStatus(name, now.kpis, currency, t),
      change,
      changeText: change === null ? null : formatKeyFigureChange(name, change, currency, t),
      shortChangeText: change === null ? null : formatKeyFigureChange(name, change, currency, t, true),
    };
  });
}
