import { useTranslation } from 'react-i18next';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
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
  const untitled = t('questionnaires.untitled');
  const duplicate = usePendingItem(async (analysis: AnalysisListItem) => {
    const copy = await createAnalysis.mutateAsync(duplicateAnalysisBody(analysis, t('questionnaires.copySuffix')));
    notify('success', t('questionnaires.duplicated', { title: analysisTitle(copy, untitled) }));
  }, t('questionnaires.duplicateFailed'));
  const shareLink = (link: string) =>
    copyLink(link, { copied: t('questionnaires.linkCopied'), failed: (shown) => t('questionnaires.linkCopyFailed', { link: shown }) });

  const columns = analysisColumns(t);
  const actions = (onDelete: (analysis: AnalysisListItem) => void) =>
    columns.actions(onDelete, (analysis, title) => {
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
    <ResourceList
      query={analyses}
      texts={resourceListTexts(t, 'questionnaires', { area: 'user', createPath: '/app/questionnaire' })}
      columns={(onDelete) => [columns.title, columns.template, columns.leader, columns.alternatives, columns.updated, actions(onDelete)]}
      deleteDialog={(analysis, onClose) => <DeleteAnalysisModal analysis={analysis} onClose={onClose} />}
      minWidth={1000}
    />
  );
}
