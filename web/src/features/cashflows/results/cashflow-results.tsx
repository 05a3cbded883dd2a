import '@mantine/charts/styles.css';
import type { ScenarioResult } from '@keelson/core';
import { Stack, Text, Title } from '@mantine/core';
import { memo, useDeferredValue, useId, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { BreakevenFigures } from './breakeven-figures';
import { DebtFigures } from './debt-figures';
import { ResultCharts } from './result-charts';
import { resultOfChoice, type ScenarioChoice } from './scenario-choice';
import { ScenarioSwitch } from './scenario-switch';
import { ValuationFigures } from './valuation-figures';
import { YearTable } from './year-table';

type CashflowResultsProps = {
  /** core's results, one per scenario (docs/spec/calculation.md section 9). */
  results: readonly ScenarioResult[];
  /** The cashflow's currency; it picks the symbol (docs/spec/product-spec.md section 3). */
  currency: string | null | undefined;
  /** The cashflow's averageTimeCharterCurr, to compare the break-even rates with; optional. */
  averageCharterRate?: number | null;
};

// The charts and the year table are the slow part of a render; they follow the key figures a moment later
// (a deferred value), so that a keystroke shows its new figures within a frame.
const DeferredCharts = memo(ResultCharts);
const DeferredYearTable = memo(YearTable);

/**
 * The results of a calculated cashflow: a scenario switch, key figures, charts and the year table. Drawn again only
 * when the results change, not at every keystroke that has not been calculated yet.
 */
export const CashflowResults = memo(function CashflowResults({ results, currency, averageCharterRate }: CashflowResultsProps): JSX.Element {
  const { t } = useTranslation();
  const headingId = useId();
  const [scenario, setScenario] = useState<ScenarioChoice>('base');
  const result = resultOfChoice(results, scenario);
  const laterResult = useDeferredValue(result);
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="xl">
        <Title order={2} id={headingId}>
          {t('cashflowResults.title')}
        </Title>
        {result === undefined ? (
          <Text>{t('cashflowResults.empty')}</Text>
        ) : (
          <>
            <ScenarioSwitch results={results} value={scenario} onChange={setScenario} />
            <ValuationFigures result={result} currency={currency} />
            <DebtFigures kpis={result.kpis} currency={currency} />
            <BreakevenFigures result={result} currency={currency} averageCharterRate={averageCharterRate} />
            {laterResult === undefined ? null : <DeferredCharts result={laterResult} currency={currency} />}
            <section aria-labelledby={`${headingId}-years`}>
              <Title order={3} size="h4" id={`${headingId}-years`} mb="sm">
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
