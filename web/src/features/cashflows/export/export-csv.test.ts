import { keyFigureNames, keyFigures } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { formats, type Cell, type SheetRow } from '../../../lib/spreadsheet/cells';
import { csvField } from '../../../lib/spreadsheet/csv';
import { csvRows, exportCsv } from './export-csv';
import { englishExportLabels, exportLabelsOf, type ExportLabels } from './labels';
import { periodColumns, yearColumns } from './result-tables';
import { workbookModel } from './workbook-model';
import { workedExample as fixture } from '@keelson/core/examples';
import { workedExample } from '../worked-example';
import { workedExampleV3 } from './worked-example-v3';

/** A strict RFC 4180 reader for the tests: records end with CRLF, quoted fields may hold anything. */
function parseCsv(text: string, separator = ','): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let index = 0;
  while (index < text.length) {
    if (text[index] === '"') {
      index += 1;
      while (!(text[index] === '"' && text[index + 1] !== '"')) {
        if (index >= text.length) throw new Error('unterminated quote');
        field += text[index];
        index += text[index] === '"' ? 2 : 1;
      }
      index += 1;
    } else if (text.startsWith(separator, index)) {
      fields.push(field);
      field = '';
      index += 1;
    } else if (text.startsWith('\r\n', index)) {
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
      index += 2;
    } else {
      if (text[index] === '\n' || text[index] === '\r') throw new Error(`bare line break at ${index}`);
      field += text[index];
      index += 1;
    }
  }
  if (field !== '' || fields.length > 0) throw new Error('the last record has no CRLF');
  return records;
}

/** The significant digits of a number as the CSV writes it: `0.0250` → 2, `-1234.5` → 5, `1e-7` → 1. */
function significantDigits(text: string): number {
  const mantissa = text.replace(/^-/, '').replace(/e.*$/i, '');
  return mantissa.replace(/[.,]/, '').replace(/^0+/, '').replace(/0+$/, '').length;
}

/**
 * A number of the CSV read back (`scale` 100 for a percentage written in percent, `decimal` the notation's mark):
 * a plain number of at most 15 significant digits, equal to core's to 1e-12 relative.
 */
function expectReadBack(text: string | undefined, value: number | null | undefined, { scale = 1, decimal = '.' } = {}): void {
  expect(text).toMatch(decimal === '.' ? /^-?\d+(\.\d+)?(e-?\d+)?$/ : /^-?\d+(,\d+)?$/);
  expect(significantDigits(text ?? ''), text).toBeLessThanOrEqual(15);
  if (value === undefined || value === null) throw new Error('no value to compare with');
  const read = Number((text ?? '').replace(decimal, '.')) / scale;
  expect(Math.abs(read - value), `${text} read back as ${read}, core's ${value}`).toBeLessThanOrEqual(1e-12 * Math.abs(value));
}

describe('csvField', () => {
  it('quotes a field with a comma, a quote or a line break, doubling the quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('quotes a field with a semicolon or a tab, so a spreadsheet that splits on them keeps it in one cell', () => {
    expect(csvField("a;'=1+1;b")).toBe('"a;\'=1+1;b"');
    expect(csvField('a\tb')).toBe('"a\tb"');
  });
});

