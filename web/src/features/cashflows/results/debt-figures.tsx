import type { Kpis } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { FigureGrid, type FigureStatus } from './figure-card';
import { formatDate, formatMoney, formatPercent, formatRatio } from '../../../lib/format';

type DebtFiguresProps = { kpis: Kpis; currency: string | null | undefined };

/** Debt cover, loan to value and the cash account (docs/spec/calculation.md sections 7 and 8). */
export function DebtFigures({ kpis, currency }: DebtFiguresProps) {
  const { t } = useTranslation();
  const ratio = (value: number | null) => (value === null ? null : formatRatio(value));
  // A DSCR below 1 means that year's CFADS does not cover its debt service.
  const dscrStatus: FigureStatus | null =
    kpis.minDscr !== null && kpis.minDscr < 1 ? { tone: 'warning', text: t('cashflowResults.figures.minDscr.belowOne') } : null;
  const ltvStatus: FigureStatus | null =
    kpis.covenantBreachDate === null
      ? kpis.maxLtv === null
        ? null
        : { tone: 'good', text: t('cashflowResults.figures.maxLtv.noBreach') }
      : { tone: 'warning', text: t('cashflowResults.figures.maxLtv.breach', { date: formatDate(kpis.covenantBreachDate) }) };
  const liquidityStatus: FigureStatus =
    kpis.minLiquidity < 0
      ? {
          tone: 'warning',
          text:
            kpis.liquidityShortfallDate === null
              ? t('cashflowResults.figures.minLiquidity.shortfall')
              : t('cashflowResults.figures.minLiquidity.shortfallFrom', { date: formatDate(kpis.liquidityShortfallDate) }),
        }
      : { tone: 'good', text: t('cashflowResults.figures.minLiquidity.noShortfall') };
  return (
    <FigureGrid
      title={t('cashflowResults.figures.debtTitle')}
      figures={[
        { name: 'minDscr', value: ratio(kpis.minDscr), nullReason: t('cashflowResults.figures.noDebtService'), status: dscrStatus },
        { name: 'avgDscr', value: ratio(kpis.avgDscr), nullReason: t('cashflowResults.figures.noDebtService') },
        { name: 'maxLtv', value: kpis.maxLtv === null ? null : formatPercent(kpis.maxLtv), status: ltvStatus },
        {
          name: 'maxBalloonLtv',
          value: kpis.maxBalloonLtv === null ? null : formatPercent(kpis.maxBalloonLtv),
          nullReason: t('cashflowResults.figures.maxBalloonLtv.none'),
        },
        { name: 'minLiquidity', value: formatMoney(kpis.minLiquidity, currency), status: liquidityStatus },
      ]}
    />
  );
}
