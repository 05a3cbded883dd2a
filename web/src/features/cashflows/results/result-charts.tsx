import '@mantine/charts/styles.css';
import type { ScenarioResult } from '@keelson/core';
import { SimpleGrid } from '@mantine/core';
import { DebtValueChart } from './debt-value-chart';
import { DiscountedCashflowChart } from './discounted-cashflow-chart';
import { LiquidityChart } from './liquidity-chart';
import { RevenueChart } from './revenue-chart';

type ResultChartsProps = {
  result: ScenarioResult;
  currency: string | null | undefined;
  /** The minimum liquidity covenant, for the liquidity chart's line; null when none is set. */
  liquidityCovenant: number | null;
};

/** The four charts per model year, two side by side on wide screens. */
export function ResultCharts({ result, currency, liquidityCovenant }: ResultChartsProps) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <RevenueChart result={result} currency={currency} />
      <DebtValueChart result={result} currency={currency} />
      <LiquidityChart result={result} currency={currency} covenant={liquidityCovenant} />
      <DiscountedCashflowChart result={result} currency={currency} />
    </SimpleGrid>
  );
}
