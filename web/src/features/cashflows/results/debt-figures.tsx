import type { Kpis } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { FigureGrid } from './figure-card';
import { maxLtvStatus, minDscrStatus, minLiquidityStatus } from './figure-statuses';
import { formatMoney, formatPercent, formatRatio } from '../../../lib/format';

type DebtFiguresProps = { kpis: Kpis; currency: string | null | undefined };

/** Debt cover, loan to value and the cash account (docs/spec/calculation.md sections 7 and 8). */
export function DebtFigures({ kpis, currency }: DebtFiguresProps) {
  const { t } = useTranslation();
  const ratio = (value: number | null) => (value === null ? null : formatRatio(value));
  return (
    <FigureGrid
      title={t('cashflowResults.figures.debtTitle')}
      figures={[
        { name: 'minDscr', value: ratio(kpis.minDscr), nullReason: t('cashflowResults.figures.noDebtService'), status: minDscrStatus(kpis, t) },
        { name: 'avgDscr', value: ratio(kpis.avgDscr), nullReason: t('cashflowResults.figures.noDebtService') },
        { name: 'maxLtv', value: kpis.maxLtv === null ? null : formatPercent(kpis.maxLtv), status: maxLtvStatus(kpis, t) },
        {
          name: 'maxBalloonLtv',
          value: kpis.maxBalloonLtv === null ? null : formatPercent(kpis.maxBalloonLtv),
          nullReason: t('cashflowResults.figures.maxBalloonLtv.none'),
        },
        { name: 'minLiquidity', value: formatMoney(kpis.minLiquidity, currency), status: minLiquidityStatus(kpis, t) },
      ]}
    />
  );
}
