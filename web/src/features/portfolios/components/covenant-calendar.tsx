import { loanBook, type Language } from '@keelson/core';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table/data-columns';
import { DataTable } from '../../../components/data-table/data-table';
import { formatCalendarDay, formatPercent } from '../../../lib/format';
import { notifyFailure } from '../../../lib/notifications';
import { downloadCalendarIcs, downloadCalendarXlsx } from '../export/calendar-files';
import type { BookEntry } from './book-model';
import { covenantFigureText } from './covenant-figures';

/**
 * The covenant calendar: every covenant test of every loan in the next 24 months with the base case's projected figure,
 * its threshold and headroom, the breaches first (core's covenantCalendar); downloadable as XLSX and as an iCalendar file.
 */
export function CovenantCalendar({ entries, today, portfolioName }: { entries: readonly BookEntry[]; today: string; portfolioName: string }) {
  const { t, i18n } = useTranslation();
  const months = loanBook.defaultCalendarMonths;
  const calendar = loanBook.covenantCalendar({
    loans: entries.flatMap((entry) => (entry.loan.monitor === null ? [] : [{ id: entry.loan.cashflowId, title: entry.title, monitor: entry.loan.monitor }])),
    today,
    months,
  });
  const notSet = t('common.notSet');
  const columns: DataColumn<loanBook.CalendarEntry>[] = [
    { id: 'date', header: t('portfolios.calendar.columns.date'), cell: (entry) => formatCalendarDay(entry.date), sortValue: (entry) => entry.date },
    { id: 'loan', header: t('portfolios.calendar.columns.loan'), cell: (entry) => entry.title, sortValue: (entry) => entry.title, rowHeader: true },
    {
      id: 'covenant',
      header: t('portfolios.calendar.columns.covenant'),
      cell: (entry) => t(`portfolios.book.covenants.${entry.covenant}`),
      sortValue: (entry) => entry.covenant,
    },
    {
      id: 'figure',
      header: t('portfolios.calendar.columns.figure'),
      cell: (entry) => covenantFigureText(entry.covenant, entry.figure, entry.currency, notSet),
      sortValue: (entry) => entry.figure,
      align: 'right',
    },
    {
      id: 'threshold',
      header: t('portfolios.calendar.columns.threshold'),
      cell: (entry) => covenantFigureText(entry.covenant, entry.threshold, entry.currency, notSet),
      sortValue: (entry) => entry.threshold,
      align: 'right',
    },
    {
      id: 'headroom',
      header: t('portfolios.calendar.columns.headroom'),
      cell: (entry) => (entry.headroom === null ? notSet : formatPercent(entry.headroom)),
      sortValue: (entry) => entry.headroom,
      align: 'right',
    },
    {
      id: 'breached',
      header: t('portfolios.calendar.columns.breached'),
      cell: (entry) =>
        entry.breached ? (
          <Badge color="red.9" autoContrast>
            {t('portfolios.calendar.breached')}
          </Badge>
        ) : (
          <Badge color="teal.9" autoContrast>
            {t('portfolios.calendar.holds')}
          </Badge>
        ),
      sortValue: (entry) => (entry.breached ? 0 : 1),
    },
  ];
  const language = i18n.language as Language;
  return (
    <Stack>
      <Text>{t('portfolios.calendar.lead', { months })}</Text>
      <Group>
        <Button
          variant="default"
          disabled={calendar.length === 0}
          onClick={() =>
            void downloadCalendarXlsx({ entries: calendar, portfolioName, t, language }).catch((error: unknown) =>
              notifyFailure(error, t('common.actionFailed')),
            )
          }
        >
          {t('portfolios.calendar.xlsx')}
        </Button>
        <Button variant="default" disabled={calendar.length === 0} onClick={() => downloadCalendarIcs({ entries: calendar, portfolioName, t })}>
          {t('portfolios.calendar.ics')}
        </Button>
      </Group>
      <DataTable
        items={calendar}
        columns={columns}
        itemId={(entry) => `${entry.loanId}-${entry.date}-${entry.covenant}`}
        caption={({ total }) => t('portfolios.calendar.caption', { count: total, months })}
        empty={<Text>{t('portfolios.calendar.empty', { months })}</Text>}
        minWidth={900}
        pageSize={50}
        striped
      />
    </Stack>
  );
}
