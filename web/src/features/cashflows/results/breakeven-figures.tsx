import type { Kpis } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { FigureCard, FigureGroup } from './figure-card';
import { formatDate, formatRatePerDay } from '../../../lib/format';

type BreakevenFiguresProps = { kpis: Kpis; currency: string | null | undefined; averageCharterRate?: number | null };

/** The charter rates the ship needs and when the purchase pays back (docs/spec/calculation.md section 8). */
export function BreakevenFigures({ kpis, currency, averageCharterRate }: BreakevenFiguresProps) {
  const { t } = useTranslation();
  const rate = (value: number | null) => (value === null ? null : formatRatePerDay(value, currency));
  const date = (value: string | null) => (value === null ? null : formatDate(value));
  // The average charter rate is an input, not a result: shown for comparison only when the page has it.
  const comparison =
    averageCharterRate === null || averageCharterRate === undefined
      ? []
      : [t('cashflowResults.figures.averageCharterRate', { rate: formatRatePerDay(averageCharterRate, currency) })];
  return (
    <FigureGroup title={t('cashflowResults.figures.breakevenTitle')}>
      <FigureCard
        label={t('cashflowResults.figures.breakevenCharterRate.label')}
        value={rate(kpis.breakevenCharterRate)}
        nullReason={t('cashflowResults.figures.noOnHireDays')}
        details={comparison}
        explanation={t('cashflowResults.figures.breakevenCharterRate.explanation')}
      />
      <FigureCard
        label={t('cashflowResults.figures.avgCashBreakevenRate.label')}
        value={rate(kpis.avgCashBreakevenRate)}
        nullReason={t('cashflowResults.figures.noOnHireDays')}
        details={comparison}
        explanation={t('cashflowResults.figures.avgCashBreakevenRate.explanation')}
      />
      <FigureCard
        label={t('cashflowResults.figures.paybackDate.label')}
        value={date(kpis.paybackDate)}
        nullReason={t('cashflowResults.figures.notReached')}
        explanation={t('cashflowResults.figures.paybackDate.explanation')}
      />
      <FigureCard
        label={t('cashflowResults.figures.discountedPaybackDate.label')}
        value={date(kpis.discountedPaybackDate)}
        nullReason={t('cashflowResults.figures.notReached')}
        explanation={t('cashflowResults.figures.discountedPaybackDate.explanation')}
      />
    </FigureGroup>
  );
}
