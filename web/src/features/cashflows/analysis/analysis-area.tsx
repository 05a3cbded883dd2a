import type { ScenarioResult } from '@keelson/core';
import { Paper, Tabs, Title } from '@mantine/core';
import { useId, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../../../lib/cashflow-draft';
import { MonteCarloPanel } from './monte-carlo-panel';
import { SensitivityPanel } from './sensitivity-panel';

export type AnalysisAreaProps = {
  /** The cashflow being edited, as the form holds it. */
  draft: Draft;
  /** core's results of the draft, one per scenario (docs/spec/calculation.md section 9). */
  results: readonly ScenarioResult[];
  /** The cashflow's currency; it picks the symbol (docs/spec/product-spec.md section 3). */
  currency: string | null | undefined;
  /** A read-only view: the analyses are shown, nothing is stored. */
  readOnly?: boolean;
};

type AnalysisTab = 'sensitivity' | 'monteCarlo';

/**
 * The analyst's workbench below the results (issue 13): the sensitivity of the key figures to one input at a time
 * (a tornado chart and a two-way table) and a Monte Carlo simulation of the charter market. Both are computed by core
 * in web workers, so that typing in the form never waits for them.
 */
export function AnalysisArea({ draft, results, currency }: AnalysisAreaProps): JSX.Element {
  const { t } = useTranslation();
  const headingId = useId();
  const [tab, setTab] = useState<AnalysisTab>('sensitivity');
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="md">
        {t('analysis.title')}
      </Title>
      <Tabs value={tab} onChange={(next) => setTab(next === 'monteCarlo' ? 'monteCarlo' : 'sensitivity')} keepMounted={false}>
        <Tabs.List aria-label={t('analysis.tabsLabel')}>
          <Tabs.Tab value="sensitivity">{t('analysis.tabs.sensitivity')}</Tabs.Tab>
          <Tabs.Tab value="monteCarlo">{t('analysis.tabs.monteCarlo')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sensitivity" pt="md">
          <SensitivityPanel draft={draft} results={results} currency={currency} />
        </Tabs.Panel>
        <Tabs.Panel value="monteCarlo" pt="md">
          <MonteCarloPanel draft={draft} results={results} currency={currency} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
