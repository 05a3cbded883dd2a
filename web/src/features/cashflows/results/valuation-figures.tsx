import type { ScenarioResult } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { FigureGrid } from './figure-card';
import { discountedAtCentralRate } from './figure-statuses';
import { formatMoney, formatPercent } from '../../../lib/format';

type ValuationFiguresProps = { result: ScenarioResult; currency: string | null | undefined };

/** The value of the ship against its price, and the returns of the project and of the equity (docs/spec/calculation.md section 8). */
export function ValuationFigures({ result, currency }: ValuationFiguresProps) {
  const { t } = useTranslation();
  const { kpis, derived } = result;
  const centralRate = discountedAtCentralRate(derived);
  const discountedAt = centralRate
    ? t('cashflowResults.figures.dcfValue.atCentralRate', { rate: formatPercent(derived.discountRate) })
    : t('cashflowResults.figures.dcfValue.atWacc', { rate: formatPercent(derived.wacc) });
  return (
    <FigureGrid
      title={t('cashflowResults.figures.valuationTitle')}
      kpis={kpis}
      currency={currency}
      figures={[
        {
          name: 'dcfValue',
          details: [discountedAt, t('cashflowResults.figures.dcfValue.price', { amount: formatMoney(derived.totalAcquisitionCost, currency) })],
        },
        {
          name: 'projectIrr',
          details: [
            centralRate
              ? t('cashflowResults.figures.projectIrr.centralRate', { rate: formatPercent(derived.discountRate) })
              : t('cashflowResults.figures.projectIrr.wacc', { rate: formatPercent(derived.wacc) }),
          ],
        },
        { name: 'projectNpv' },
        { name: 'equityIrr' },
        { name: 'equityNpv' },
      ]}
    />
  );
}
