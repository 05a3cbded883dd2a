import { Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { StatusAlert } from '../../components/status-alert';
import { filterAnalyses } from './analysis-search';
import { useAllAnalyses } from './api/get-all-analyses';
import { AnalysesTable, type AdminAnalysis } from './components/analyses-table';
import { DeleteAnalysisModal } from './components/delete-analysis-modal';

/** `/app/admin/questionnaires`: every saved utility analysis with its owner, searched, opened and deleted. */
export function AdminQuestionnairesPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // Starts from `?search=` so that a link can open a search; typing stays on the page (no navigation per key).
  const [search, setSearch] = useState(() => searchParams.get('search') ?? '');
  const [deleting, setDeleting] = useState<AdminAnalysis | null>(null);
  const analyses = useAllAnalyses();
  const titleOf = (analysis: AdminAnalysis) => analysis.title.trim() || t('questionnaires.untitled');

  return (
    <>
      <PageHeader title={t('pages.adminQuestionnaires.title')} lead={t('pages.adminQuestionnaires.lead')} />
      <TextInput
        type="search"
        label={t('questionnaires.admin.search')}
        placeholder={t('questionnaires.admin.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={360}
        maw="100%"
        mb="md"
      />
      {analyses.data === undefined ? (
        analyses.isError ? (
          <StatusAlert tone="error">{t('questionnaires.loadFailed')}</StatusAlert>
        ) : (
          <PageLoader />
        )
      ) : (
        <AnalysesList analyses={analyses.data} search={search} titleOf={titleOf} onDelete={setDeleting} />
      )}
      <DeleteAnalysisModal analysis={deleting} title={deleting === null ? '' : titleOf(deleting)} onClose={() => setDeleting(null)} />
    </>
  );
}

type AnalysesListProps = {
  analyses: AdminAnalysis[];
  search: string;
  titleOf: (analysis: AdminAnalysis) => string;
  onDelete: (analysis: AdminAnalysis) => void;
};

/** The table, or why there is none: nothing saved, or nothing matches. */
function AnalysesList({ analyses, search, titleOf, onDelete }: AnalysesListProps) {
  const { t } = useTranslation();
  if (analyses.length === 0) return <Text>{t('questionnaires.admin.empty')}</Text>;
  const shown = filterAnalyses(analyses, search);
  const caption = t('questionnaires.admin.caption', { shown: shown.length, total: analyses.length });
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {caption}
      </VisuallyHidden>
      {shown.length === 0 ? (
        <Text>{t('questionnaires.admin.noMatch')}</Text>
      ) : (
        <AnalysesTable analyses={shown} caption={caption} titleOf={titleOf} onDelete={onDelete} />
      )}
    </>
  );
}
