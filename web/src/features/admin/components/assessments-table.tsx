import type { CashflowListItem } from '@keelson/core';
import { Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoment } from '../format-date';

type AssessmentsTableProps = {
  cashflows: readonly CashflowListItem[];
  caption: string;
  titleOf: (cashflow: CashflowListItem) => string;
  onDelete: (cashflow: CashflowListItem) => void;
};

/** One row per saved cashflow with its owner. */
export function AssessmentsTable({ cashflows, caption, titleOf, onDelete }: AssessmentsTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('assessments.columns.title')}</Table.Th>
            <Table.Th scope="col">{t('assessments.columns.owner')}</Table.Th>
            <Table.Th scope="col">{t('assessments.columns.shipName')}</Table.Th>
            <Table.Th scope="col">{t('assessments.columns.valuationDate')}</Table.Th>
            <Table.Th scope="col">{t('assessments.columns.updated')}</Table.Th>
            <Table.Th scope="col">{t('assessments.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cashflows.map((cashflow) => {
            const title = titleOf(cashflow);
            return (
              <Table.Tr key={cashflow.id}>
                <Table.Th scope="row" fw={500}>
                  {title}
                </Table.Th>
                <Table.Td>{cashflow.ownerEmail ?? t('assessments.admin.unknownOwner')}</Table.Td>
                <Table.Td>{cashflow.shipName?.trim() || t('common.notSet')}</Table.Td>
                {/* A calendar date as stored: `2026-07-01` reads the same everywhere. */}
                <Table.Td>{cashflow.valuationDate || t('common.notSet')}</Table.Td>
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
