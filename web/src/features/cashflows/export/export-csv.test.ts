import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { csvField } from '../../../lib/spreadsheet/csv';
import { exportCsv } from './export-csv';
import { exportLabelsOf } from './labels';
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
    expect(records[tranches + 2]?.slice(0, 6)).toEqual(['1', '6500000', '0.04', '0.025', '7', '12']);
  });

  it('lists the key figures of the scenario, the version-2 figures among them', () => {
    const figures = sectionAt('Key figures');
    expect(records[figures + 1]).toEqual(['Key figure', 'Base']);
    const figure = (label: string) => records.slice(figures).find((record) => record[0] === label)?.[1];
    const kpis = workedExample().results[0]?.kpis;
    expect(figure('DCF value')).toBe(String(kpis?.dcfValue));
    expect(figure('Average DSCR')).toBe(String(kpis?.avgDscr));
    expect(figure('Maximum cash break-even rate')).toBe(String(kpis?.maxCashBreakevenRate));
    expect(figure('Maximum balloon LTV')).toBe(String(kpis?.maxBalloonLtv));
    expect(figure('Project IRR roots found')).toBe(String(kpis?.projectIrrRoots));
  });

  it('writes the years of the worked example in full precision, with a totals row and the balloon', () => {
    const years = sectionAt('Years');
    const head = records[years + 1] ?? [];
    expect(head.slice(0, 4)).toEqual(['Year', 'Start', 'End', 'Days']);
    const cfads = head.indexOf('CFADS');
    const first = records[years + 2] ?? [];
    expect(first.slice(0, 4)).toEqual(['1', '2026-07-01', '2027-07-01', '365']);
    expect(first[cfads]).toBe(String(fixture.expected[0]?.years[0]?.cfads));
    // Negative numbers stay numbers: no apostrophe before a number (year 4 pays for a docking).
    expect(records[years + 2 + 3]?.[head.indexOf('Equity cashflow')]).toBe(String(fixture.expected[0]?.years[3]?.equityCashflow));
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
    expect(records[tranches + 2]?.slice(0, 6)).toEqual(['1', '6500000', '0,04', '0,025', '7', '12']);

    const years = records.findIndex((record) => record.length === 1 && record[0] === labels.sheets.years);
    const head = records[years + 1] ?? [];
    const first = records[years + 2] ?? [];
    expect(first.slice(0, 4)).toEqual(['1', '01.07.2026', '01.07.2027', '365']);
    const cfads = fixture.expected[0]?.years[0]?.cfads ?? Number.NaN;
    expect(first[head.indexOf(labels.columns.cfads)]).toBe(String(cfads).replace('.', ','));
    // Read back as German Excel does: the comma is the decimal sign.
    expect(Number(first[head.indexOf(labels.columns.cfads)]?.replace(',', '.'))).toBe(cfads);
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
    expect(records.slice(at + 2, at + 2 + tests.length).map((record) => [record[0], record[1], record[7]])).toEqual(
      tests.map((test) => [test.date, String(test.debtOutstanding), test.minimumValueClauseBreached ? 'Yes' : 'No']),
    );
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
