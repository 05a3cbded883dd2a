import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { EmptyState } from '../../../components/empty-state';
import { copyLink, notify } from '../../../lib/notifications';
import { usePendingItem } from '../../../lib/use-pending-item';
import { analysisReadonlyLink, analysisTitle, duplicateAnalysisBody, type AnalysisListItem } from '../analysis-records';
import { useCreateAnalysis } from '../api/create-analysis';
import { useOwnAnalyses } from '../api/get-analyses';
import { analysisColumns } from './analysis-columns';
import { DeleteAnalysisModal } from './delete-analysis-modal';

/** The signed-in user's saved utility analyses, each opened, duplicated, shared or deleted. */
export function OwnAnalysesList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const analyses = useOwnAnalyses(userId);
  const createAnalysis = useCreateAnalysis();
  const [deleting, setDeleting] = useState<AnalysisListItem | null>(null);
  const untitled = t('questionnaires.untitled');
  const duplicate = usePendingItem(async (analysis: AnalysisListItem) => {
    const copy = await createAnalysis.mutateAsync(duplicateAnalysisBody(analysis, t('questionnaires.copySuffix')));
    notify('success', t('questionnaires.duplicated', { title: analysisTitle(copy, untitled) }));
  }, t('questionnaires.duplicateFailed'));
  const shareLink = (link: string) =>
    copyLink(link, { copied: t('questionnaires.linkCopied'), failed: (shown) => t('questionnaires.linkCopyFailed', { link: shown }) });

  const columns = analysisColumns(t);
  const actions = columns.actions(setDeleting, (analysis, title) => {
    const link = analysisReadonlyLink(window.location.origin, analysis.readonlyId);
    return [
      {
        label: t('questionnaires.duplicate'),
        name: t('questionnaires.duplicateLabel', { title }),
        onClick: () => void duplicate.start(analysis),
        loading: duplicate.pendingId === analysis.id,
        disabled: duplicate.pendingId !== null && duplicate.pendingId !== analysis.id,
      },
      link === null ? null : { label: t('questionnaires.copyLink'), name: t('questionnaires.copyLinkLabel', { title }), onClick: () => void shareLink(link) },
    ];
  });

  return (
    <>
      <DataTable
        items={analyses.data}
        failed={{ failed: analyses.isError, text: t('questionnaires.loadFailed') }}
        columns={[columns.title, columns.template, columns.leader, columns.alternatives, columns.updated, actions]}
        itemId={(analysis) => analysis.id}
        caption={({ total }) => t('questionnaires.user.caption', { count: total })}
        empty={<EmptyState message={t('questionnaires.user.empty')} action={{ label: t('questionnaires.user.emptyAction'), to: '/app/questionnaire' }} />}
        minWidth={1000}
      />
      <DeleteAnalysisModal analysis={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
