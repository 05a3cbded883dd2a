import { describe, expect, it } from 'vitest';
import type { Cell } from '../../../lib/spreadsheet/cells';
import { developerWordsIn } from '../../../test/developer-words';
import { dayCountConventions } from '../model/day-counts';
import { workedExample } from '../worked-example';
import { exportCsv } from './export-csv';
import { englishExportLabels, exportLabelsOf } from './labels';
import { workbookModel } from './workbook-model';
import { workedExampleV3 } from './worked-example-v3';

const sources = [
  workedExample(),
  workedExampleV3(),
  workedExample({ scenarios: [{ name: 'Central rate', overrides: { discountRate: 0.07, opexChange: 0.1 } }] }),
];
const languages = [
  { language: 'en', labels: englishExportLabels },
  { language: 'de', labels: exportLabelsOf('de') },
] as const;

const textOf = (cell: Cell | undefined): string | null => (cell?.kind === 'text' ? cell.value : null);

describe('the words of the exports, for a credit analyst', () => {
  it.each(languages)('name no file, path or section of the specification in any cell of the workbook or the CSV ($language)', ({ language, labels }) => {
    for (const source of sources) {
      const { sheets } = workbookModel({ ...source, labels });
      const texts = sheets.flatMap((sheet) => sheet.rows.flatMap((line) => line.cells.map(textOf))).filter((text) => text !== null);
      expect(texts.length).toBeGreaterThan(200);
      expect(texts.filter((text) => developerWordsIn(text).length > 0)).toEqual([]);
      // The first cell of every sheet, which a reader sees first: the Valuation sheet's says what it is in plain words.
      for (const sheet of sheets) expect(developerWordsIn(textOf(sheet.rows[0]?.cells[0]) ?? ''), sheet.name).toEqual([]);
      const valuation = sheets.find((sheet) => sheet.name === labels.sheets.valuation);
      expect(textOf(valuation?.rows[0]?.cells[0])).toBe(labels.valuation.title);

      const csv = exportCsv({ ...source, scenario: 'base', labels, language });
      expect(developerWordsIn(csv)).toEqual([]);
    }
  });

  it.each(languages)('name the day-count convention as the form does, without its number ($language)', ({ language, labels }) => {
    dayCountConventions.forEach((convention, basis) => {
      const source = workedExample({ dayCountConvention: basis });
      const inputs = workbookModel({ ...source, labels }).sheets[0];
      const line = inputs?.rows.find((candidate) => textOf(candidate.cells[0]) === labels.fields.dayCountConvention);
      const name = labels.dayCounts[convention];
      expect(name).not.toMatch(/^\d+ ·|act\d|thirty/);
      expect(line?.cells.slice(1), `${language} ${basis}`).toEqual([{ kind: 'text', value: name }, null]);
      expect(exportCsv({ ...source, scenario: 'base', labels, language }), convention).toContain(
        `${labels.fields.dayCountConvention}${language === 'de' ? ';' : ','}${name}`,
      );
    });
  });

  it('says when the day-count convention is the default the calculation used', () => {
    const inputs = workbookModel(workedExample({ dayCountConvention: null })).sheets[0];
    const line = inputs?.rows.find((candidate) => textOf(candidate.cells[0]) === 'Day-count convention');
    expect(line?.cells.slice(1)).toEqual([
      { kind: 'text', value: '30/360 (US)' },
      { kind: 'text', value: 'default (not entered)' },
    ]);
  });
});
