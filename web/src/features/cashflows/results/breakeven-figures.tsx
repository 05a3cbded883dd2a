import type { ScenarioResult } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { maxCashBreakevenYear } from './binding-year';
import { FigureCard, FigureGroup } from './figure-card';
import { formatDate, formatRatePerDay } from '../../../lib/format';

type BreakevenFiguresProps = { result: Pick<ScenarioResult, 'kpis' | 'years'>; currency: string | null | undefined; averageCharterRate?: number | null };

/** The charter rates the ship needs and when the purchase pays back (docs/spec/calculation.md section 8). */
export function BreakevenFigures({ result, currency, averageCharterRate }: BreakevenFiguresProps) {
  const { t } = useTranslation();
  const { kpis } = result;
  const bindingYear = maxCashBreakevenYear(result);
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
        label={t('cashflowResults.figures.maxCashBreakevenRate.label')}
        value={rate(kpis.maxCashBreakevenRate)}
        nullReason={t('cashflowResults.figures.noOnHireDays')}
        details={bindingYear === null ? [] : [t('cashflowResults.figures.maxCashBreakevenRate.year', { year: bindingYear })]}
        explanation={t('cashflowResults.figures.maxCashBreakevenRate.explanation')}
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
