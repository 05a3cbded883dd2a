import type { ScenarioResult } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { FigureCard, FigureGroup, type FigureStatus } from './figure-card';
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
  const dcfStatus: FigureStatus =
    kpis.projectNpv >= 0
      ? { tone: 'good', text: t('cashflowResults.figures.dcfValue.abovePrice', { amount: money(difference) }) }
      : { tone: 'warning', text: t('cashflowResults.figures.dcfValue.belowPrice', { amount: money(difference) }) };
  return (
    <FigureGroup title={t('cashflowResults.figures.valuationTitle')}>
      <FigureCard
        label={t('cashflowResults.figures.dcfValue.label')}
        value={money(kpis.dcfValue)}
        status={dcfStatus}
        details={[t('cashflowResults.figures.dcfValue.price', { amount: money(derived.totalAcquisitionCost) })]}
        explanation={t('cashflowResults.figures.dcfValue.explanation')}
      />
      <FigureCard
        label={t('cashflowResults.figures.projectIrr.label')}
        value={percent(kpis.projectIrr)}
        details={[t('cashflowResults.figures.projectIrr.wacc', { rate: formatPercent(derived.wacc) })]}
        explanation={t('cashflowResults.figures.projectIrr.explanation')}
      />
      <FigureCard
        label={t('cashflowResults.figures.projectNpv.label')}
        value={money(kpis.projectNpv)}
        status={sign(kpis.projectNpv)}
        explanation={t('cashflowResults.figures.projectNpv.explanation')}
      />
      <FigureCard
        label={t('cashflowResults.figures.equityIrr.label')}
        value={percent(kpis.equityIrr)}
        explanation={t('cashflowResults.figures.equityIrr.explanation')}
      />
      <FigureCard
        label={t('cashflowResults.figures.equityNpv.label')}
        value={money(kpis.equityNpv)}
        status={sign(kpis.equityNpv)}
        explanation={t('cashflowResults.figures.equityNpv.explanation')}
      />
    </FigureGroup>
  );
}
