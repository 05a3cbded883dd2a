import AxeBuilder from '@axe-core/playwright';
import { loanBook, type Cashflow } from '@keelson/core';
import { workedExampleV3Cashflow } from '@keelson/core/examples';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signedInUser } from '../support/accounts';
import { screenshotPath } from '../support/screenshots';
import { texts } from './texts';

const { portfolios } = texts;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ''));

/** The worked example's Kamsarmax and two ships derived from it, as a bank's book of three loans. */
const book: Cashflow[] = [
  { ...workedExampleV3Cashflow, title: 'Kamsarmax loan' },
  {
    ...workedExampleV3Cashflow,
    title: 'Tanker loan',
    shipName: 'Example Tanker',
    shipType: 'TANKER_MR',
    brokerValueEsimationsCurr: [21000000],
    averageTimeCharterCurr: 16000,
  },
  {
    ...workedExampleV3Cashflow,
    title: 'Container loan',
    shipName: 'Example Box',
    shipType: null,
    clarksonsSegment: 'Containership',
    brokerValueEsimationsCurr: [19000000],
  },
] as Cashflow[];

async function expectNoSeriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Saves the book's cashflows through the API and answers their ids. */
async function saveBook(page: Page, cashflows: readonly Cashflow[]): Promise<string[]> {
  const ids: string[] = [];
  for (const cashflow of cashflows) {
    const answer = await page.request.post('/api/cashflow', { data: cashflow });
    expect(answer.status()).toBe(201);
    ids.push(((await answer.json()) as { content: { id: string } }).content.id);
  }
  return ids;
}

/** Creates a portfolio through its dialog on the user's list, which then opens it. */
async function createPortfolio(page: Page, name: string) {
  await page.goto('/app/user/portfolios');
  await page.getByRole('button', { name: portfolios.create.button }).click();
  const dialog = page.getByRole('dialog', { name: portfolios.create.title });
  await dialog.getByRole('textbox', { name: portfolios.form.name }).fill(name);
  await dialog.getByRole('textbox', { name: portfolios.form.description }).fill('Dry bulk, tankers and boxes');
  await dialog.getByRole('button', { name: portfolios.create.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a book of three loans: its table with each loan’s covenant status, sorting, the calendar and its XLSX and iCalendar files', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInUser(page.request);
  await saveBook(page, book);
  await createPortfolio(page, 'Shipping book Q4');

  // The assessments go in through the edit dialog, the amber threshold too.
  await page.getByRole('button', { name: portfolios.edit.button }).click();
  const dialog = page.getByRole('dialog', { name: portfolios.edit.title });
  const members = dialog.getByRole('combobox', { name: portfolios.form.loans });
  for (const cashflow of book) {
    await members.click();
    await page.getByRole('option', { name: cashflow.title ?? '' }).click();
  }
  await dialog.getByRole('button', { name: texts.common.save }).click();
  await expect(dialog).toBeHidden();

  // The book: one row per loan, each with a status and its reason; the totals above.
  const table = page.getByRole('table', { name: fill(portfolios.book.caption, { shown: 3, total: 3 }) });
  await expect(table.getByRole('rowheader')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: portfolios.book.totals.title, exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('portfolio-book.png'), fullPage: true });
  for (const title of ['Kamsarmax loan', 'Tanker loan', 'Container loan']) await expect(table.getByRole('link', { name: title })).toBeVisible();
  // The status of each loan is core's, read from its stored monitor: the same as bookRow of a fresh calculation.
  const statuses = await table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .allInnerTexts();
  expect(statuses.every((row) => /red|amber|green/i.test(row))).toBe(true);
  await expect(page.getByRole('heading', { name: portfolios.book.exposure.bySegment })).toBeVisible();
  await expect(page.getByRole('heading', { name: portfolios.book.chart.title })).toBeVisible();
  // Sorting by the debt outstanding, and filtering by words.
  await table.getByRole('button', { name: portfolios.book.columns.debt }).click();
  // Amounts sort largest first.
  await expect(table.getByRole('columnheader', { name: portfolios.book.columns.debt })).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('searchbox', { name: portfolios.book.search }).fill('Tanker');
  await expect(page.getByRole('table', { name: fill(portfolios.book.caption, { shown: 1, total: 3 }) }).getByRole('rowheader')).toHaveText(['Tanker loan']);
  await page.getByRole('searchbox', { name: portfolios.book.search }).fill('');
  await expectNoSeriousViolations(page);

  // The covenant calendar: the tests of the next 24 months, breaches first, as XLSX and iCalendar.
  await page.getByRole('tab', { name: portfolios.tabs.calendar }).click();
  const months = loanBook.defaultCalendarMonths;
  const calendar = page.getByRole('table', { name: new RegExp(fill(portfolios.calendar.caption, { count: '\\d+', months })) });
  await expect(calendar).toBeVisible();
  const rows = calendar.getByRole('rowheader');
  expect(await rows.count()).toBeGreaterThan(3);
  await page.screenshot({ path: screenshotPath('portfolio-calendar.png'), fullPage: true });
  const [ics] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: portfolios.calendar.ics }).click()]);
  expect(ics.suggestedFilename()).toMatch(/\.ics$/);
  const icsText = readFileSync(await ics.path(), 'utf8');
  expect(icsText.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(icsText).toContain('SUMMARY:Covenant test: Kamsarmax loan');
  expect(icsText.match(/BEGIN:VEVENT/g)?.length ?? 0).toBeGreaterThan(0);
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: portfolios.calendar.xlsx }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  await expectNoSeriousViolations(page);
});

