import type { ScenarioResult } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { maxCashBreakevenYear } from './binding-year';
import { FigureGrid } from './figure-card';
import { formatRatePerDay } from '../../../lib/format';

type BreakevenFiguresProps = { result: Pick<ScenarioResult, 'kpis' | 'years'>; currency: string | null | undefined; averageCharterRate?: number | null };

/** The charter rates the ship needs and when the purchase pays back (docs/spec/calculation.md section 8). */
export function BreakevenFigures({ result, currency, averageCharterRate }: BreakevenFiguresProps) {
  const { t } = useTranslation();
  const bindingYear = maxCashBreakevenYear(result);
  // The average charter rate is an input, not a result: shown for comparison only when the page has it.
  const comparison =
    averageCharterRate === null || averageCharterRate === undefined
      ? []
      : [t('cashflowResults.figures.averageCharterRate', { rate: formatRatePerDay(averageCharterRate, currency) })];
  return (
    <FigureGrid
      title={t('cashflowResults.figures.breakevenTitle')}
      kpis={result.kpis}
      currency={currency}
      figures={[
        { name: 'breakevenCharterRate', details: comparison },
        { name: 'avgCashBreakevenRate', details: comparison },
        {
          name: 'maxCashBreakevenRate',
          details: bindingYear === null ? [] : [t('cashflowResults.figures.maxCashBreakevenRate.year', { year: bindingYear })],
        },
        { name: 'paybackDate' },
        { name: 'discountedPaybackDate' },
      ]}
    />
  );
}
