import type { ReadonlyCashflow, ScenarioResult } from '@keelson/core';
import { Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { comparisonFigures, isWarning } from '../analysis/scenario-comparison';
import { ScenarioPanel } from '../analysis/scenario-panel';
import { MemoAssumptions } from '../memo/memo-assumptions';
import { MemoCashflowChart, MemoDebtChart } from '../memo/memo-charts';
import { formatKeyFigure, keyFigureLabel, keyFigureNullReason } from '../results/key-figure-text';
import { NotDefined } from '../results/not-defined';
import { SourcesAndUsesBlock } from './sources-and-uses-block';

type ReadonlySummaryProps = { cashflow: ReadonlyCashflow; results: readonly ScenarioResult[] };

/** The base case's key figures as cards: name, value, and a warning sign in words and an icon as well as in colour. */
function SummaryFigures({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {comparisonFigures.map((figure) => {
        const warning = isWarning(figure, result.kpis);
        return (
          <Paper
            key={figure}
            component="dl"
            withBorder
            p="sm"
            m={0}
            style={warning ? { borderColor: 'var(--mantine-color-red-9)', borderWidth: 2 } : undefined}
          >
            <Text component="dt" size="sm" fw={600} c="gray.7">
              {keyFigureLabel(figure, t)}
            </Text>
            <Text component="dd" ms={0} size="lg" fw={700} c={warning ? 'red.9' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {warning ? <span aria-hidden="true">⚠ </span> : null}
              {formatKeyFigure(figure, result.kpis, currency) ?? <NotDefined reason={keyFigureNullReason(figure, t)} />}
              {warning ? <VisuallyHidden>{` (${t('scenarios.comparison.warning')})`}</VisuallyHidden> : null}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * What a shared cashflow opens with: the credit memo's summary — the base case's key figures, the sources and uses of
 * the purchase (read-only: the shortfall stated, no action), the debt and cash-flow charts, the main assumptions — and
 * every scenario side by side. The details follow below it on the page.
 */
export function ReadonlySummary({ cashflow, results }: ReadonlySummaryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const base = results.find((result) => result.scenario === 'base');
  if (base === undefined) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="lg" radius="md" className="keelson-readonly-summary">
      <Title order={2} id={headingId}>
        {t('memo.readonly.summary')}
      </Title>
      <Text size="sm" c="gray.7" mb="lg">
        {t('memo.readonly.summaryLead')}
      </Text>
      <Stack gap="xl">
        <section aria-label={t('memo.sheet.keyFigures')}>
          <Title order={3} size="h4" mb="sm">
            {t('memo.sheet.keyFigures')}
          </Title>
          <SummaryFigures result={base} currency={cashflow.currency} />
        </section>
        <section aria-label={t('memo.readonly.sourcesAndUses')}>
          <SourcesAndUsesBlock derived={base.derived} currency={cashflow.currency} headingId={`${headingId}-sources-and-uses`} readOnly />
        </section>
        <section aria-label={t('memo.sheet.charts')}>
          <Title order={3} size="h4" mb="sm">
            {t('memo.sheet.charts')}
          </Title>
          <div className="keelson-readonly-charts">
            <MemoDebtChart result={base} currency={cashflow.currency} fill />
            <MemoCashflowChart result={base} currency={cashflow.currency} fill />
          </div>
        </section>
        <section aria-label={t('memo.sheet.assumptions')}>
          <Title order={3} size="h4" mb="sm">
            {t('memo.sheet.assumptions')}
          </Title>
          <MemoAssumptions cashflow={cashflow} result={base} level={4} />
        </section>
        <ScenarioPanel draft={cashflow} results={results} currency={cashflow.currency} readOnly />
      </Stack>
    </Paper>
  );
}
