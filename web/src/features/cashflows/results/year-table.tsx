import type { ScenarioResult } from '@keelson/core';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { YearTableRow } from './year-table-row';
import { yearRows } from './year-rows';

const figureColumns = [
  'revenue',
  'opex',
  'docking',
  'cfads',
  'debtService',
  'balloon',
  'dscr',
  'cashBreakevenRate',
  'debtOutstanding',
  'liquidity',
  'presentValue',
] as const;

/** Every model year's figures, each expandable into its monthly periods (docs/spec/calculation.md section 5). */
export function YearTable({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const rows = useMemo(() => yearRows(result), [result]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (year: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });
  const caption = t('cashflowResults.table.caption');
  return (
    <>
      {/* The caption proper would scroll sideways with the wide table on small screens; sighted users read this copy. */}
      <Text size="sm" c="gray.7" mb="xs" aria-hidden="true">
        {caption}
      </Text>
      {/* The container scrolls both ways, so keyboard users can focus it to scroll. */}
      <Table.ScrollContainer minWidth={1520} maxHeight="70vh" type="native" tabIndex={0} role="region" aria-label={t('cashflowResults.table.title')}>
        <Table stickyHeader tabularNums highlightOnHover captionSide="top" verticalSpacing="xs">
          <Table.Caption className={VisuallyHidden.classes.root}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('cashflowResults.table.columns.year')}</Table.Th>
              <Table.Th scope="col">{t('cashflowResults.table.columns.period')}</Table.Th>
              {figureColumns.map((column) => (
                <Table.Th key={column} scope="col" ta="right">
                  {t(`cashflowResults.table.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <YearTableRow
                key={row.year}
                row={row}
                currency={currency}
                expanded={expanded.has(row.year)}
                onToggle={() => toggle(row.year)}
                idPrefix={idPrefix}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
