import type { CashflowListItem } from '@keelson/core';
import { VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { StatusAlert } from '../../components/status-alert';
import { formErrorsOf } from '../../lib/form-errors';
import { notify } from '../../lib/notifications';
import { useSessionStore } from '../../lib/session-store';
import { useCreateCashflow } from './api/create-cashflow';
import { useOwnCashflows } from './api/get-own-cashflows';
import { displayTitle, duplicateDraft, readonlyLink } from './cashflow-records';
import { AssessmentsTable } from './components/assessments-table';
import { DeleteCashflowModal } from './components/delete-cashflow-modal';
import { NoAssessments } from './components/no-assessments';

/** `/app/user/assessments`: the user's own cashflow assessments, opened, duplicated, shared or deleted. */
export function UserAssessmentsPage() {
  const { t } = useTranslation();
  const me = useSessionStore((state) => state.me);
  return (
    <>
      <PageHeader title={t('pages.userAssessments.title')} lead={t('pages.userAssessments.lead')} />
      {me === null ? <PageLoader /> : <OwnAssessments userId={me.id} />}
    </>
  );
}

function OwnAssessments({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const cashflows = useOwnCashflows(userId);
  const createCashflow = useCreateCashflow();
  const [duplicating, setDuplicating] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CashflowListItem | null>(null);

  const handleDuplicate = async (cashflow: CashflowListItem) => {
    setDuplicating(cashflow.id);
    try {
      const copy = await createCashflow.mutateAsync(duplicateDraft(cashflow, t('assessments.copySuffix')));
      notify('success', t('assessments.duplicated', { title: displayTitle(copy, t('assessments.untitled')) }));
    } catch (error) {
      for (const notice of formErrorsOf(error, { fields: [], fallback: t('assessments.duplicateFailed') }).notices) notify('error', notice);
    } finally {
      setDuplicating(null);
    }
  };

  const handleCopyLink = async (cashflow: CashflowListItem) => {
    const link = readonlyLink(window.location.origin, cashflow.readonlyIds);
    if (link === null) return;
    try {
      await navigator.clipboard.writeText(link);
      notify('success', t('assessments.linkCopied'));
    } catch {
      // Without clipboard access (an insecure origin, a refused permission) the link is still shown.
      notify('warning', t('assessments.linkCopyFailed', { link }));
    }
  };

  if (cashflows.data === undefined) {
    return cashflows.isError ? <StatusAlert tone="error">{t('assessments.loadFailed')}</StatusAlert> : <PageLoader />;
  }
  if (cashflows.data.length === 0) return <NoAssessments message={t('assessments.user.empty')} />;
  const caption = t('assessments.user.caption', { count: cashflows.data.length });
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {caption}
      </VisuallyHidden>
      <AssessmentsTable
        cashflows={cashflows.data}
        caption={caption}
        duplicating={duplicating}
        onDuplicate={(cashflow) => void handleDuplicate(cashflow)}
        onCopyLink={(cashflow) => void handleCopyLink(cashflow)}
        onDelete={setDeleting}
      />
      <DeleteCashflowModal cashflow={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
