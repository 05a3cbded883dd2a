import type { utility } from '@keelson/core';
import { Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoment } from '../format-date';

export type AdminAnalysis = utility.SavedAnalysis & { ownerEmail?: string | undefined };

type AnalysesTableProps = {
  analyses: readonly AdminAnalysis[];
  caption: string;
  titleOf: (analysis: AdminAnalysis) => string;
  onDelete: (analysis: AdminAnalysis) => void;
};

/** One row per saved utility analysis with its owner. */
export function AnalysesTable({ analyses, caption, titleOf, onDelete }: AnalysesTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('questionnaires.columns.title')}</Table.Th>
            <Table.Th scope="col">{t('questionnaires.columns.owner')}</Table.Th>
            <Table.Th scope="col">{t('questionnaires.columns.template')}</Table.Th>
            <Table.Th scope="col">{t('questionnaires.columns.alternatives')}</Table.Th>
            <Table.Th scope="col">{t('questionnaires.columns.updated')}</Table.Th>
            <Table.Th scope="col">{t('questionnaires.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {analyses.map((analysis) => {
            const title = titleOf(analysis);
            return (
              <Table.Tr key={analysis.id}>
                <Table.Th scope="row" fw={500}>
                  {title}
                </Table.Th>
                <Table.Td>{analysis.ownerEmail ?? t('questionnaires.admin.unknownOwner')}</Table.Td>
                <Table.Td>{analysis.templateId}</Table.Td>
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
