import type { ScenarioResult } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { maxCashBreakevenYear } from './binding-year';
import { FigureGrid } from './figure-card';
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
    <FigureGrid
      title={t('cashflowResults.figures.breakevenTitle')}
      figures={[
        { name: 'breakevenCharterRate', value: rate(kpis.breakevenCharterRate), nullReason: t('cashflowResults.figures.noOnHireDays'), details: comparison },
        { name: 'avgCashBreakevenRate', value: rate(kpis.avgCashBreakevenRate), nullReason: t('cashflowResults.figures.noOnHireDays'), details: comparison },
        {
          name: 'maxCashBreakevenRate',
          value: rate(kpis.maxCashBreakevenRate),
          nullReason: t('cashflowResults.figures.noOnHireDays'),
          details: bindingYear === null ? [] : [t('cashflowResults.figures.maxCashBreakevenRate.year', { year: bindingYear })],
        },
        { name: 'paybackDate', value: date(kpis.paybackDate), nullReason: t('cashflowResults.figures.notReached') },
        { name: 'discountedPaybackDate', value: date(kpis.discountedPaybackDate), nullReason: t('cashflowResults.figures.notReached') },
      ]}
    />
  );
}
