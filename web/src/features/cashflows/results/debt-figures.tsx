import type { Kpis } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { FigureGrid } from './figure-card';

type DebtFiguresProps = { kpis: Kpis; currency: string | null | undefined };

/** Debt cover, loan to value and the cash account (docs/spec/calculation.md sections 7 and 8). */
export function DebtFigures({ kpis, currency }: DebtFiguresProps) {
  const { t } = useTranslation();
  return (
    <FigureGrid
      title={t('cashflowResults.figures.debtTitle')}
      kpis={kpis}
      currency={currency}
      figures={[{ name: 'minDscr' }, { name: 'avgDscr' }, { name: 'maxLtv' }, { name: 'maxBalloonLtv' }, { name: 'minLiquidity' }]}
    />
  );
}
