// The loan book of a portfolio (covenant monitor, book at a glance, covenant calendar, import), as one namespace of core's public entry.
export {
  loanMonitorOf,
  loanMonitorSchema,
  monitorForBook,
  segmentOf,
  unspecifiedSegment,
  type LoanMonitor,
  type MonitorPoint,
  type MonitorTest,
} from './monitor';
export { bookCovenants, relativeHeadroom, type BookCovenant } from './headroom';
export { bookRow, defaultAmberThreshold, type BookRow, type LoanStatus, type StatusReason } from './book';
export { bookSeries, bookTotals, exposureByMaturityYear, exposureBySegment, noMaturity, type BookTotals, type Exposure } from './book-totals';
export { covenantCalendar, defaultCalendarMonths, type CalendarEntry } from './calendar';
export { calendarEvents, calendarIcs, escapeIcsText, foldIcsLine, type CalendarEvent, type CalendarTexts } from './calendar-ics';
export { importColumns, importColumnSpecs, validateImportRows, type ImportColumn, type ImportError, type ImportRow } from './import-rows';