describe('exportCsv', () => {
  const base = exportCsv({ ...workedExample(), scenario: 'base' });
  const records = parseCsv(base);

  /** The row of a section's heading: the one after a blank line whose only field is the title. */
  const sectionAt = (title: string, rows: string[][] = records) =>
    rows.findIndex((record, index) => record.length === 1 && record[0] === title && rows[index - 1]?.join('') === '');

  it('ends every record with CRLF and starts with the cashflow and the scenario', () => {
    expect(base.endsWith('\r\n')).toBe(true);
    expect(base.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(records.slice(0, 6)).toEqual([
      ['Title', 'Kamsarmax bulk carrier, secondhand purchase'],
      ['Ship name', 'Example Trader'],
      ['Scenario', 'Base'],
      [''],
      ['Inputs'],
      ['Field', 'Value', 'Note'],
    ]);
    expect(base.startsWith('Title,"Kamsarmax bulk carrier, secondhand purchase"\r\n')).toBe(true);
  });

  it('holds the sections Inputs, Key figures, Years and Months in order, each after a blank line and its heading', () => {
    const sections = ['Inputs', 'Key figures', 'Covenant tests', 'Years', 'Months'].map((title) => sectionAt(title));
    expect(sections.every((at) => at > 0)).toBe(true);
    expect([...sections].sort((a, b) => a - b)).toEqual(sections);
  });

  it('lists the inputs with the values the calculation used, and the tranches with their repayment profiles', () => {
    const inputs = sectionAt('Inputs');
    const row = (label: string) => records.slice(inputs).find((record) => record[0] === label);
    expect(row('Valuation date')?.slice(0, 2)).toEqual(['Valuation date', '2026-07-01']);
    expect(row('Last docking')?.slice(0, 2)).toEqual(['Last docking', '2024-09-10']);
    expect(row('Lightweight (t)')?.slice(0, 2)).toEqual(['Lightweight (t)', '13800']);
    const tranches = records.findIndex((record) => record[0] === 'Tranches');
    // The tranche's rates are percentages, written in percent: a base rate of 4 % and a margin of 2.5 %.
    expect(records[tranches + 2]?.slice(0, 6)).toEqual(['1', '6500000', '4', '2.5', '7', '12']);
  });

  it('lists the key figures of the scenario, the version-2 figures among them', () => {
    const figures = sectionAt('Key figures');
    expect(records[figures + 1]).toEqual(['Key figure', 'Base']);
    const figure = (label: string) => records.slice(figures).find((record) => record[0] === label)?.[1];
    const kpis = workedExample().results[0]?.kpis;
    expectReadBack(figure('DCF value'), kpis?.dcfValue);
    expectReadBack(figure('Average DSCR'), kpis?.avgDscr);
    expectReadBack(figure('Maximum cash break-even rate'), kpis?.maxCashBreakevenRate);
    expectReadBack(figure('Maximum balloon LTV (%)'), kpis?.maxBalloonLtv, { scale: 100 });
    expect(figure('Project IRR roots found')).toBe(String(kpis?.projectIrrRoots));
  });

  it('writes the years of the worked example to 15 significant digits, with a totals row and the balloon', () => {
    const years = sectionAt('Years');
    const head = records[years + 1] ?? [];
    expect(head.slice(0, 4)).toEqual(['Year', 'Start', 'End', 'Days']);
    const cfads = head.indexOf('CFADS');
    const first = records[years + 2] ?? [];
    expect(first.slice(0, 4)).toEqual(['1', '2026-07-01', '2027-07-01', '365']);
    expectReadBack(first[cfads], fixture.expected[0]?.years[0]?.cfads);
    // Negative numbers stay numbers: no apostrophe before a number (year 4 pays for a docking).
    expectReadBack(records[years + 2 + 3]?.[head.indexOf('Equity cashflow')], fixture.expected[0]?.years[3]?.equityCashflow);
    expect(fixture.expected[0]?.years[3]?.equityCashflow).toBeLessThan(0);
    const entries = records.slice(years + 2, years + 13);
    const total = records[years + 13] ?? [];
    expect(total[0]).toBe('Total');
    const sum = entries.reduce((acc, record) => acc + Number(record[cfads]), 0);
    expect(Number(total[cfads])).toBeCloseTo(sum, 6);
    expect(total[head.indexOf('Days')]).toBe(String(entries.reduce((acc, record) => acc + Number(record[3]), 0)));
    expect(total[head.indexOf('Liquidity')]).toBe('');
    // The balloon of tranche 1 (5/12 of 6.5 m) is repaid in one year.
    const balloons = entries.map((record) => Number(record[head.indexOf('Balloon')])).filter((value) => value > 0);
    expect(balloons).toHaveLength(1);
    expect(balloons[0]).toBeCloseTo(6_500_000 * (5 / 12), -3);
  });

  it('writes every month after the years, with a totals row', () => {
    const monthsAt = records.findIndex((record) => record[0] === 'Months');
    expect(records[monthsAt - 1]).toEqual(['']);
    const head = records[monthsAt + 1] ?? [];
    expect(head.slice(0, 3)).toEqual(['Start', 'End', 'Days']);
    expect(records[monthsAt + 2]?.slice(0, 3)).toEqual(['2026-07-01', '2026-08-01', '31']);
    expect(records.length).toBe(monthsAt + 2 + 129 + 1);
    expect(records.at(-1)?.[0]).toBe('Total');
  });

  it('writes the scenario asked for', () => {
    const longTerm = parseCsv(exportCsv({ ...workedExample(), scenario: 'longTermAverage' }));
    expect(longTerm[2]).toEqual(['Scenario', 'Long-term average']);
    const years = sectionAt('Years', longTerm);
    expect(longTerm[years + 2]?.[(longTerm[years + 1] ?? []).indexOf('CFADS')]).toBe(String(fixture.expected[1]?.years[0]?.cfads));
  });

  it('neutralises formulas in the user’s texts and still quotes them', () => {
    const csv = exportCsv({ ...workedExample({ title: '=HYPERLINK("http://evil.example","Click")', shipName: '@SUM(A1:A9)' }), scenario: 'base' });
    expect(csv.startsWith(`Title,"'=HYPERLINK(""http://evil.example"",""Click"")"\r\nShip name,'@SUM(A1:A9)\r\n`)).toBe(true);
    for (const [text, written] of [
      ['+1+1', "'+1+1"],
      ['-2', "'-2"],
      ['\tx', `"'\tx"`],
      ['a;=1+1;b', `"a;'=1+1;b"`],
      ['\uFF1DSUM(A1)', "'\uFF1DSUM(A1)"],
      ['\r=1', `"'\r=1"`],
      ['Line one\nline two', '"Line one\nline two"'],
    ] as const) {
      const lines = exportCsv({ ...workedExample({ title: text }), scenario: 'base' });
      expect(lines.startsWith(`Title,${written}\r\n`)).toBe(true);
      expect(parseCsv(lines)[0]).toEqual(['Title', written.startsWith('"') ? written.slice(1, -1) : written]);
    }
  });

  it('refuses a scenario the results do not have', () => {
    const { cashflow, results } = workedExample();
    expect(() => exportCsv({ cashflow, results: results.slice(0, 1), scenario: 'longTermAverage' })).toThrow(/longTermAverage/);
  });
});

describe('exportCsv in German', () => {
  const german = () => {
    const labels = exportLabelsOf('de');
    return {
      labels,
      csv: exportCsv({ ...workedExample({ title: 'Kamsarmax; zweite Hand', shipName: 'a;=1+1;b' }), scenario: 'base', labels, language: 'de' }),
    };
  };
  const de = (key: string) => String(i18n.getResource('de', 'translation', key));

  it('separates fields with semicolons and writes the German labels', () => {
    const { labels, csv } = german();
    const records = parseCsv(csv, ';');
    expect(labels.sheets.inputs).toBe(de('assessments.export.sheets.inputs'));
    expect(labels.sheets.inputs).not.toBe('Inputs');
    expect(records[0]).toEqual([de('fields.title'), 'Kamsarmax; zweite Hand']);
    expect(csv.startsWith(`${de('fields.title')};"Kamsarmax; zweite Hand"\r\n`)).toBe(true);
    expect(records[2]).toEqual([de('assessments.export.scenario'), de('assessments.scenarios.base')]);
  });

  it('keeps formulas in the user’s texts neutralised and quoted where German Excel splits', () => {
    const { csv } = german();
    expect(csv.split('\r\n')[1]).toBe(`${de('fields.shipName')};"a;'=1+1;b"`);
  });

  it('writes decimal commas, no group separators, and dates as German Excel reads them', () => {
    const { labels, csv } = german();
    const records = parseCsv(csv, ';');
    const inputs = records.findIndex((record) => record.length === 1 && record[0] === labels.sheets.inputs);
    const row = (label: string) => records.slice(inputs).find((record) => record[0] === label);
    expect(row(de('fields.valuationDate'))?.[1]).toBe('01.07.2026');
    const tranches = records.findIndex((record) => record[0] === labels.tranches);
    expect(records[tranches + 2]?.slice(0, 6)).toEqual(['1', '6500000', '4', '2,5', '7', '12']);

    const years = records.findIndex((record) => record.length === 1 && record[0] === labels.sheets.years);
    const head = records[years + 1] ?? [];
    const first = records[years + 2] ?? [];
    expect(first.slice(0, 4)).toEqual(['1', '01.07.2026', '01.07.2027', '365']);
    const cfads = fixture.expected[0]?.years[0]?.cfads ?? Number.NaN;
    // Read back as German Excel does: the comma is the decimal sign.
    expect(first[head.indexOf(labels.columns.cfads)]).toMatch(/^\d+,\d+$/);
    expectReadBack(first[head.indexOf(labels.columns.cfads)], cfads, { decimal: ',' });
  });
});

describe('exportCsv of a purchase that completes after the valuation date (calculation.md version 3)', () => {
  const source = workedExampleV3();
  const [base] = source.results;

  it('writes the acquisition column in the years and the months: the price in the period and year of T', () => {
    const records = parseCsv(exportCsv({ ...source, scenario: 'base' }));
    for (const [title, entries] of [
      ['Years', base?.years ?? []],
      ['Months', base?.periods ?? []],
    ] as const) {
      const at = records.findIndex((record) => record.length === 1 && record[0] === title);
      const head = records[at + 1] ?? [];
      const column = head.indexOf('Acquisition');
      expect(head[column - 1], title).toBe('Disbursement');
      const written = records.slice(at + 2, at + 2 + entries.length).map((record) => record[column]);
      expect(written).toEqual(entries.map((entry) => String(entry.acquisition)));
      expect(written.filter((value) => value !== '0')).toEqual([String(base?.derived.totalAcquisitionCost)]);
      expect(records[at + 2 + entries.length]?.[column]).toBe(String(base?.derived.totalAcquisitionCost));
    }
  });

  it('lists the covenant tests after the key figures, with their breaches', () => {
    const records = parseCsv(exportCsv({ ...source, scenario: 'base' }));
    const at = records.findIndex((record) => record.length === 1 && record[0] === 'Covenant tests');
    expect(records[at - 1]).toEqual(['']);
    expect(records[at + 1]?.slice(0, 2)).toEqual(['Test date', 'Debt outstanding']);
    const tests = base?.covenantTests ?? [];
    expect(tests.length).toBeGreaterThan(0);
    expect(records.slice(at + 2, at + 2 + tests.length).map((record) => [record[0], record[7]])).toEqual(
      tests.map((test) => [test.date, test.minimumValueClauseBreached ? 'Yes' : 'No']),
    );
    tests.forEach((test, index) => expectReadBack(records[at + 2 + index]?.[1], test.debtOutstanding));
    expect(records[at + 2 + tests.length]).toEqual(['']);
  });

  it('heads the acquisition column in German', () => {
    const labels = exportLabelsOf('de');
    const records = parseCsv(exportCsv({ ...source, scenario: 'base', labels, language: 'de' }), ';');
    const months = records.findIndex((record) => record.length === 1 && record[0] === labels.sheets.months);
    const head = records[months + 1] ?? [];
    expect(head).toContain('Anschaffung');
    expect(head.indexOf('Anschaffung')).toBe(head.indexOf(labels.columns.disbursement) + 1);
  });
});

const cellText = (cell: Cell | undefined): string => (cell?.kind === 'text' ? cell.value : '');

/**
 * Every number of a CSV's rows (but a table's first column: years and numbers) with the label a reader sees for it:
 * beside it in the inputs and key figures, whose head is "Field" or "Key figure", else its column's head.
 */
function labelledNumbers(rows: readonly SheetRow[], labels: ExportLabels): { label: string; cell: Cell }[] {
  const numbers: { label: string; cell: Cell }[] = [];
  let head: string[] = [];
  for (const line of rows) {
    if (line.style === 'header' || line.style === 'title') {
      head = line.style === 'header' ? line.cells.map(cellText) : [];
      continue;
    }
    const byRow = head[0] === labels.field || head[0] === labels.keyFigure;
    line.cells.forEach((cell, index) => {
      if (index > 0 && (cell?.kind === 'number' || cell?.kind === 'formula'))
        numbers.push({ label: byRow ? cellText(line.cells[0]) : (head[index] ?? ''), cell });
    });
  }
  return numbers;
}

const isPercentage = (cell: Cell) => (cell?.kind === 'number' || cell?.kind === 'formula') && cell.format === formats.rate;

describe('the CSV’s one rule for percentages: written in percent, under a label that says "(%)"', () => {
  const sources = [
    ['the worked example', workedExample()],
    ['the worked example of version 3', workedExampleV3()],
    ['a cashflow with user scenarios', workedExample({ scenarios: [{ name: 'Central rate', overrides: { discountRate: 0.07, opexChange: 0.1 } }] })],
  ] as const;
  const languages = [
    ['English', englishExportLabels],
    ['German', exportLabelsOf('de')],
  ] as const;

  it.each(sources.flatMap(([name, source]) => languages.map(([language, labels]) => ({ name, source, language, labels }))))(
    'labels every percentage "(%)" and holds nothing else under such a label: $name in $language',
    ({ source, labels }) => {
      for (const result of source.results) {
        const numbers = labelledNumbers(csvRows({ cashflow: source.cashflow, result, labels }), labels);
        const mislabelled = numbers.filter(({ label, cell }) => isPercentage(cell) !== label.endsWith('(%)'));
        expect(mislabelled.map(({ label }) => label)).toEqual([]);
        // Inputs, tranches, key figures and the months' LTV: the rule has work to do.
        expect(numbers.filter(({ cell }) => isPercentage(cell)).length).toBeGreaterThan(result.periods.length + 10);
      }
    },
  );

  it('says "(%)" beside every key figure that is a percentage, and beside no other', () => {
    const [result] = workedExample().results;
    if (result === undefined) throw new Error('a base scenario');
    const labelled = csvRows({ cashflow: workedExample().cashflow, result, labels: englishExportLabels }).map((line) => cellText(line.cells[0]));
    for (const figure of keyFigureNames) {
      const label = englishExportLabels.kpis[figure];
      expect(labelled, figure).toContain(keyFigures[figure].unit === 'percent' ? `${label} (%)` : label);
    }
    expect(labelled).toContain('Project IRR (%)');
  });

  it('writes the inputs’, key figures’ and months’ percentages in percent: 60 for 60 %, read back core’s to 1e-12', () => {
    const source = workedExample();
    const [result] = source.results;
    if (result === undefined) throw new Error('a base scenario');
    const records = parseCsv(exportCsv({ ...source, scenario: 'base' }));
    const beside = (label: string) => records.find((record) => record[0] === label)?.[1];
    expect(beside('Maximum leverage (%)')).toBe('60');
    expect(beside('Commissions (%)')).toBe('1');
    expect(beside('Freight commission (%)')).toBe('2.5');
    expectReadBack(beside('Project IRR (%)'), result.kpis.projectIrr, { scale: 100 });
    expectReadBack(beside('Maximum LTV (%)'), result.kpis.maxLtv, { scale: 100 });

    const months = records.findIndex((record) => record.length === 1 && record[0] === 'Months');
    const ltv = records[months + 1]?.indexOf('LTV (%)') ?? -1;
    expect(ltv).toBeGreaterThan(0);
    const debtPeriods = result.periods.filter((period) => period.ltv !== null && period.ltv > 0);
    expect(debtPeriods.length).toBeGreaterThan(12);
    result.periods.forEach((period, index) => {
      const written = records[months + 2 + index]?.[ltv];
      if (period.ltv === null) expect(written).toBe('');
      else if (period.ltv === 0) expect(written).toBe('0');
      else expectReadBack(written, period.ltv, { scale: 100 });
    });
  });

  it('writes them in percent in German too, with decimal commas', () => {
    const labels = exportLabelsOf('de');
    const source = workedExample();
    const records = parseCsv(exportCsv({ ...source, scenario: 'base', labels, language: 'de' }), ';');
    const beside = (label: string) => records.find((record) => record[0] === label)?.[1];
    expect(beside(`${labels.fields.leverage} (%)`)).toBe('60');
    expect(beside(`${labels.fields.freightCommission} (%)`)).toBe('2,5');
    expectReadBack(beside(`${labels.kpis.projectIrr} (%)`), source.results[0]?.kpis.projectIrr, { scale: 100, decimal: ',' });
    const months = records.findIndex((record) => record.length === 1 && record[0] === labels.sheets.months);
    expect(records[months + 1]).toContain(`${labels.columns.ltv} (%)`);
  });

  it('leaves the workbook’s labels and core’s fractions as they are: its cells show the percent sign', () => {
    const { sheets } = workbookModel(workedExample());
    const keyFigureRows = sheets.find((sheet) => sheet.name === 'Key figures')?.rows ?? [];
    const irr = keyFigureRows.find((line) => cellText(line.cells[0]) === 'Project IRR');
    expect(irr?.cells[1]).toEqual({ kind: 'number', value: workedExample().results[0]?.kpis.projectIrr, format: formats.rate });
  });
});

describe('the CSV’s numbers', () => {
  it('carry no float noise: at most 15 significant digits, each read back core’s to 1e-12 relative', () => {
    const source = workedExample();
    const [result] = source.results;
    if (result === undefined) throw new Error('a base scenario');
    // A year's on-hire days are 355.0000000000002 in core's sums; the CSV writes 355.
    const noisy = result.years.findIndex((year) => String(year.onHireDays) === '355.0000000000002');
    expect(noisy).toBeGreaterThanOrEqual(0);
    const records = parseCsv(exportCsv({ ...source, scenario: 'base' }));
    const numbers = records.flat().filter((field) => /^-?\d+(\.\d+)?(e-?\d+)?$/.test(field));
    expect(numbers.length).toBeGreaterThan(3000);
    expect(numbers.filter((field) => significantDigits(field) > 15)).toEqual([]);

    for (const [title, columns, entries] of [
      ['Years', yearColumns, result.years],
      ['Months', periodColumns, result.periods],
    ] as const) {
      const at = records.findIndex((record) => record.length === 1 && record[0] === title);
      const head = records[at + 1] ?? [];
      entries.forEach((entry, index) => {
        const record = records[at + 2 + index] ?? [];
        for (const column of columns) {
          const value: unknown = (entry as Record<string, unknown>)[column.key];
          if (typeof value !== 'number') continue;
          const written = record[columns.indexOf(column as never)];
          if (value === 0) expect(Number(written), `${title} ${index + 1} ${head[columns.indexOf(column as never)]}`).toBe(0);
          else expectReadBack(written, value, { scale: column.kind === 'rate' ? 100 : 1 });
        }
      });
    }
    const years = records.findIndex((record) => record.length === 1 && record[0] === 'Years');
    const onHire = records[years + 1]?.indexOf('On-hire days') ?? -1;
    expect(records[years + 2 + noisy]?.[onHire]).toBe('355');
  });
});
