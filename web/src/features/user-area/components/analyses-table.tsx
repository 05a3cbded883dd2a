import type { utility } from '@keelson/core';
import { Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { analysisTitle, templateTitle, type AnalysisListItem } from '../analysis-records';
import { formatMoment } from '../format-date';

type AnalysesTableProps = {
  analyses: readonly AnalysisListItem[];
  templates: readonly utility.Template[] | undefined;
  caption: string;
  /** The id of the analysis being duplicated, whose button shows that it is busy. */
  duplicating: string | null;
  onDuplicate: (analysis: AnalysisListItem) => void;
  onCopyLink: (analysis: AnalysisListItem) => void;
  onDelete: (analysis: AnalysisListItem) => void;
};

/** One row per saved utility analysis with what the user can do with it. */
export function AnalysesTable({ analyses, templates, caption, duplicating, onDuplicate, onCopyLink, onDelete }: AnalysesTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('questionnaires.columns.title')}</Table.Th>
            <Table.Th scope="col">{t('questionnaires.columns.template')}</Table.Th>
            <Table.Th scope="col">{t('questionnaires.columns.alternatives')}</Table.Th>
            <Table.Th scope="col">{t('questionnaires.columns.updated')}</Table.Th>
            <Table.Th scope="col">{t('questionnaires.columns.actions')}</Table.Th>
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
                <Table.Td>{analysis.alternatives.length}</Table.Td>
                <Table.Td>{formatMoment(analysis.updated, i18n.language)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={`/app/questionnaire/${encodeURIComponent(analysis.id)}`}
                      aria-label={t('questionnaires.openLabel', { title })}
                    >
                      {t('questionnaires.open')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      loading={duplicating === analysis.id}
                      disabled={duplicating !== null && duplicating !== analysis.id}
                      onClick={() => onDuplicate(analysis)}
                      aria-label={t('questionnaires.duplicateLabel', { title })}
                    >
                      {t('questionnaires.duplicate')}
                    </Button>
                    {analysis.readonlyId === null ? null : (
                      <Button size="xs" variant="default" onClick={() => onCopyLink(analysis)} aria-label={t('questionnaires.copyLinkLabel', { title })}>
                        {t('questionnaires.copyLink')}
                      </Button>
                    )}
                    <Button size="xs" variant="subtle" color="red.9" onClick={() => onDelete(analysis)} aria-label={t('questionnaires.deleteLabel', { title })}>
                      {t('questionnaires.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
