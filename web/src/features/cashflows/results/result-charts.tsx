import '@mantine/charts/styles.css';
import type { CovenantLevels, ScenarioResult } from '@keelson/core';
import { SimpleGrid } from '@mantine/core';
import { DebtValueChart } from './debt-value-chart';
import { DiscountedCashflowChart } from './discounted-cashflow-chart';
import { DscrChart } from './dscr-chart';
import { LiquidityChart } from './liquidity-chart';
import { LtvChart } from './ltv-chart';
import { RevenueChart } from './revenue-chart';

type ResultChartsProps = {
  result: ScenarioResult;
  currency: string | null | undefined;
  /** The covenant levels as core tests them (covenant-levels.ts), for the LTV, DSCR and liquidity charts' lines. */
  levels: CovenantLevels;
  /** The largest loan at drawdown as a share of the price, for the LTV chart's drawdown check. */
  leverage: number;
};

/** The six charts, two side by side on wide screens: the cash flows, then the debt and the covenants it is tested on. */
export function ResultCharts({ result, currency, levels, leverage }: ResultChartsProps) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <RevenueChart result={result} currency={currency} />
      <DiscountedCashflowChart result={result} currency={currency} />
      <DebtValueChart result={result} currency={currency} />
      <LtvChart result={result} levels={levels} leverage={leverage} />
      <DscrChart result={result} levels={levels} />
      <LiquidityChart result={result} currency={currency} covenant={levels.minimumLiquidityCovenantCurr} />
    </SimpleGrid>
  );
}
