import { Alert, Group, Stack, Title } from '@mantine/core';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { notify } from '../../lib/notifications';
import type { readonlyCashflowLoader } from './api/get-readonly-cashflow';
import { ReadonlyInputs } from './components/readonly-inputs';
import { ReadonlySummary } from './components/readonly-summary';
import { PrintSummaryButton } from './memo/print-summary-button';
import { timedCalculate } from './model/timed-calculate';
import { CashflowResults } from './results/cashflow-results';

/**
 * `/app/cashflow/readonly/{uuid}`: a shared cashflow, read-only, calculated in the browser by core. It opens with the
 * credit memo's summary (key figures, charts, assumptions, every scenario side by side), then the details: the full
 * results and every input.
 */
export function CashflowReadonlyPage() {
  const { t } = useTranslation();
  const inputsHeadingId = useId();
  const cashflow = useLoaderData<typeof readonlyCashflowLoader>();
  const outcome = useMemo(() => timedCalculate(cashflow), [cashflow]);
  // The DCF card states the value at a financing-independent rate; a shared cashflow offers no action to change it.
  const centralRate = useMemo(() => ({ cashflow }), [cashflow]);
  const title = cashflow.title ?? '';

  useEffect(() => {
    if (outcome.status === 'failed') notify('error', t('cashflow.notifications.calculateFailed'));
  }, [outcome, t]);

  return (
    <>
      <PageHeader title={t('pages.cashflowReadonly.title')} lead={t('pages.cashflowReadonly.lead')}>
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h3">
            {title.trim() === '' ? t('cashflow.readonly.untitled') : title}
          </Title>
          {outcome.status === 'ok' ? <PrintSummaryButton cashflow={cashflow} /> : null}
        </Group>
      </PageHeader>
      <Stack gap="xl">
        {outcome.status === 'failed' ? (
          <Alert color="red" title={t('cashflow.calculation.failedTitle')}>
            {t('cashflow.notifications.calculateFailed')}
          </Alert>
        ) : null}
        {outcome.status === 'invalid' ? (
          <Alert color="yellow" title={t('cashflow.readonly.incompleteTitle')}>
            {t('cashflow.readonly.incompleteText')}
          </Alert>
        ) : null}
        {outcome.status === 'ok' ? (
          <>
            <ReadonlySummary cashflow={cashflow} results={outcome.results} />
            <CashflowResults
              results={outcome.results}
              currency={cashflow.currency}
              averageCharterRate={cashflow.averageTimeCharterCurr ?? null}
              covenants={cashflow}
              centralRate={centralRate}
            />
          </>
        ) : null}
        <section aria-labelledby={inputsHeadingId}>
          <Title order={2} id={inputsHeadingId} mb="md">
            {t('memo.readonly.inputs')}
          </Title>
          <ReadonlyInputs cashflow={cashflow} />
        </section>
      </Stack>
    </>
  );
}
