import { VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { StatusAlert } from '../../components/status-alert';
import { formErrorsOf } from '../../lib/form-errors';
import { notify } from '../../lib/notifications';
import { useSessionStore } from '../../lib/session-store';
import { analysisReadonlyLink, analysisTitle, duplicateAnalysisBody, type AnalysisListItem } from './analysis-records';
import { useCreateAnalysis } from './api/create-analysis';
import { useAnalysisTemplates } from './api/get-analysis-templates';
import { useOwnAnalyses } from './api/get-own-analyses';
import { AnalysesTable } from './components/analyses-table';
import { DeleteAnalysisModal } from './components/delete-analysis-modal';
import { NoAnalyses } from './components/no-analyses';

/** `/app/user/questionnaires`: the user's own utility analyses, opened, duplicated, shared or deleted. */
export function UserQuestionnairesPage() {
  const { t } = useTranslation();
  const me = useSessionStore((state) => state.me);
  return (
    <>
      <PageHeader title={t('pages.userQuestionnaires.title')} lead={t('pages.userQuestionnaires.lead')} />
      {me === null ? <PageLoader /> : <OwnAnalyses userId={me.id} />}
    </>
  );
}

function OwnAnalyses({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const analyses = useOwnAnalyses(userId);
  const templates = useAnalysisTemplates();
  const createAnalysis = useCreateAnalysis();
  const [duplicating, setDuplicating] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AnalysisListItem | null>(null);

  const handleDuplicate = async (analysis: AnalysisListItem) => {
    setDuplicating(analysis.id);
    try {
      const copy = await createAnalysis.mutateAsync(duplicateAnalysisBody(analysis, t('questionnaires.copySuffix')));
      notify('success', t('questionnaires.duplicated', { title: analysisTitle(copy, t('questionnaires.untitled')) }));
    } catch (error) {
      for (const notice of formErrorsOf(error, { fields: [], fallback: t('questionnaires.duplicateFailed') }).notices) notify('error', notice);
    } finally {
      setDuplicating(null);
    }
  };

  const handleCopyLink = async (analysis: AnalysisListItem) => {
    const link = analysisReadonlyLink(window.location.origin, analysis.readonlyId);
    if (link === null) return;
    try {
      await navigator.clipboard.writeText(link);
      notify('success', t('questionnaires.linkCopied'));
    } catch {
      // Without clipboard access (an insecure origin, a refused permission) the link is still shown.
      notify('warning', t('questionnaires.linkCopyFailed', { link }));
    }
  };

  if (analyses.data === undefined) {
    return analyses.isError ? <StatusAlert tone="error">{t('questionnaires.loadFailed')}</StatusAlert> : <PageLoader />;
  }
  if (analyses.data.length === 0) return <NoAnalyses message={t('questionnaires.user.empty')} />;
  const caption = t('questionnaires.user.caption', { count: analyses.data.length });
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {caption}
      </VisuallyHidden>
      <AnalysesTable
        analyses={analyses.data}
        templates={templates.data}
        caption={caption}
        duplicating={duplicating}
        onDuplicate={(analysis) => void handleDuplicate(analysis)}
        onCopyLink={(analysis) => void handleCopyLink(analysis)}
        onDelete={setDeleting}
      />
      <DeleteAnalysisModal analysis={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
