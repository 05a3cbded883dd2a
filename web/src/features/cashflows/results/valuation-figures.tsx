import type { ScenarioResult } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { FigureGrid, type FigureStatus } from './figure-card';
import { formatMoney, formatPercent } from '../../../lib/format';

type ValuationFiguresProps = { result: ScenarioResult; currency: string | null | undefined };

/** The value of the ship against its price, and the returns of the project and of the equity (docs/spec/calculation.md section 8). */
export function ValuationFigures({ result, currency }: ValuationFiguresProps) {
  const { t } = useTranslation();
  const { kpis, derived } = result;
  const money = (value: number) => formatMoney(value, currency);
  const percent = (value: number | null) => (value === null ? null : formatPercent(value));
  const sign = (value: number): FigureStatus =>
    value >= 0 ? { tone: 'good', text: t('cashflowResults.figures.positive') } : { tone: 'warning', text: t('cashflowResults.figures.negative') };
  const difference = Math.abs(kpis.projectNpv);
  // ρ is the cashflow's central rate when one is given, else the WACC (docs/spec/calculation.md section 3); a central
  // rate equal to the WACC discounts the same either way.
  const centralRate = derived.discountRate !== derived.wacc;
  const discountedAt = centralRate
    ? t('cashflowResults.figures.dcfValue.atCentralRate', { rate: formatPercent(derived.discountRate) })
    : t('cashflowResults.figures.dcfValue.atWacc', { rate: formatPercent(derived.wacc) });
  // More than one root: another rate also gives an NPV of zero, so the IRR alone can mislead (section 8).
  const rootsStatus = (roots: number): FigureStatus | null =>
    roots > 1 ? { tone: 'warning', text: t('cashflowResults.figures.irrRoots', { count: roots }) } : null;
  const dcfStatus: FigureStatus =
    kpis.projectNpv >= 0
      ? { tone: 'good', text: t('cashflowResults.figures.dcfValue.abovePrice', { amount: money(difference) }) }
      : { tone: 'warning', text: t('cashflowResults.figures.dcfValue.belowPrice', { amount: money(difference) }) };
  return (
    <FigureGrid
      title={t('cashflowResults.figures.valuationTitle')}
      figures={[
        {
          name: 'dcfValue',
          value: money(kpis.dcfValue),
          status: dcfStatus,
          details: [discountedAt, t('cashflowResults.figures.dcfValue.price', { amount: money(derived.totalAcquisitionCost) })],
        },
        {
          name: 'projectIrr',
          value: percent(kpis.projectIrr),
          status: rootsStatus(kpis.projectIrrRoots),
          details: [
            centralRate
              ? t('cashflowResults.figures.projectIrr.centralRate', { rate: formatPercent(derived.discountRate) })
              : t('cashflowResults.figures.projectIrr.wacc', { rate: formatPercent(derived.wacc) }),
          ],
        },
        { name: 'projectNpv', value: money(kpis.projectNpv), status: sign(kpis.projectNpv) },
        { name: 'equityIrr', value: percent(kpis.equityIrr), status: rootsStatus(kpis.equityIrrRoots) },
        { name: 'equityNpv', value: money(kpis.equityNpv), status: sign(kpis.equityNpv) },
      ]}
    />
  );
}
