import AxeBuilder from '@axe-core/playwright';
import { calculate } from '@keelson/core';
import { workedExampleCashflow } from '@keelson/core/examples';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { signedInUser } from '../support/accounts';
import de from '../../web/src/locales/de.json' with { type: 'json' };
import { texts } from './texts';
import { screenshotPath } from '../support/screenshots';

const { analysis, cashflow, cashflowResults, memo, pages, scenarios } = texts;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The English notation of whole money, as the page shows it: 17683959.81 → "$17,683,960". */
const money = (value: number) => `${value < 0 ? '-' : ''}$${Math.round(Math.abs(value)).toLocaleString('en-US')}`;

/** The worked example with the scenario the test adds, as core calculates it: base, long-term average, "Weak market". */
function expectedResults() {
  const outcome = calculate({ ...workedExampleCashflow, scenarios: [{ name: 'Weak market', overrides: { charterRateChange: -0.2 } }] });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.results;
}

async function expectAxeClean(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const axe = await (include === undefined ? builder : builder.include(include)).analyze();
  const blocking = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The comparison table, a column per scenario; its cells of one key figure, by the figure's label. */
const comparison = (page: Page) => page.getByRole('table', { name: scenarios.comparison.caption, exact: true });
const figureRow = (table: Locator, label: string) => table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: label, exact: true }) });

