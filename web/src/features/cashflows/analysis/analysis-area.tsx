import type { FieldError, ScenarioResult } from '@keelson/core';
import { Paper, Tabs, Title } from '@mantine/core';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../../../lib/cashflow-draft';
import { MonteCarloPanel } from './monte-carlo-panel';
import { ScenarioPanel } from './scenario-panel';
import { SensitivityPanel } from './sensitivity-panel';

export type AnalysisAreaProps = {
  /** The cashflow being edited, as the form holds it (what the calculation reads of it is enough). */
  draft: Draft;
  /** core's results of the draft, one per scenario (docs/spec/calculation.md section 9). */
  results: readonly ScenarioResult[];
  /** The cashflow's currency; it picks the symbol (docs/spec/product-spec.md section 3). */
  currency: string | null | undefined;
  /** A read-only view: the analyses are shown, the user scenarios cannot be changed. */
  readOnly?: boolean;
  /** core's field errors of the draft, if any, for the scenario editor (scenario-panel.tsx). */
  errors?: readonly FieldError[];
};

const tabs = ['scenarios', 'sensitivity', 'monteCarlo'] as const;
type AnalysisTab = (typeof tabs)[number];

/**
 * The analyst's workbench below the results: user scenarios side by side, the sensitivity of the key
 * figures to one input at a time (a tornado chart and a two-way table) and a Monte Carlo simulation of the charter
 * market. Sensitivity and Monte Carlo are computed by core in web workers, so that typing never waits for them; a
 * hidden sensitivity panel asks its worker nothing. The page gives it the draft and results a moment after a
 * keystroke (deferred values); what must follow each keystroke at once (a scenario's own inputs, the sensitivity's
 * request) reads the draft store itself.
 */
export const AnalysisArea = memo(function AnalysisArea({ draft, results, currency, readOnly = false, errors }: AnalysisAreaProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [tab, setTab] = useState<AnalysisTab>('scenarios');
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby={headingId}>
      {/* tabIndex: the workbench's results navigation puts the keyboard on the heading. */}
      <Title order={2} id={headingId} mb="md" tabIndex={-1}>
        {t('analysis.title')}
      </Title>
      {/*
        Sensitivity and Monte Carlo stay mounted while hidden, with their effects: a run goes on in its worker and its
        results are there on return (React's Activity, Mantine's default, would end the worker with the effects).
        The scenarios are unmounted while hidden, so that their comparison chart does not follow keystrokes unseen.
      */}
      <Tabs
        value={tab}
        onChange={(next) => setTab(tabs.find((candidate) => candidate === next) ?? 'scenarios')}
        keepMounted={false}
        keepMountedMode="display-none"
      >
        <Tabs.List aria-label={t('analysis.tabsLabel')}>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`analysis.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="scenarios" pt="md">
          <ScenarioPanel draft={draft} results={results} currency={currency} readOnly={readOnly} {...(errors === undefined ? {} : { errors })} />
        </Tabs.Panel>
        <Tabs.Panel value="sensitivity" pt="md" keepMounted>
          <SensitivityPanel calculable={results.length > 0} currency={currency} active={tab === 'sensitivity'} />
        </Tabs.Panel>
        <Tabs.Panel value="monteCarlo" pt="md" keepMounted>
          <MonteCarloPanel draft={draft} results={results} currency={currency} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
});