test('an import with a bad row names the row and column, saves nothing in full, then the valid rows only', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInUser(page.request);
  await createPortfolio(page, 'Imported book');
  await page.getByRole('tab', { name: portfolios.tabs.import }).click();

  // The template's header, and two ships: the second with a negative lightweight.
  const columns = loanBook.importColumns;
  const example = workedExampleV3Cashflow as Record<string, unknown>;
  const tranche = (workedExampleV3Cashflow.tranches ?? [])[0] as Record<string, unknown> | undefined;
  const cell = (column: string, override: Record<string, string>) => {
    if (column in override) return override[column];
    const trancheField = column.startsWith('tranche')
      ? column.slice('tranche'.length, 'tranche'.length + 1).toLowerCase() + column.slice('tranche'.length + 1)
      : null;
    const value = trancheField !== null && tranche !== undefined && trancheField in tranche ? tranche[trancheField] : example[column];
    if (Array.isArray(value)) return String(value[0] ?? '');
    return value === null || value === undefined ? '' : String(value);
  };
  const line = (override: Record<string, string>) => columns.map((column) => JSON.stringify(cell(column, override) ?? '')).join(',');
  const csv = [columns.join(','), line({ title: 'Good ship' }), line({ title: 'Bad ship', lightWeightTonnage: '-5' })].join('\n');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: portfolios.import.file }).click()]);
  await chooser.setFiles({ name: 'book.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await expect(page.getByText(fill(portfolios.import.checked, { valid: 1, total: 2 }))).toBeVisible();
  const problems = page.getByRole('table', { name: /problems, by row and column/ });
  await expect(problems.getByRole('row').filter({ hasText: 'lightWeightTonnage' })).toContainText('3');
  await expect(page.getByRole('button', { name: fill(portfolios.import.importAll, { count: 2 }) })).toBeDisabled();
  await page.screenshot({ path: screenshotPath('portfolio-import.png'), fullPage: true });
  await expectNoSeriousViolations(page);

  // The server refuses the whole file as well: nothing is saved.
  const id = page.url().split('/').at(-1) ?? '';
  const rows = [Object.fromEntries(columns.map((column) => [column, cell(column, { title: 'Bad ship', lightWeightTonnage: '-5' })]))];
  const refused = await page.request.post(`/api/portfolio/${id}/import`, { data: { rows, mode: 'all' } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { code: number }).code).toBe(1012);

  await page.getByRole('button', { name: fill(portfolios.import.importValid, { count: 1 }) }).click();
  await expect(page.getByText(fill(portfolios.import.imported, { count: 1 }))).toBeVisible();
  await page.getByRole('tab', { name: portfolios.tabs.book }).click();
  await expect(page.getByRole('table', { name: fill(portfolios.book.caption, { shown: 1, total: 1 }) }).getByRole('rowheader')).toHaveText(['Good ship']);
});

test('a stress test shows its progress, keeps running through a reload, can be cancelled, and shows its results', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInUser(page.request);
  const ids = await saveBook(page, book);
  await createPortfolio(page, 'Stressed book');
  const id = page.url().split('/').at(-1) ?? '';
  const portfolio = (
    (await (await page.request.get(`/api/portfolio/${id}`)).json()) as {
      content: { updated: string; name: string; description: string; amberThreshold: number };
    }
  ).content;
  const put = await page.request.put(`/api/portfolio/${id}`, {
    data: { name: portfolio.name, description: portfolio.description, amberThreshold: portfolio.amberThreshold, cashflowIds: ids, updated: portfolio.updated },
  });
  expect(put.status()).toBe(200);
  await page.reload();

  // A long run: progress, then a reload while it runs, then cancel.
  await page.getByRole('tab', { name: portfolios.tabs.stress }).click();
  await page.getByRole('textbox', { name: portfolios.stress.paths }).fill('50000');
  await page.getByRole('button', { name: portfolios.stress.start }).click();
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /of \d+ chunks|Waiting for a worker/ })).toBeVisible();
  await page.screenshot({ path: screenshotPath('portfolio-stress-running.png'), fullPage: true });
  await expectNoSeriousViolations(page);
  await page.reload();
  await page.getByRole('tab', { name: portfolios.tabs.stress }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.getByRole('button', { name: portfolios.stress.cancel }).click();
  await expect(page.getByText(portfolios.stress.cancelled).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeHidden();

  // A short run to its end: the results.
  await page.getByRole('textbox', { name: portfolios.stress.paths }).fill('500');
  await page.getByRole('button', { name: portfolios.stress.start }).click();
  await expect(page.getByRole('heading', { name: portfolios.stress.results.npv })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('heading', { name: portfolios.stress.results.loans })).toBeVisible();
  await page.screenshot({ path: screenshotPath('portfolio-stress.png'), fullPage: true });
  for (const cashflow of book) await expect(page.getByRole('rowheader', { name: cashflow.title ?? '' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});
