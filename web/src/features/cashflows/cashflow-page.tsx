import { Box } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { notify } from '../../lib/notifications';
import { ActionsBar } from './components/actions-bar';
import { CalculationStatus } from './components/calculation-status';
import { CashflowForm } from './components/cashflow-form';
import { useCashflowActions } from './hooks/use-cashflow-actions';
import { errorsByPath, noErrors } from './model/field-errors';
import { useErrorVisibility, visibleErrors } from './model/error-visibility';
import { CashflowResults } from './results/cashflow-results';
import { useCashflowDraftStore } from '../../lib/cashflow-draft';
import { useLiveResults } from './hooks/use-live-results';

/**
 * `/app/cashflow/{id?}` (route name cashflow-assessment): the cashflow model of a ship purchase. Every
 * change is calculated at once by core; errors appear beside their fields, results below the form.
 */
export function CashflowPage() {
  const { t } = useTranslation();
  const draft = useCashflowDraftStore((state) => state.draft);
  const pristine = useCashflowDraftStore((state) => state.saved === null && !state.edited);
  const actions = useCashflowActions();
  const { outcome, isStale } = useLiveResults(draft);
  const touched = useErrorVisibility((state) => state.touched);
  const saveAttempted = useErrorVisibility((state) => state.saveAttempted);
  // Errors beside the fields only where the user has been (or tried to save): a new form is not a wall of red.
  const errors = useMemo(
    () => (outcome.status === 'invalid' ? visibleErrors(errorsByPath(outcome.errors), touched, saveAttempted) : noErrors),
    [outcome, touched, saveAttempted],
  );
  const derived = outcome.status === 'ok' ? (outcome.results[0]?.derived ?? null) : null;

  useEffect(() => {
    if (outcome.status === 'failed') notify('error', t('cashflow.notifications.calculateFailed'));
  }, [outcome, t]);

  return (
    <>
      <PageHeader title={t('pages.cashflow.title')} lead={t('pages.cashflow.lead')} />
      <ActionsBar actions={actions} calculating={isStale} />
      <CashflowForm errors={errors} derived={derived} currency={draft.currency} />
      <CalculationStatus outcome={outcome} showExampleHint={pristine} />
      {outcome.status === 'ok' ? (
        <Box mt="xl">
          <CashflowResults results={outcome.results} currency={draft.currency} averageCharterRate={draft.averageTimeCharterCurr ?? null} />
        </Box>
      ) : null}
    </>
  );
}
