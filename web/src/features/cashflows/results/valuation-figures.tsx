import type { ScenarioResult } from '@keelson/core';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dcfValueAtRate, financingIndependentRate, type CentralRateCashflow } from './central-rate';
import { FigureGrid, type FigureAction } from './figure-card';
import { discountedAtCentralRate } from './figure-statuses';
import { formatMoney, formatPercent } from '../../../lib/format';

/** The cashflow behind the results, for the DCF value at a central rate; `onApply` sets its discount rate (none when read-only). */
export type CentralRateOffer = { cashflow: CentralRateCashflow; onApply?: (rate: number) => void };

type ValuationFiguresProps = { result: ScenarioResult; currency: string | null | undefined; centralRate?: CentralRateOffer | undefined };

/**
 * The DCF value of the shown scenario at the financing-independent rate, when its value is discounted at the WACC. It
 * follows the keystroke a moment later (a deferred value): the second calculation stays out of the keystroke's frame.
 */
function useValueAtCentralRate(offer: CentralRateOffer | undefined, result: ScenarioResult): { rate: number; value: number | null } | null {
  const cashflow = useDeferredValue(offer?.cashflow);
  const rate = offer === undefined ? null : financingIndependentRate(offer.cashflow, result.derived);
  const { scenario, name } = result;
  const value = useMemo(
    () => (cashflow === undefined || rate === null ? null : dcfValueAtRate(cashflow, { scenario, name }, rate)),
    [cashflow, rate, scenario, name],
  );
  return rate === null ? null : { rate, value };
}

/** The value of the ship against its price, and the returns of the project and of the equity (docs/spec/calculation.md section 8). */
export function ValuationFigures({ result, currency, centralRate: offer }: ValuationFiguresProps) {
  const { t } = useTranslation();
  const { kpis, derived } = result;
  const centralRate = discountedAtCentralRate(derived);
  const atCentralRate = useValueAtCentralRate(offer, result);
  const discountedAt = centralRate
    ? t('cashflowResults.figures.dcfValue.atCentralRate', { rate: formatPercent(derived.discountRate) })
    : t('cashflowResults.figures.dcfValue.atWacc', { rate: formatPercent(derived.wacc) });
  // Discounted at the WACC, the value moves with the debt: the card says so and offers the financing-independent rate.
  const note =
    atCentralRate === null
      ? null
      : atCentralRate.value === null
        ? t('cashflowResults.figures.dcfValue.financingDependentOnly', { rate: formatPercent(atCentralRate.rate) })
        : t('cashflowResults.figures.dcfValue.financingDependent', {
            rate: formatPercent(atCentralRate.rate),
            amount: formatMoney(atCentralRate.value, currency),
          });
  const onApply = offer?.onApply;
  const action: FigureAction | undefined =
    atCentralRate === null || onApply === undefined
      ? undefined
      : {
          label: t('cashflowResults.figures.dcfValue.useCentralRate', { rate: formatPercent(atCentralRate.rate) }),
          onClick: () => onApply(atCentralRate.rate),
        };
  const price = t('cashflowResults.figures.dcfValue.price', { amount: formatMoney(derived.totalAcquisitionCost, currency) });
  return (
    <FigureGrid
      title={t('cashflowResults.figures.valuationTitle')}
      kpis={kpis}
      currency={currency}
      figures={[
        { name: 'dcfValue', details: note === null ? [discountedAt, price] : [discountedAt, price, note], action },
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
