import type { utility } from '@keelson/core';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { analysisTitle, templateOf, templateTitle } from '../analysis-records';
import { formatMoment } from '../format-date';
import { AnalysisDownloadActions } from './analysis-download-actions';

type AnalysisDownloadsTableProps = { analyses: readonly utility.SavedAnalysis[]; templates: readonly utility.Template[] | undefined; caption: string };

/** One row per saved analysis with its exports. */
export function AnalysisDownloadsTable({ analyses, templates, caption }: AnalysisDownloadsTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('questionnaires.columns.title')}</Table.Th>
            <Table.Th scope="col">{t('questionnaires.columns.template')}</Table.Th>
            <Table.Th scope="col">{t('questionnaires.columns.updated')}</Table.Th>
            <Table.Th scope="col">{t('questionnaires.columns.downloads')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {analyses.map((analysis) => {
            const title = analysisTitle(analysis, t('questionnaires.untitled'));
            return (
              <Table.Tr key={analysis.id}>
                <Table.Th scope="row" fw={500}>
                  {title}
                </Table.Th>
                <Table.Td>{templateTitle(templates, analysis.templateId)}</Table.Td>
                <Table.Td>{formatMoment(analysis.updated, i18n.language)}</Table.Td>
                <Table.Td>
                  <AnalysisDownloadActions analysis={analysis} template={templateOf(templates, analysis)} title={title} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
