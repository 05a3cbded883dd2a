import { calculate, type Cashflow, type FieldError, type Scenario } from '@keelson/core';
import { csvBlob } from '../../../lib/spreadsheet/csv';
import { downloadBlob, exportFileName } from '../../../lib/spreadsheet/download';
import { exportCsv } from './export-csv';
import { exportXlsx } from './export-xlsx';

export type DownloadKind = { format: 'xlsx' } | { format: 'csv'; scenario: Scenario };

const scenarioFileSuffix: Record<Scenario, string> = { base: 'base', longTermAverage: 'long-term-average' };

/**
 * Calculates a saved cashflow in the browser with core and downloads its export; a cashflow that
 * cannot be calculated yet gives its field errors instead.
 */
export async function downloadCashflow(cashflow: Cashflow, kind: DownloadKind): Promise<{ ok: true } | { ok: false; errors: FieldError[] }> {
  const outcome = calculate(cashflow);
  if (!outcome.ok) return outcome;
  const { results } = outcome;
  if (kind.format === 'xlsx') {
    downloadBlob(await exportXlsx({ cashflow, results }), exportFileName(cashflow.title, 'xlsx'));
  } else {
    downloadBlob(csvBlob(exportCsv({ cashflow, results, scenario: kind.scenario })), exportFileName(cashflow.title, 'csv', scenarioFileSuffix[kind.scenario]));
  }
  return { ok: true };
}
