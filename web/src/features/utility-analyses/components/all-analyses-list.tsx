import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { analysisSearchTexts, type AnalysisListItem } from '../analysis-records';
import { useAllAnalyses } from '../api/get-analyses';
import { analysisColumns } from './analysis-columns';
import { DeleteAnalysisModal } from './delete-analysis-modal';

/** Every saved utility analysis with its owner, for administrators: searched, opened and deleted. `search` is the query to start with. */
export function AllAnalysesList({ search }: { search: string }) {
  const { t } = useTranslation();
  const analyses = useAllAnalyses();
  const [deleting, setDeleting] = useState<AnalysisListItem | null>(null);
  const columns = analysisColumns(t);
  const actions = columns.actions(setDeleting);

  return (
    <>
      <DataTable
        items={analyses.data}
        failed={{ failed: analyses.isError, text: t('questionnaires.loadFailed') }}
        columns={[columns.title, columns.owner, columns.template, columns.leader, columns.alternatives, columns.updated, actions]}
        itemId={(analysis) => analysis.id}
        caption={(counts) => t('questionnaires.admin.caption', counts)}
        empty={<Text>{t('questionnaires.admin.empty')}</Text>}
        search={{
          label: t('questionnaires.admin.search'),
          placeholder: t('questionnaires.admin.searchPlaceholder'),
          initial: search,
          textsOf: analysisSearchTexts,
          noMatch: t('questionnaires.admin.noMatch'),
        }}
        minWidth={1060}
      />
      <DeleteAnalysisModal analysis={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
