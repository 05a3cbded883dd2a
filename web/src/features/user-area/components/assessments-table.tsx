import type { CashflowListItem } from '@keelson/core';
import { Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayTitle } from '../cashflow-records';
import { formatCalendarDay, formatMoment } from '../format-date';

type AssessmentsTableProps = {
  cashflows: readonly CashflowListItem[];
  caption: string;
  /** The id of the cashflow being duplicated, whose button shows that it is busy. */
  duplicating: string | null;
  onDuplicate: (cashflow: CashflowListItem) => void;
  onCopyLink: (cashflow: CashflowListItem) => void;
  onDelete: (cashflow: CashflowListItem) => void;
};

/** One row per saved cashflow with what the user can do with it. */
export function AssessmentsTable({ cashflows, caption, duplicating, onDuplicate, onCopyLink, onDelete }: AssessmentsTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('assessments.columns.title')}</Table.Th>
            <Table.Th scope="col">{t('assessments.columns.shipName')}</Table.Th>
            <Table.Th scope="col">{t('assessments.columns.valuationDate')}</Table.Th>
            <Table.Th scope="col">{t('assessments.columns.updated')}</Table.Th>
            <Table.Th scope="col">{t('assessments.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cashflows.map((cashflow) => {
            const title = displayTitle(cashflow, t('assessments.untitled'));
            return (
              <Table.Tr key={cashflow.id}>
                <Table.Th scope="row" fw={500}>
                  {title}
                </Table.Th>
                <Table.Td>{cashflow.shipName?.trim() || t('common.notSet')}</Table.Td>
                <Table.Td>{cashflow.valuationDate ? formatCalendarDay(cashflow.valuationDate, i18n.language) : t('common.notSet')}</Table.Td>
                <Table.Td>{formatMoment(cashflow.updated, i18n.language)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={`/app/cashflow/${encodeURIComponent(cashflow.id)}`}
                      aria-label={t('assessments.openLabel', { title })}
                    >
                      {t('assessments.open')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      loading={duplicating === cashflow.id}
                      disabled={duplicating !== null && duplicating !== cashflow.id}
                      onClick={() => onDuplicate(cashflow)}
                      aria-label={t('assessments.duplicateLabel', { title })}
                    >
                      {t('assessments.duplicate')}
                    </Button>
                    {cashflow.readonlyIds.length === 0 ? null : (
                      <Button size="xs" variant="default" onClick={() => onCopyLink(cashflow)} aria-label={t('assessments.copyLinkLabel', { title })}>
                        {t('assessments.copyLink')}
                      </Button>
                    )}
                    <Button size="xs" variant="subtle" color="red.9" onClick={() => onDelete(cashflow)} aria-label={t('assessments.deleteLabel', { title })}>
                      {t('assessments.delete')}
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
