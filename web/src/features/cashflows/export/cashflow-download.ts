import { calculate, languageOfTag, type Cashflow, type FieldError } from '@keelson/core';
import { csvBlob } from '../../../lib/spreadsheet/csv';
import { downloadBlob, exportFileName } from '../../../lib/spreadsheet/download';
import { i18n } from '../../../lib/i18n';
import { exportCsv } from './export-csv';
import { exportXlsx } from './export-xlsx';
import { exportLabelsOf } from './labels';
import type { FixedScenario, ScenarioChoice } from './scenario-names';

export type DownloadKind = { format: 'xlsx' } | { format: 'csv'; scenario: ScenarioChoice };

const scenarioFileSuffix: Record<FixedScenario, string> = { base: 'base', longTermAverage: 'long-term-average' };

/** The end of a CSV's file name: the fixed scenario's, or the user scenario's name (exportFileName makes it safe). */
const fileSuffixOf = (choice: ScenarioChoice): string => (typeof choice === 'string' ? scenarioFileSuffix[choice] : choice.name);

/**
 * Calculates a saved cashflow in the browser with core and downloads its export in the reader's language (German:
 * German texts, dates as 01.07.2026, a CSV with semicolons and decimal commas); a cashflow that cannot be
 * calculated yet gives its field errors instead.
 */
export async function downloadCashflow(cashflow: Cashflow, kind: DownloadKind): Promise<{ ok: true } | { ok: false; errors: FieldError[] }> {
  const outcome = calculate(cashflow);
  if (!outcome.ok) return outcome;
  const { results } = outcome;
  const labels = exportLabelsOf(i18n.language);
  const language = languageOfTag(i18n.language);
  if (kind.format === 'xlsx') {
    downloadBlob(await exportXlsx({ cashflow, results, labels, language }), exportFileName(cashflow.title, 'xlsx'));
  } else {
    const csv = exportCsv({ cashflow, results, scenario: kind.scenario, labels, language });
    downloadBlob(csvBlob(csv), exportFileName(cashflow.title, 'csv', fileSuffixOf(kind.scenario)));
  }
  return { ok: true };
}
