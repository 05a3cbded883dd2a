import type { ScenarioResult } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { FigureGrid } from './figure-card';
import { dcfStatus, discountedAtCentralRate, irrRootsStatus, signStatus } from './figure-statuses';
import { formatMoney, formatPercent } from '../../../lib/format';

type ValuationFiguresProps = { result: ScenarioResult; currency: string | null | undefined };

/** The value of the ship against its price, and the returns of the project and of the equity (docs/spec/calculation.md section 8). */
export function ValuationFigures({ result, currency }: ValuationFiguresProps) {
  const { t } = useTranslation();
  const { kpis, derived } = result;
  const money = (value: number) => formatMoney(value, currency);
  const percent = (value: number | null) => (value === null ? null : formatPercent(value));
  const centralRate = discountedAtCentralRate(derived);
  const discountedAt = centralRate
    ? t('cashflowResults.figures.dcfValue.atCentralRate', { rate: formatPercent(derived.discountRate) })
    : t('cashflowResults.figures.dcfValue.atWacc', { rate: formatPercent(derived.wacc) });
  return (
    <FigureGrid
      title={t('cashflowResults.figures.valuationTitle')}
      figures={[
        {
          name: 'dcfValue',
          value: money(kpis.dcfValue),
          status: dcfStatus(kpis, currency, t),
          details: [discountedAt, t('cashflowResults.figures.dcfValue.price', { amount: money(derived.totalAcquisitionCost) })],
        },
        {
          name: 'projectIrr',
          value: percent(kpis.projectIrr),
          status: irrRootsStatus(kpis.projectIrrRoots, t),
          details: [
            centralRate
              ? t('cashflowResults.figures.projectIrr.centralRate', { rate: formatPercent(derived.discountRate) })
              : t('cashflowResults.figures.projectIrr.wacc', { rate: formatPercent(derived.wacc) }),
          ],
        },
        { name: 'projectNpv', value: money(kpis.projectNpv), status: signStatus(kpis.projectNpv, t) },
        { name: 'equityIrr', value: percent(kpis.equityIrr), status: irrRootsStatus(kpis.equityIrrRoots, t) },
        { name: 'equityNpv', value: money(kpis.equityNpv), status: signStatus(kpis.equityNpv, t) },
      ]}
    />
  );
}
