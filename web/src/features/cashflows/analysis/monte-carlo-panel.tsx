import { Alert, Button, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { monteCarloDefaults, type FieldError } from '@keelson/core';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cashflowOfDraft } from '../../../lib/cashflow-draft';
import { formatNumber } from '../../../lib/format';
import type { AnalysisAreaProps } from './analysis-area';
import { MonteCarloInputs } from './monte-carlo-inputs';
import { formOfParameters, newSeed, parametersOfForm, splitRunErrors, type MonteCarloForm, type MonteCarloParameter } from './monte-carlo-form';
import { MonteCarloResults } from './monte-carlo-results';
import { useMonteCarloRun } from './use-monte-carlo-run';
import type { MonteCarloRequest } from './worker-messages';

const defaults = formOfParameters(monteCarloDefaults);
const noErrors: Partial<Record<MonteCarloParameter, FieldError>> = {};

/**
 * The Monte Carlo simulation of the charter market around the base case (docs/monte-carlo.md): the parameters, Run,
 * a progress bar with Cancel while the worker runs, then the results. An edit of the cashflow or of a parameter marks
 * shown results stale instead of running again, since a run takes seconds.
 */
export const MonteCarloPanel = memo(function MonteCarloPanel({ draft, results, currency }: Omit<AnalysisAreaProps, 'readOnly' | 'errors'>) {
  const { t } = useTranslation();
  const [form, setForm] = useState<MonteCarloForm>(defaults);
  const [refused, setRefused] = useState<ReadonlySet<MonteCarloParameter>>(new Set());
  const { state, run, cancel } = useMonteCarloRun();
  const request = useMemo((): MonteCarloRequest => ({ cashflow: cashflowOfDraft(draft), parameters: parametersOfForm(form) }), [draft, form]);
  const requestText = useMemo(() => JSON.stringify(request), [request]);
  const ranText = useMemo(() => (state.status === 'idle' ? null : JSON.stringify(state.request)), [state]);
  const stale = ranText !== null && ranText !== requestText;
  const running = state.status === 'running';
  const calculable = results.length > 0;
  const errors = state.status === 'invalid' && !stale ? splitRunErrors(state.errors) : null;

  // Stable callbacks, so that the memoised inputs do not re-render at each progress message of a run.
  const change = useCallback((name: MonteCarloParameter, value: number | null) => setForm((current) => ({ ...current, [name]: value })), []);
  const markRefused = useCallback(
    (name: MonteCarloParameter, isRefused: boolean) =>
      setRefused((current) => {
        if (current.has(name) === isRefused) return current;
        const next = new Set(current);
        if (isRefused) next.add(name);
        else next.delete(name);
        return next;
      }),
    [],
  );
  const drawSeed = useCallback(() => change('seed', newSeed()), [change]);

  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7">
        {t('monteCarlo.lead')}
      </Text>
      <MonteCarloInputs
        form={form}
        defaults={defaults}
        errors={errors?.parameters ?? noErrors}
        onChange={change}
        onRefusal={markRefused}
        onNewSeed={drawSeed}
        disabled={running}
      />
      <Group gap="sm">
        <Button onClick={() => run(request)} disabled={running || !calculable || refused.size > 0}>
          {t('monteCarlo.run')}
        </Button>
        {running ? (
          <Button variant="default" color="red" onClick={cancel}>
            {t('monteCarlo.cancel')}
          </Button>
        ) : null}
      </Group>
      {!calculable ? <Alert color="gray">{t('monteCarlo.needsResults')}</Alert> : null}

      {/* Announced once when a run starts and when it ends; the bar's own count is there for who looks for it. */}
      <div aria-live="polite" className={VisuallyHidden.classes.root}>
        {state.status === 'running'
          ? t('monteCarlo.status.running', { total: formatNumber(state.total) })
          : state.status === 'done' && !stale
            ? t('monteCarlo.status.done', { total: formatNumber(state.summary.parameters.paths) })
            : ''}
      </div>
      <div>
        {state.status === 'running' ? (
          <Stack gap={4}>
            <Progress.Root size="lg">
              <Progress.Section
                value={state.total === 0 ? 0 : (100 * state.done) / state.total}
                withAria={false}
                role="progressbar"
                aria-label={t('monteCarlo.progress.label')}
                aria-valuemin={0}
                aria-valuemax={state.total}
                aria-valuenow={state.done}
                aria-valuetext={t('monteCarlo.progress.text', { done: formatNumber(state.done), total: formatNumber(state.total) })}
              />
            </Progress.Root>
            <Text size="sm">{t('monteCarlo.progress.text', { done: formatNumber(state.done), total: formatNumber(state.total) })}</Text>
          </Stack>
        ) : null}
        {state.status === 'failed' ? <Alert color="red">{t('monteCarlo.failed')}</Alert> : null}
        {errors !== null && errors.cashflow.length > 0 ? <Alert color="red">{t('monteCarlo.invalidCashflow')}</Alert> : null}
      </div>
      <div aria-live="polite">
        {state.status === 'done' && stale ? (
          <Alert color="yellow" mb="md">
            {t('monteCarlo.stale')}
          </Alert>
        ) : null}
      </div>
      {state.status === 'done' ? (
        <div style={{ opacity: stale ? 0.6 : 1 }}>
          <MonteCarloResults summary={state.summary} currency={currency} />
        </div>
      ) : null}
    </Stack>
  );
});
