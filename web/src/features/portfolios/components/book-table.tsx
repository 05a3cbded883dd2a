import { loanBook } from '@keelson/core';
import { Anchor, Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../../components/data-table/data-columns';
import { DataTable } from '../../../components/data-table/data-table';
import { formatCalendarDay, formatMoney, formatPercent, formatRatio } from '../../../lib/format';
import type { BookEntry } from './book-model';

type StatusFilter = loanBook.LoanStatus | 'all';

// Shades whose text, chosen by autoContrast, keeps 4.5:1: white on dark red and green, black on amber.
const statusColor: Record<loanBook.LoanStatus, string> = { red: 'red.9', amber: 'yellow.5', green: 'teal.9' };
/** Red loans sort before amber before green. */
const statusRank: Record<loanBook.LoanStatus, number> = { red: 0, amber: 1, green: 2 };

/** Why a loan has its status, in words: each reason, or that every covenant holds with headroom. */
export function useStatusReasons() {
  const { t } = useTranslation();
  return (row: loanBook.BookRow): string =>
    row.reasons.length === 0
      ? t('portfolios.book.reasons.none')
      : row.reasons
          .map((reason) =>
            t(`portfolios.book.reasons.${reason.kind}`, { covenant: t(`portfolios.book.covenants.${reason.covenant}`), date: formatCalendarDay(reason.date) }),
          )
          .join('; ');
}

/** A loan's traffic light: its colour as a badge with its word, and the reason beside it. */
function StatusCell({ row, reason }: { row: loanBook.BookRow; reason: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Badge color={statusColor[row.status]} autoContrast w="fit-content">
        {t(`portfolios.book.statuses.${row.status}`)}
      </Badge>
      <Text size="xs">{reason}</Text>
    </Stack>
  );
}

/**
 * The one data table of the book: a row per loan with its ship, segment, debt, value, LTV, each covenant's headroom,
 * the next test and the status with its reason; sorted by any column, filtered by words and by status. Red first.
 */
export function BookTable({ entries }: { entries: readonly BookEntry[] }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('all');
  const reasonOf = useStatusReasons();
  const notSet = t('common.notSet');
  const shown = useMemo(
    () => [...entries].filter((entry) => status === 'all' || entry.row.status === status).sort((a, b) => statusRank[a.row.status] - statusRank[b.row.status]),
    [entries, status],
  );
  const money = (entry: BookEntry, value: number | null) => (value === null ? notSet : formatMoney(value, entry.row.currency));
  const percent = (value: number | null) => (value === null ? notSet : formatPercent(value));
  const number = (
    id: string,
    header: string,
    value: (row: loanBook.BookRow) => number | null,
    text: (entry: BookEntry, value: number) => string,
  ): DataColumn<BookEntry> => ({
    id,
    header,
    cell: (entry) => {
      const figure = value(entry.row);
      return figure === null ? notSet : text(entry, figure);
    },
    sortValue: (entry) => value(entry.row),
    align: 'right',
  });
  const columns: DataColumn<BookEntry>[] = [
    {
      id: 'loan',
      header: t('portfolios.book.columns.loan'),
      cell: (entry) => (
        <Anchor component={Link} to={`/app/cashflow/${encodeURIComponent(entry.loan.cashflowId)}`}>
          {entry.title}
        </Anchor>
      ),
      sortValue: (entry) => entry.title,
      rowHeader: true,
    },
    { id: 'ship', header: t('portfolios.book.columns.ship'), cell: (entry) => entry.row.shipName ?? notSet, sortValue: (entry) => entry.row.shipName },
    {
      id: 'segment',
      header: t('portfolios.book.columns.segment'),
      cell: (entry) => segmentName(entry.row.segment, t('portfolios.book.exposure.unspecified')),
      sortValue: (entry) => entry.row.segment,
    },
    number('debt', t('portfolios.book.columns.debt'), (row) => row.debtOutstanding, money),
    number('value', t('portfolios.book.columns.value'), (row) => row.marketValue, money),
    number(
      'ltv',
      t('portfolios.book.columns.ltv'),
      (row) => row.ltv,
      (_, value) => percent(value),
    ),
    number(
      'mvcHeadroom',
      t('portfolios.book.columns.mvcHeadroom'),
      (row) => row.minimumValueClauseHeadroom,
      (_, value) => percent(value),
    ),
    number(
      'dscr',
      t('portfolios.book.columns.dscr'),
      (row) => row.trailingDscr,
      (_, value) => formatRatio(value),
    ),
    number(
      'dscrHeadroom',
      t('portfolios.book.columns.dscrHeadroom'),
      (row) => row.dscrHeadroom,
      (_, value) => percent(value),
    ),
    number('liquidity', t('portfolios.book.columns.liquidity'), (row) => row.liquidity, money),
    number(
      'liquidityHeadroom',
      t('portfolios.book.columns.liquidityHeadroom'),
      (row) => row.liquidityHeadroom,
      (_, value) => percent(value),
    ),
    {
      id: 'nextTest',
      header: t('portfolios.book.columns.nextTest'),
      cell: (entry) => (entry.row.nextTest === null ? notSet : formatCalendarDay(entry.row.nextTest)),
      sortValue: (entry) => entry.row.nextTest,
    },
    {
      id: 'status',
      header: t('portfolios.book.columns.status'),
      cell: (entry) => <StatusCell row={entry.row} reason={reasonOf(entry.row)} />,
      sortValue: (entry) => statusRank[entry.row.status],
    },
  ];
  return (
    <Stack>
      <Group>
        <Text id="book-status-filter" size="sm" fw={500}>
          {t('portfolios.book.status')}
        </Text>
        <SegmentedControl
          aria-labelledby="book-status-filter"
          value={status}
          onChange={(value) => setStatus(value as StatusFilter)}
          data={[
            { value: 'all', label: t('portfolios.book.statusAll') },
            ...(['red', 'amber', 'green'] as const).map((value) => ({ value, label: t(`portfolios.book.statuses.${value}`) })),
          ]}
        />
      </Group>
      <DataTable
        items={shown}
        columns={columns}
        itemId={(entry) => entry.loan.cashflowId}
        caption={(counts) => t('portfolios.book.caption', counts)}
        empty={<Text>{t('portfolios.book.noMatch')}</Text>}
        search={{
          label: t('portfolios.book.search'),
          placeholder: t('portfolios.book.searchPlaceholder'),
          noMatch: t('portfolios.book.noMatch'),
          textsOf: (entry) => [entry.title, entry.row.shipName, entry.row.segment],
        }}
        minWidth={1500}
        pageSize={50}
        striped
      />
    </Stack>
  );
}

/** A segment as the book names it: the ship type's code or Clarksons segment as entered, or "unspecified". */
export function segmentName(segment: string, unspecified: string): string {
  return segment === loanBook.unspecifiedSegment ? unspecified : segment;
}
