import type { CovenantLevels, ScenarioResult } from '@keelson/core';
import { Stack, Text, Title } from '@mantine/core';
import { lazy, memo, Suspense, useDeferredValue, useId, useMemo, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingPlaceholder } from '../components/loading-placeholder';
import { resultPartProps } from '../model/result-navigation';
import { useSettledValue } from '../hooks/use-settled-value';
import { useStableValue } from '../hooks/use-stable-value';
import { BreakevenFigures } from './breakeven-figures';
import { covenantLevels, drawdownLeverage, sameCovenantInputs, type CovenantInputs } from './covenant-levels';
import { CovenantFigures, CovenantTables } from './covenant-panel';
import { DebtFigures } from './debt-figures';
import { resultOfChoice, type ScenarioChoice } from './scenario-choice';
import { ScenarioSwitch } from './scenario-switch';
import { ValuationFigures, type CentralRateOffer } from './valuation-figures';
import { YearTable } from './year-table';

type CashflowResultsProps = {
  /** core's results, one per scenario (docs/spec/calculation.md section 9). */
  results: readonly ScenarioResult[];
  /** The cashflow's currency; it picks the symbol (docs/spec/product-spec.md section 3). */
  currency: string | null | undefined;
  /** The cashflow's averageTimeCharterCurr, to compare the break-even rates with; optional. */
  averageCharterRate?: number | null;
  /** The cashflow's covenant levels and leverage, to measure the covenant tests against (calculation.md section 8a). */
  covenants: CovenantInputs;
  /** The cashflow, for the DCF value at a financing-independent rate, and how to apply that rate (not when read-only). */
  centralRate?: CentralRateOffer;
};

// The charts (and recharts with them) load when there are results to draw.
const ResultCharts = lazy(async () => ({ default: (await import('./result-charts')).ResultCharts }));

// The charts and the year table are the slow part of a render; they follow the key figures when the typing pauses
// (hooks/use-settled-value.ts), so that a keystroke shows its new figures within a frame.
type DeferredChartsProps = { result: ScenarioResult; currency: string | null | undefined; levels: CovenantLevels; leverage: number };
const DeferredCharts = memo(function DeferredCharts({ result, currency, levels, leverage }: DeferredChartsProps) {
  return (
    // data-part: e2e/specs/first-load.spec.ts measures the placeholder and the charts in this one frame.
    <div data-part="charts">
      <Suspense fallback={<LoadingPlaceholder part="charts" />}>
        <ResultCharts result={result} currency={currency} levels={levels} leverage={leverage} />
      </Suspense>
    </div>
  );
});
const DeferredYearTable = memo(YearTable);
const DeferredCovenantTables = memo(CovenantTables);

/**
 * The results of a calculated cashflow: a scenario switch, key figures, charts and the year table. The key figures
 * follow every calculation at once; the charts and the year table when the typing pauses.
 */
export const CashflowResults = memo(function CashflowResults({
  results,
  currency,
  averageCharterRate,
  covenants,
  centralRate,
}: CashflowResultsProps): JSX.Element {
  const { t } = useTranslation();
  const headingId = useId();
  const [scenario, setScenario] = useState<ScenarioChoice>('base');
  const result = resultOfChoice(results, scenario);
  // The charts and the year table draw the results once the typing pauses, and another scenario at once (deferred).
  const laterResult = useDeferredValue(resultOfChoice(useSettledValue(results), scenario));
  // The inputs are a new object at every keystroke; the covenant tables take the same one while the levels stay.
  const levels = useStableValue(covenants, sameCovenantInputs);
  // The charts draw again only when the levels change, not at every keystroke: one object per kept set of inputs.
  const chartLevels = useMemo(() => covenantLevels(levels), [levels]);
  return (
    // The parts are the results navigation's targets (components/results-navigation.tsx); their headings take the keyboard.
    <section aria-labelledby={headingId} {...resultPartProps('keyFigures')}>
      <Stack gap="xl">
        <Title order={2} id={headingId} tabIndex={-1}>
          {t('cashflowResults.title')}
        </Title>
        {result === undefined ? (
          <Text>{t('cashflowResults.empty')}</Text>
        ) : (
          <>
            <ScenarioSwitch results={results} value={scenario} onChange={setScenario} />
            <ValuationFigures result={result} currency={currency} centralRate={centralRate} />
            <DebtFigures kpis={result.kpis} currency={currency} />
            <CovenantFigures kpis={result.kpis} currency={currency} />
            {laterResult === undefined ? null : <DeferredCovenantTables result={laterResult} inputs={levels} currency={currency} />}
            <BreakevenFigures result={result} currency={currency} averageCharterRate={averageCharterRate} />
            <section aria-labelledby={`${headingId}-charts`} {...resultPartProps('charts')}>
              <Title order={3} size="h4" id={`${headingId}-charts`} tabIndex={-1} mb="sm">
                {t('cashflowResults.charts.title')}
              </Title>
              {laterResult === undefined ? null : (
                <DeferredCharts result={laterResult} currency={currency} levels={chartLevels} leverage={drawdownLeverage(levels)} />
              )}
            </section>
            <section aria-labelledby={`${headingId}-years`} {...resultPartProps('yearTable')}>
              <Title order={3} size="h4" id={`${headingId}-years`} tabIndex={-1} mb="sm">
                {t('cashflowResults.table.title')}
              </Title>
              {laterResult === undefined ? null : <DeferredYearTable result={laterResult} currency={currency} />}
            </section>
          </>
        )}
      </Stack>
    </section>
  );
});
