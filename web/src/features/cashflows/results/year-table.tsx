import type { ScenarioResult } from '@keelson/core';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol } from '../../../lib/format';
import { useHorizontalOverflow } from './horizontal-overflow';
import classes from './year-table.module.css';
import { YearTableRow, YearTotalsRow } from './year-table-row';
import { yearRows } from './year-rows';
import { yearTotals } from './year-totals';

/** The figure columns in the order of the cells of year-table-row.tsx. */
const figureColumns = [
  'revenue',
  'opex',
  'docking',
  'cfads',
  'interest',
  'principal',
  'debtService',
  'balloon',
  'dscr',
  'cashBreakevenRate',
  'debtOutstanding',
  'ltv',
  'liquidity',
  'equityCashflow',
  'presentValue',
] as const;

/**
 * Every model year's figures, each expandable into its monthly periods (docs/spec/calculation.md section 5), and their
 * totals over the life. The table is wider than most screens: a line above it says so while columns are out of sight,
 * a shadow marks the side they are on, and the year column stays in place.
 */
export function YearTable({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const hintId = `${idPrefix}-scroll-hint`;
  const rows = useMemo(() => yearRows(result), [result]);
  const totals = useMemo(() => yearTotals(rows, result.kpis), [rows, result.kpis]);
  const scroller = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(scroller);
  const scrolls = overflow.start || overflow.end;
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
      {scrolls ? (
        <Text id={hintId} size="sm" fw={600} c="gray.8" mb="xs">
          <span aria-hidden="true">↔ </span>
          {t('workbench.table.scrollHint')}
        </Text>
      ) : null}
      <div className={classes.frame} data-overflow-start={overflow.start || undefined} data-overflow-end={overflow.end || undefined}>
        {/* The frame scrolls both ways, so keyboard users can focus it to scroll with the arrow keys. */}
        <div
          ref={scroller}
          className={classes.scroller}
          tabIndex={0}
          role="region"
          aria-label={t('cashflowResults.table.title')}
          aria-describedby={scrolls ? hintId : undefined}
        >
          <Table stickyHeader tabularNums highlightOnHover captionSide="top" verticalSpacing="xs">
            <Table.Caption className={VisuallyHidden.classes.root}>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" className={classes.stickyCell}>
                  {t('cashflowResults.table.columns.year')}
                </Table.Th>
                <Table.Th scope="col">{t('cashflowResults.table.columns.period')}</Table.Th>
                {figureColumns.map((column) => (
                  <Table.Th key={column} scope="col" ta="right">
                    {t(`cashflowResults.table.columns.${column}`, { unit: currencySymbol(currency) })}
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
            {totals === null ? null : (
              <Table.Tfoot className={classes.totals}>
                <YearTotalsRow totals={totals} currency={currency} />
              </Table.Tfoot>
            )}
          </Table>
        </div>
      </div>
    </>
  );
}
