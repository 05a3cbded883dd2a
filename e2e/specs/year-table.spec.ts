import { expect, test, type Locator, type Page } from '@playwright/test';
import { texts } from './texts';
import { chromiumOptions } from '../support/chromium';
import { screenshotPath } from '../support/screenshots';
import { expectNoBlockingViolations, loadExample } from '../support/workbench';

const { cashflowResults, workbench } = texts;

// Headless Chromium hides every scrollbar (Playwright passes --hide-scrollbars); this spec checks that the table's is
// drawn, so it keeps them.
test.use({ launchOptions: { ...chromiumOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });
const columns = cashflowResults.table.columns;
/** A column's header as the worked example (in USD) shows it. */
const header = (text: string) => text.replace('{{unit}}', '$');
const yearButton = (year: number) => cashflowResults.table.yearLabel.replace('{{year}}', String(year));

/** The table, the region that scrolls it and the texts of its column headers. */
async function yearTable(page: Page) {
  const table = page.getByRole('table', { name: cashflowResults.table.caption });
  // The nearest region around the table: the section of the results around it bears the same name.
  const scroller = table.locator('xpath=ancestor::*[@role="region"][1]');
  await expect(scroller).toHaveAttribute('aria-label', cashflowResults.table.title);
  await expect(table.getByRole('columnheader', { name: header(columns.interest), exact: true })).toBeAttached();
  const headers = await table.locator('thead th').allInnerTexts();
  return { table, scroller, headers: headers.map((text) => text.trim()) };
}

/** A whole amount as the page shows it, "$1,738,630" or "-$12,345", as a number. */
function amount(text: string): number {
  const digits = text.replace(/[^\d-]/g, '');
  expect(digits, text).toMatch(/^-?\d+$/);
  return Number(digits);
}

/** The text of a row's cell under the header `name` (the row header is the first cell, as the year is the first header). */
async function cellText(row: Locator, headers: readonly string[], name: string): Promise<string> {
  const index = headers.indexOf(name);
  expect(index, name).toBeGreaterThan(0);
  return (await row.locator('th, td').nth(index).innerText()).trim();
}

/** The row of a model year, by the button that opens its months. */
const yearRow = (table: Locator, year: number) =>
  table.getByRole('row').filter({ has: table.page().getByRole('button', { name: yearButton(year), exact: true }) });

/** Interest and principal, as shown, add up to the debt service shown (each rounded to a whole unit: within 1). */
async function expectDebtServiceSplit(row: Locator, headers: readonly string[]) {
  const interest = amount(await cellText(row, headers, header(columns.interest)));
  const principal = amount(await cellText(row, headers, header(columns.principal)));
  const debtService = amount(await cellText(row, headers, columns.debtService));
  expect(debtService).toBeGreaterThan(0);
  expect(interest).toBeGreaterThan(0);
  expect(principal).toBeGreaterThan(0);
  expect(Math.abs(interest + principal - debtService)).toBeLessThanOrEqual(1);
}

/**
 * Scrolls the table to its last column with the keyboard, as someone without a mouse or a swipe would, and checks on
 * the way that the year column stays at the scroller's left edge and that the last column ends up wholly in view.
 */
async function scrollToLastColumn(page: Page, table: Locator, scroller: Locator) {
  const yearHeader = table.locator('thead th').first();
  const yearCell = yearRow(table, 1).locator('th').first();
  const lastHeader = table.locator('thead th').last();
  const box = await scroller.boundingBox();
  if (box === null) throw new Error('the table’s scroller has no box');
  const leftEdge = async (locator: Locator) => (await locator.boundingBox())?.x ?? Number.NaN;
  const yearLeft = await leftEdge(yearHeader);
  expect(await scroller.evaluate((element) => element.scrollLeft)).toBe(0);
  // The last column starts out of sight.
  expect(await leftEdge(lastHeader)).toBeGreaterThan(box.x + box.width);

  await scroller.focus();
  await expect(scroller).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  // A long press of the arrow key: the last column comes into view within the scroller.
  await expect
    .poll(
      async () => {
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        const last = await lastHeader.boundingBox();
        return last !== null && last.x + last.width <= box.x + box.width + 1;
      },
      { timeout: 30_000, intervals: [0] },
    )
    .toBe(true);
  expect(await scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
  // The year column has not moved: its header and the year's row header sit where they started.
  expect(Math.abs((await leftEdge(yearHeader)) - yearLeft)).toBeLessThanOrEqual(1);
  expect(Math.abs((await leftEdge(yearCell)) - yearLeft)).toBeLessThanOrEqual(1);
  expect(yearLeft - box.x).toBeLessThanOrEqual(2);
  // The figures of the last column are whole, not cut by the frame or the year column.
  const lastCell = yearRow(table, 1).locator('td').last();
  const cellBox = await lastCell.boundingBox();
  const yearBox = await yearCell.boundingBox();
  expect(cellBox).not.toBeNull();
  expect(yearBox).not.toBeNull();
  if (cellBox !== null && yearBox !== null) {
    expect(cellBox.x).toBeGreaterThanOrEqual(yearBox.x + yearBox.width - 1);
    expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(box.x + box.width + 1);
  }
}

test('at 1440 × 900 the year table shows the debt service split, LTV and equity cash flow, and every column can be reached', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loadExample(page);
  const { table, scroller, headers } = await yearTable(page);
  await scroller.scrollIntoViewIfNeeded();
  for (const name of [header(columns.interest), header(columns.principal), columns.ltv, header(columns.equityCashflow)]) {
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  expect(headers).toEqual(expect.arrayContaining(['Interest ($)', 'Principal ($)', 'LTV (%)', 'Equity cash flow ($)']));
  await expect(page.getByText(workbench.table.scrollHint)).toBeVisible();

  const first = yearRow(table, 1);
  await expectDebtServiceSplit(first, headers);
  // Year 1 ends with 8,358,333 owed on a ship worth 15,842,749 on its linear value: an LTV of 52.76 %.
  expect(await cellText(first, headers, columns.ltv)).toBe('52.76%');
  expect(amount(await cellText(first, headers, header(columns.equityCashflow)))).toBe(1_019_333);
  // The totals sum the flows and give the LTV no total, saying why.
  const totals = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: workbench.table.total, exact: true }) });
  await expectDebtServiceSplit(totals, headers);
  expect(await cellText(totals, headers, columns.ltv)).toContain(workbench.table.noTotalRatio);

  // The horizontal scrollbar is drawn: it takes room below the rows (the frame's borders are 2 px).
  const scrollbar = await scroller.evaluate((element: HTMLElement) => element.offsetHeight - element.clientHeight - 2);
  expect(scrollbar).toBeGreaterThan(4);

  // A year's months get the same columns, each month's split adding up too.
  await table.getByRole('button', { name: yearButton(1), exact: true }).click();
  const month = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: cashflowResults.table.monthLabel.replace('{{month}}', '1'), exact: true }) });
  await expect(month).toHaveCount(1);
  await expect(month.locator('th, td')).toHaveCount(headers.length);
  await expectDebtServiceSplit(month, headers);
  expect(await cellText(month, headers, columns.ltv)).toMatch(/^\d{2}\.\d{2}%$/);

  // Scrolled down, the header row stays at the top of the frame.
  await scroller.hover();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);
  const box = await scroller.boundingBox();
  const headerBox = await table.locator('thead th').first().boundingBox();
  expect(Math.abs((headerBox?.y ?? Number.NaN) - (box?.y ?? Number.NaN))).toBeLessThanOrEqual(2);
  await scroller.evaluate((element) => element.scrollTo(0, 0));

  await scrollToLastColumn(page, table, scroller);
  await scroller.screenshot({ path: screenshotPath('year-table-1440-scrolled.png') });
  await scroller.evaluate((element) => element.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath('year-table-1440.png') });
  await expectNoBlockingViolations(page);
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test(`at ${width} × ${height} the table swipes inside its frame, the year column stays and the page does not move sideways`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await loadExample(page);
    const { table, scroller, headers } = await yearTable(page);
    await scroller.scrollIntoViewIfNeeded();
    await expect(page.getByText(workbench.table.scrollHint)).toBeVisible();
    for (const name of [header(columns.interest), header(columns.principal), columns.ltv, header(columns.equityCashflow)]) {
      await expect(table.getByRole('columnheader', { name, exact: true })).toBeAttached();
    }
    await expectDebtServiceSplit(yearRow(table, 1), headers);

    // Every year's button is a target a finger can hit.
    const buttons = table.getByRole('button', { name: /^Year \d+$/ });
    await expect(buttons).toHaveCount(11);
    for (const button of await buttons.all()) {
      const buttonBox = await button.boundingBox();
      expect(buttonBox?.height ?? 0).toBeGreaterThanOrEqual(40);
      expect(buttonBox?.width ?? 0).toBeGreaterThanOrEqual(40);
    }
    // The year column leaves most of the screen to the figures.
    const yearWidth = (await table.locator('thead th').first().boundingBox())?.width ?? Number.POSITIVE_INFINITY;
    expect(yearWidth).toBeLessThan(width / 3);

    await scrollToLastColumn(page, table, scroller);
    // The table scrolled, the page did not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await page.screenshot({ path: screenshotPath(`year-table-${width}-scrolled.png`) });

    // A sideways gesture over the table moves the table back, not the page, even past its edge.
    await scroller.hover();
    await page.mouse.wheel(-5000, 0);
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await table.getByRole('button', { name: yearButton(1), exact: true }).click();
    await expect(table.getByRole('rowheader', { name: cashflowResults.table.monthLabel.replace('{{month}}', '12'), exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: screenshotPath(`year-table-${width}.png`) });
    await expectNoBlockingViolations(page);
  });
}