/** The number of pages of a PDF: its page objects (`/Type /Page`, not the `/Type /Pages` tree). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

async function openScenarios(page: Page) {
  await page.getByRole('tab', { name: analysis.tabs.scenarios, exact: true }).click();
}

test('a user scenario is compared with the base case, saved, shared read-only and printed as a two-page credit memo', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const [base, longTermAverage, weak] = expectedResults();
  if (base === undefined || longTermAverage === undefined || weak === undefined) throw new Error('three results');
  expect(weak.kpis.dcfValue).toBeLessThan(base.kpis.dcfValue);

  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/app/cashflow');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.cashflow.title);
  await page.getByRole('button', { name: cashflow.actions.loadExample, exact: true }).click();

  // A scenario of one's own: "Weak market", charter rates 20 % lower.
  await openScenarios(page);
  await expect(page.getByText(scenarios.empty)).toBeVisible();
  await page.getByRole('button', { name: scenarios.add, exact: true }).click();
  const name = page.getByRole('textbox', { name: scenarios.name, exact: true });
  await expect(name).toHaveValue(scenarios.defaultName.replace('{{number}}', '1'));
  await name.fill('Weak market');
  const charterChange = page.getByRole('textbox', { name: new RegExp(`^${escaped(scenarios.overrides.charterRateChange.label)} \\(%\\)`) });
  // The base case's market rates stand beside the input as context.
  await expect(charterChange).toHaveAccessibleDescription(/\$13,500\/day.*\$14,000\/day/);
  await charterChange.fill('-20');
  await expect(page.getByRole('tab', { name: 'Weak market', exact: true })).toBeVisible();

  // Side by side: a column per scenario, the figures core calculates for each, the weak market's DCF value below the base case's.
  const table = comparison(page);
  await expect(table.getByRole('columnheader')).toHaveText([
    scenarios.comparison.figure,
    cashflowResults.scenario.base,
    cashflowResults.scenario.longTermAverage,
    'Weak market',
  ]);
  const dcfCells = figureRow(table, cashflowResults.figures.dcfValue.label).getByRole('cell');
  await expect(dcfCells).toHaveText([money(base.kpis.dcfValue), money(longTermAverage.kpis.dcfValue), money(weak.kpis.dcfValue)]);
  await expect(figureRow(table, cashflowResults.figures.projectNpv.label).getByRole('cell').nth(2)).toContainText(money(weak.kpis.projectNpv));
  // The chart of DCF value and minimum DSCR, with the table as its text.
  await expect(page.getByRole('img', { name: scenarios.chart.dcfTitle, exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: scenarios.chart.dscrTitle, exact: true }).locator('.recharts-surface')).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('heading', { name: scenarios.title, exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('h5-scenario-editor.png') });
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('h5-comparison.png') });
  await page.getByRole('img', { name: scenarios.chart.dcfTitle, exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('h5-comparison-chart.png') });
  // How many scenarios there are, and how many more may come.
  await expect(page.getByText(scenarios.count.replace('{{used}}', '1').replace('{{max}}', '10'), { exact: true })).toBeVisible();

  // Saved by a registered user, the scenario is part of the cashflow: it is there after a reload.
  await signedInUser(page.request);
  await page.getByRole('button', { name: cashflow.actions.save, exact: true }).click();
  await expect(page.getByText(cashflow.notifications.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/cashflow\/[0-9a-f-]{36}$/);
  await page.reload();
  await openScenarios(page);
  await expect(page.getByRole('tab', { name: 'Weak market', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: new RegExp(`^${escaped(scenarios.overrides.charterRateChange.label)} \\(%\\)`) })).toHaveValue('-20');
  await expect(figureRow(comparison(page), cashflowResults.figures.dcfValue.label).getByRole('cell').nth(2)).toHaveText(money(weak.kpis.dcfValue));

  // "Print summary" on the cashflow page: the signed-in user's own name is prefilled as the one who prepared it.
  await page.getByRole('button', { name: memo.printSummary, exact: true }).click();
  const preview = page.getByRole('dialog', { name: memo.preview.title });
  await expect(preview.getByRole('textbox', { name: memo.preview.preparedBy })).toHaveValue('Test');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Shared read-only: the link opens with the summary, and shows the scenario.
  await page.getByRole('button', { name: cashflow.actions.createLink }).click();
  const linkField = page.getByRole('textbox', { name: texts.sharing.link.replace('{{number}}', '1'), exact: true });
  await expect(linkField).toHaveValue(/\/app\/cashflow\/readonly\/[0-9a-f-]{36}$/);
  const link = new URL(await linkField.inputValue()).pathname;

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const reader = await visitor.newPage();
  await reader.goto(link);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(pages.cashflowReadonly.title);
  const summaryHeading = reader.getByRole('heading', { level: 2, name: memo.readonly.summary, exact: true });
  await expect(summaryHeading).toBeInViewport();
  // The key figures come first: the DCF value is on the first screen, and the inputs only below the summary and the results.
  const summary = reader.getByRole('region', { name: memo.readonly.summary, exact: true });
  await expect(summary.getByText(money(base.kpis.dcfValue)).first()).toBeInViewport();
  const inputsHeading = reader.getByRole('heading', { level: 2, name: memo.readonly.inputs, exact: true });
  const resultsHeading = reader.getByRole('heading', { level: 2, name: cashflowResults.title, exact: true });
  const y = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
  expect(await y(summaryHeading)).toBeLessThan(await y(resultsHeading));
  expect(await y(resultsHeading)).toBeLessThan(await y(inputsHeading));
  const readonlyTable = comparison(reader);
  await expect(readonlyTable.getByRole('columnheader').last()).toHaveText('Weak market');
  await expect(figureRow(readonlyTable, cashflowResults.figures.dcfValue.label).getByRole('cell').nth(2)).toHaveText(money(weak.kpis.dcfValue));
  // Read-only: the comparison, never the editor.
  await expect(reader.getByRole('button', { name: scenarios.add })).toHaveCount(0);
  await expect(reader.getByRole('textbox', { name: scenarios.name })).toHaveCount(0);
  await expectAxeClean(reader);
  await reader.screenshot({ path: screenshotPath('h5-readonly.png') });
  await reader.screenshot({ path: screenshotPath('h5-readonly-full.png'), fullPage: true });

  // The memo: two A4 pages with the scenario, and nobody's name that the reader did not type (the owner's stays private).
  await reader.getByRole('button', { name: memo.printSummary, exact: true }).click();
  const sheet = reader.getByRole('article', { name: cashflow.exampleRecord.title });
  await expect(sheet).toBeVisible();
  await expect(reader.getByRole('textbox', { name: memo.preview.preparedBy })).toHaveValue('');
  const preparedBy = sheet.locator('dt', { hasText: memo.sheet.preparedBy }).locator('xpath=following-sibling::dd[1]');
  await expect(preparedBy).toHaveText(memo.sheet.notGiven);
  // The owner's first name, as a word (the covenant note's "Tested every …" is not it).
  await expect(sheet).not.toContainText(/\bTest\b/);
  await reader.getByRole('textbox', { name: memo.preview.preparedBy }).fill('A. Analyst, Credit');
  await expect(preparedBy).toHaveText('A. Analyst, Credit');
  await expect(sheet.getByRole('table', { name: memo.sheet.scenariosCaption })).toContainText('Weak market');
  await expect(sheet.getByRole('img', { name: cashflowResults.charts.debtValue.title }).locator('.recharts-surface')).toBeVisible();
  await expect(sheet.getByRole('img', { name: cashflowResults.charts.revenue.title }).locator('.recharts-surface')).toBeVisible();
  await expectAxeClean(reader, '.keelson-memo-portal');
  await reader.screenshot({ path: screenshotPath('h5-memo-preview.png') });

  // Printed, the memo is alone on the page: no navigation, buttons or notifications, and two A4 pages in all.
  await reader.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(reader.getByRole('navigation')).toBeHidden();
  await expect(reader.getByRole('button', { name: memo.preview.print })).toBeHidden();
  await expect(reader.getByRole('heading', { level: 1 })).toBeHidden();
  // Back to the page's own media: a pdf is printed with print media unless screen media is emulated.
  await reader.emulateMedia({ media: null });
  const pdf = await reader.pdf({ format: 'A4' });
  expect(pdfPageCount(pdf)).toBe(2);
  await visitor.close();
});

// The lone minus sign on the way to "-20" is no number yet, so the draft has no results for a moment; the page keeps
// its analysis area (with the last results) while only a scenario's input is wrong, so the field keeps its text and focus.
test('a negative change typed key by key stays in its field, which keeps the focus', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/app/cashflow');
  await page.getByRole('button', { name: cashflow.actions.loadExample, exact: true }).click();
  await openScenarios(page);
  await page.getByRole('button', { name: scenarios.add, exact: true }).click();
  const charterChange = page.getByRole('textbox', { name: new RegExp(`^${escaped(scenarios.overrides.charterRateChange.label)} \\(%\\)`) });
  await charterChange.pressSequentially('-20');
  await expect(charterChange).toBeFocused({ timeout: 5_000 });
  await expect(charterChange).toHaveValue('-20', { timeout: 5_000 });
});

test('ten scenarios fill the list; deleting one asks first and makes room again', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/app/cashflow');
  await page.getByRole('button', { name: cashflow.actions.loadExample, exact: true }).click();
  await openScenarios(page);
  const add = page.getByRole('button', { name: scenarios.add, exact: true });
  for (let number = 1; number <= 10; number += 1) {
    await add.click();
    await expect(page.getByRole('textbox', { name: scenarios.name, exact: true })).toHaveValue(scenarios.defaultName.replace('{{number}}', String(number)));
    await page.getByRole('textbox', { name: new RegExp(`^${escaped(scenarios.overrides.opexChange.label)} \\(%\\)`) }).fill(String(number * 5));
  }
  await expect(add).toBeDisabled();
  await expect(page.getByText(scenarios.limit.replace('{{max}}', '10'))).toBeVisible();
  await expect(comparison(page).getByRole('columnheader')).toHaveCount(13);

  await page.getByRole('button', { name: scenarios.delete, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: scenarios.confirm.title });
  await expect(dialog).toContainText('Scenario 10');
  await dialog.getByRole('button', { name: scenarios.confirm.confirm }).click();
  await expect(comparison(page).getByRole('columnheader')).toHaveCount(12);
  await expect(comparison(page).getByRole('columnheader').last()).toHaveText('Scenario 9');
  await expect(add).toBeEnabled();
});

test('a shared cashflow with the most scenarios it can hold, long names and a long title, prints on two A4 pages in English and German', async ({
  page,
  browser,
}) => {
  // Two languages, each drawing and printing a memo of twelve scenarios: long on a busy two-core machine.
  test.setTimeout(240_000);
  await signedInUser(page.request);
  const readonlyId = randomUUID();
  const longName = (number: number) => `Scenario ${number}: charter rates and operating costs moved together, a name of sixty`.slice(0, 60);
  const ten = Array.from({ length: 10 }, (_, index) => ({
    name: longName(index + 1),
    overrides: { charterRateChange: -0.03 * (index + 1), opexChange: 0.02 * index },
  }));
  const title = 'Kamsarmax bulk carrier, secondhand purchase, with a title long enough to need a second line on the page';
  const created = await page.request.post('/api/cashflow', { data: { ...workedExampleCashflow, title, scenarios: ten, readonlyIds: [readonlyId] } });
  expect(created.status()).toBe(201);

  // Tall enough to show the whole sheet below the preview's sticky header.
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto(`/app/cashflow/readonly/${readonlyId}`);
  await expect(comparison(page).getByRole('columnheader')).toHaveCount(13);
  await page.getByRole('button', { name: memo.printSummary, exact: true }).click();
  const sheet = page.getByRole('article', { name: title });
  const scenarioRows = sheet.getByRole('table', { name: memo.sheet.scenariosCaption }).getByRole('row');
  await expect(scenarioRows).toHaveCount(13);
  // A long name keeps to one line and says all of itself in its title.
  await expect(scenarioRows.last().getByRole('rowheader').locator('span.keelson-memo-one-line')).toHaveAttribute('title', longName(10));
  await expect(sheet.getByRole('img', { name: cashflowResults.charts.revenue.title }).locator('.recharts-surface')).toBeVisible();
  await page.screenshot({ path: screenshotPath('h5-memo-twelve.png') });
  const pdf = await page.pdf({ format: 'A4' });
  // Kept beside the screenshots, for a person to look at the printed pages.
  writeFileSync(screenshotPath('h5-memo-twelve.pdf'), pdf);
  expect(pdfPageCount(pdf)).toBe(2);

  // German labels and notation are longer; the pages still hold them.
  const german = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 1400 } });
  const reader = await german.newPage();
  await reader.goto(`/app/cashflow/readonly/${readonlyId}`);
  await reader.getByRole('button', { name: de.memo.printSummary, exact: true }).click();
  const germanSheet = reader.getByRole('article', { name: title });
  await expect(germanSheet).toContainText(de.memo.sheet.keyFigures);
  await expect(germanSheet.getByRole('table', { name: de.memo.sheet.scenariosCaption }).getByRole('row')).toHaveCount(13);
  await reader.screenshot({ path: screenshotPath('h5-memo-twelve-de.png') });
  expect(pdfPageCount(await reader.pdf({ format: 'A4' }))).toBe(2);
  await german.close();
});
