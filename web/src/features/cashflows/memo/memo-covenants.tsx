import type { ScenarioResult } from '@keelson/core';
import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { covenantLevels, type CovenantInputs } from '../results/covenant-levels';
import { headroomRows } from '../results/covenant-rows';

type MemoCovenantsProps = { result: ScenarioResult; covenants: CovenantInputs; currency: string | null | undefined };

/** The base case's covenants for the credit committee: each at its tightest test date, its headroom and first breach. */
export function MemoCovenants({ result, covenants, currency }: MemoCovenantsProps) {
  const { t } = useTranslation();
  const rows = headroomRows(result.covenantTests, covenantLevels(covenants), currency);
  if (rows.length === 0) return <p>{t('cashflowResults.figures.noTestDates')}</p>;
  return (
    <Table fz="7pt" verticalSpacing={2} horizontalSpacing={3} striped withTableBorder className="keelson-memo-table">
      {/* The section's heading says it already; the caption still names the table for screen readers. */}
      <Table.Caption className={VisuallyHidden.classes.root}>{t('cashflowResults.covenants.headroomCaption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('cashflowResults.covenants.columns.covenant')}</Table.Th>
          <Table.Th scope="col">{t('cashflowResults.covenants.columns.level')}</Table.Th>
          <Table.Th scope="col">{t('cashflowResults.covenants.columns.value')}</Table.Th>
          <Table.Th scope="col">{t('cashflowResults.covenants.columns.headroom')}</Table.Th>
          <Table.Th scope="col">{t('cashflowResults.covenants.columns.firstBreach')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.covenant}>
            <Table.Th scope="row">{t(`fields.${row.covenant}`)}</Table.Th>
            <Table.Td>{row.level}</Table.Td>
            <Table.Td>{t('memo.sheet.covenantValue', { value: row.value, date: row.date })}</Table.Td>
            <Table.Td>{row.headroom}</Table.Td>
            <Table.Td>{row.firstBreach ?? t('cashflowResults.covenants.kept')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
