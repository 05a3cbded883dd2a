import type { CashflowListItem } from '@keelson/core';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayTitle } from '../cashflow-records';
import { formatMoment } from '../format-date';
import { DownloadActions } from './download-actions';

/** One row per saved cashflow with its exports. */
export function DownloadsTable({ cashflows, caption }: { cashflows: readonly CashflowListItem[]; caption: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('assessments.columns.title')}</Table.Th>
            <Table.Th scope="col">{t('assessments.columns.shipName')}</Table.Th>
            <Table.Th scope="col">{t('assessments.columns.updated')}</Table.Th>
            <Table.Th scope="col">{t('assessments.columns.downloads')}</Table.Th>
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
                <Table.Td>{formatMoment(cashflow.updated, i18n.language)}</Table.Td>
                <Table.Td>
                  <DownloadActions cashflow={cashflow} title={title} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
