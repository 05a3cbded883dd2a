import { loanBook, type Language } from '@keelson/core';
import type { TFunction } from 'i18next';
import { dateCell, numberCell, row, textCell, formats, type WorkbookModel } from '../../../lib/spreadsheet/cells';
import { downloadBlob, exportFileName } from '../../../lib/spreadsheet/download';
import { formatPercent } from '../../../lib/format';
import { covenantFigureText } from '../components/covenant-figures';

/** The covenant calendar as one sheet: a row per covenant test, as the page's table lists them. */
export function calendarWorkbook(entries: readonly loanBook.CalendarEntry[], t: TFunction): WorkbookModel {
  const header = (['date', 'loan', 'covenant', 'figure', 'threshold', 'headroom', 'breached'] as const).map((column) =>
    textCell(t(`portfolios.calendar.columns.${column}`)),
  );
  // Security cover and headroom as percentages, the DSCR as a ratio, liquidity in money.
  const figureFormat = (covenant: loanBook.BookCovenant) =>
    covenant === 'minimumValueClause' ? formats.rate : covenant === 'dscr' ? formats.ratio : formats.money;
  return {
    sheets: [
      {
        name: t('portfolios.calendar.sheet'),
        widths: [14, 36, 26, 16, 16, 14, 12],
        frozen: { rows: 1 },
        rows: [
          row(header, 'header'),
          ...entries.map((entry) =>
            row([
              dateCell(entry.date),
              textCell(entry.title),
              textCell(t(`portfolios.book.covenants.${entry.covenant}`)),
              numberCell(entry.figure, figureFormat(entry.covenant)),
              numberCell(entry.threshold, figureFormat(entry.covenant)),
              numberCell(entry.headroom, formats.rate),
              textCell(entry.breached ? t('portfolios.calendar.breached') : t('portfolios.calendar.holds')),
            ]),
          ),
        ],
      },
    ],
  };
}

/** Downloads the calendar as an Excel workbook named after the portfolio. */
export async function downloadCalendarXlsx(options: { entries: readonly loanBook.CalendarEntry[]; portfolioName: string; t: TFunction; language: Language }) {
  const { xlsxBlob } = await import('../../../lib/spreadsheet/xlsx');
  const blob = await xlsxBlob(calendarWorkbook(options.entries, options.t), options.language);
  downloadBlob(blob, exportFileName(options.portfolioName, 'xlsx', options.t('portfolios.calendar.sheet')));
}

/** Downloads the calendar as an iCalendar file: one all-day event per loan and test date, its covenants in the description. */
export function downloadCalendarIcs(options: { entries: readonly loanBook.CalendarEntry[]; portfolioName: string; t: TFunction }) {
  const { t } = options;
  const text = loanBook.calendarIcs(options.entries, {
    productId: '-//Keelson//Covenant calendar//EN',
    now: new Date().toISOString(),
    texts: {
      summary: (event) =>
        t(event.entries.some((entry) => entry.breached) ? 'portfolios.calendar.eventBreach' : 'portfolios.calendar.eventSummary', { title: event.title }),
      description: (event) =>
        event.entries
          .map((entry) =>
            t('portfolios.calendar.eventLine', {
              covenant: t(`portfolios.book.covenants.${entry.covenant}`),
              figure: covenantFigureText(entry.covenant, entry.figure, entry.currency, t('common.notSet')),
              threshold: covenantFigureText(entry.covenant, entry.threshold, entry.currency, t('common.notSet')),
              headroom: entry.headroom === null ? t('common.notSet') : formatPercent(entry.headroom),
            }),
          )
          .join('\n'),
    },
  });
  downloadBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), exportFileName(options.portfolioName, 'ics', t('portfolios.calendar.sheet')));
}
