import { Alert, Box, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { notify } from '../../lib/notifications';
import type { readonlyCashflowLoader } from './api/get-readonly-cashflow';
import { ReadonlySummary } from './components/readonly-summary';
import { timedCalculate } from './model/timed-calculate';
import { CashflowResults } from './results/cashflow-results';

/** `/app/cashflow/readonly/{uuid}`: a shared cashflow, read-only, with its results calculated in the browser by core. */
export function CashflowReadonlyPage() {
  const { t } = useTranslation();
  const cashflow = useLoaderData<typeof readonlyCashflowLoader>();
  const outcome = useMemo(() => timedCalculate(cashflow), [cashflow]);
  const title = cashflow.title ?? '';

  useEffect(() => {
    if (outcome.status === 'failed') notify('error', t('cashflow.notifications.calculateFailed'));
  }, [outcome, t]);

  return (
    <>
      <PageHeader title={t('pages.cashflowReadonly.title')} lead={t('pages.cashflowReadonly.lead')}>
        <Title order={2} size="h3">
          {title.trim() === '' ? t('cashflow.readonly.untitled') : title}
        </Title>
      </PageHeader>
      <ReadonlySummary cashflow={cashflow} />
      {outcome.status === 'failed' ? (
        <Alert color="red" mt="lg" title={t('cashflow.calculation.failedTitle')}>
          {t('cashflow.notifications.calculateFailed')}
        </Alert>
      ) : null}
      {outcome.status === 'invalid' ? (
        <Alert color="yellow" mt="lg" title={t('cashflow.readonly.incompleteTitle')}>
          {t('cashflow.readonly.incompleteText')}
        </Alert>
      ) : null}
      {outcome.status === 'ok' ? (
        <Box mt="xl">
          <CashflowResults results={outcome.results} currency={cashflow.currency} averageCharterRate={cashflow.averageTimeCharterCurr ?? null} />
        </Box>
      ) : null}
    </>
  );
}
