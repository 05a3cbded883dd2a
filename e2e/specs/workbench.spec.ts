import { expect, test, type Locator, type Page } from '@playwright/test';
import { texts } from './texts';
import { screenshotPath } from '../support/screenshots';
import { expectNoBlockingViolations, loadExample } from '../support/workbench';

const { app, cashflow, cashflowResults, errors, pages, workbench } = texts;
const figures = cashflowResults.figures;
/** A form field by its path in the cashflow (the form's input ids are `cashflow-field-<path>`). */
const input = (page: Page, path: string) => page.locator(`[id="cashflow-field-${path}"]`);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text of the locale as a pattern, each `{{name}}` standing for `patterns[name]`. */
const patternSource = (text: string, patterns: Record<string, string>) =>
  escaped(text).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_match, name: string) => patterns[name] ?? '.+');
const textPattern = (text: string, patterns: Record<string, string>) => new RegExp(`^${patternSource(text, patterns)}$`);
/** The same, as part of a longer text. */
const partPattern = (text: string, patterns: Record<string, string>) => new RegExp(patternSource(text, patterns));

/** The key figures pinned beside the form on a wide screen. */
const keyFigures = (page: Page) => page.getByRole('region', { name: workbench.keyFigures.title, exact: true });
/** The compact bar of the headline figures on a narrow screen. */
const headlineBar = (page: Page) => page.getByRole('region', { name: workbench.keyFigures.bar, exact: true });
/** One pinned figure: the list item that names it. */
const pinned = (panel: Locator, label: string) => panel.getByRole('listitem').filter({ hasText: new RegExp(`^${escaped(label)}`) });

test('at 1440 × 900 the key figures stand beside the first input, and show what the last edit changed', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loadExample(page);
  const panel = keyFigures(page);
  const dcf = pinned(panel, figures.dcfValue.label);
  await expect(dcf).toContainText(/\$\d{1,3}(,\d{3})+/);
  await expect(dcf).toContainText(workbench.keyFigures.noEditYet);

  // Beside the first input, both on the first screen without scrolling.
  const firstInput = page.locator('[id^="cashflow-field-"]').first();
  await expect(firstInput).toBeInViewport();
  for (const label of [figures.dcfValue.label, figures.projectIrr.label, figures.minDscr.label]) await expect(pinned(panel, label)).toBeInViewport();
  const inputBox = await firstInput.boundingBox();
  const panelBox = await panel.boundingBox();
  expect(inputBox).not.toBeNull();
  expect(panelBox).not.toBeNull();
  if (inputBox !== null && panelBox !== null) {
    expect(panelBox.x).toBeGreaterThan(inputBox.x + inputBox.width);
    expect(panelBox.y).toBeLessThan(inputBox.y + inputBox.height);
  }
  // The judgement of the DCF value's card stands beside it too.
  const price = { amount: '\\$[\\d,]+' };
  await expect(dcf).toContainText(new RegExp(`${patternSource(figures.dcfValue.abovePrice, price)}|${patternSource(figures.dcfValue.belowPrice, price)}`));

  // Dearer running costs: the DCF value, the IRR and the cover fall, each said in words and drawn in red.
  await input(page, 'opexPerDayCurr').fill('7400');
  const worse = (amount: string) => textPattern(workbench.keyFigures.change.worse, { change: amount });
  await expect(pinned(panel, figures.dcfValue.label).getByText(worse('\u2212\\$[\\d,]+'))).toHaveCount(1);
  await expect(pinned(panel, figures.projectIrr.label).getByText(worse('\u2212\\d+\\.\\d{2} pp'))).toHaveCount(1);
  await expect(pinned(panel, figures.minDscr.label).getByText(worse('\u2212\\d+\\.\\d{2}×'))).toHaveCount(1);
  // The key figures stay in view while the form scrolls.
  await input(page, 'equityYield').scrollIntoViewIfNeeded();
  await expect(pinned(panel, figures.minDscr.label)).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath('h4-workbench-1440.png') });

  // The year table: a hint that it scrolls sideways, a totals row, and the reason for a year without DSCR.
  const table = page.getByRole('table', { name: cashflowResults.table.caption });
  await table.scrollIntoViewIfNeeded();
  await expect(page.getByText(workbench.table.scrollHint)).toBeVisible();
  const totals = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: workbench.table.total, exact: true }) });
  await expect(totals).toHaveCount(1);
  await expect(totals.getByRole('cell').first()).toHaveText('2026-07-01 – 2037-03-15');
  await expect(totals).toContainText(partPattern(workbench.table.average, { value: '\\d\\.\\d{2}×' }));
  const lastYear = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: cashflowResults.table.yearLabel.replace('{{year}}', '11'), exact: true }) });
  await expect(lastYear.getByText(workbench.table.dscrNoDebtService, { exact: true })).toHaveCount(1);
  await expect(table.getByText(cashflowResults.table.dscrNotDefined)).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('h4-year-table-1440.png') });

  // The charts name the years by the calendar and mark the short last one.
  const note = textPattern(workbench.charts.shortYear, { label: '2036\\*', length: '8 months and 14 days', range: '2036-07-01 – 2037-03-15' });
  await expect(page.getByText(note).first()).toBeVisible();
  await page.getByRole('heading', { level: 3, name: cashflowResults.charts.revenue.title }).scrollIntoViewIfNeeded();
  await expect(
    page
      .locator('.recharts-cartesian-axis-tick-value')
      .filter({ hasText: /^2036\*$/ })
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath('h4-charts-1440.png') });

  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoBlockingViolations(page);
});

test('at 390 × 844 a bar at the foot of the screen shows the three headline figures', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await loadExample(page);
  const bar = headlineBar(page);
  await expect(bar).toBeInViewport();
  await page.screenshot({ path: screenshotPath('h4-top-390.png') });
  await expect(bar).toContainText(figures.dcfValue.label);
  await expect(bar).toContainText(figures.projectIrr.label);
  await expect(bar).toContainText(figures.minDscr.label);
  await expect(bar).toContainText(/\$\d+(\.\d)?m/);
  await expect(bar).toContainText(/\d+\.\d{2}%/);
  await expect(bar).toContainText(/\d\.\d{2}×/);
  await expect(keyFigures(page)).toHaveCount(0);

  await input(page, 'opexPerDayCurr').fill('7400');
  await expect(bar.getByText(textPattern(workbench.keyFigures.change.worse, { change: '\u2212\\$[\\d.]+[km]' }))).toHaveCount(1);
  // A field the keyboard moves to is scrolled clear of the bar: the page keeps that much room at the foot.
  const barHeight = (await bar.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
  const room = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom));
  expect(room).toBeGreaterThan(barHeight);
  // The page never scrolls sideways: the year table and the analyses' tables scroll inside their own regions (their
  // visually hidden cell texts included, which once escaped the clip and made the page 1,136 px wide).
  await expect(page.getByRole('table', { name: /model year/i }).first()).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: screenshotPath('h4-workbench-390.png') });
  await expectNoBlockingViolations(page);
});

test('a pristine form says which sections are still to do, without a single "required"', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/app/cashflow');
  await expect(input(page, 'lightWeightTonnage')).toBeVisible();
  await expect(page.getByText(errors.rules.required, { exact: true })).toHaveCount(0);
  await expect(keyFigures(page)).toContainText(workbench.keyFigures.notCalculated);
  await page.screenshot({ path: screenshotPath('h4-pristine-1440.png') });
  const index = page.getByRole('navigation', { name: workbench.sections.label });
  await expect(index.getByRole('button', { name: new RegExp(`^${cashflow.sections.vessel}.*\\d+ to do$`) })).toBeVisible();

  // A section folds and unfolds; the index jumps to it.
  const vessel = page.getByRole('button', { name: new RegExp(`^${cashflow.sections.vessel}`), expanded: true });
  await vessel.click();
  await expect(input(page, 'lightWeightTonnage')).toBeHidden();
  await index.getByRole('button', { name: new RegExp(`^${cashflow.sections.vessel}`) }).click();
  await expect(input(page, 'lightWeightTonnage')).toBeVisible();

  // Once the example is in, every section is complete: the eight of the form, the covenants (all optional) included.
  await page.getByRole('button', { name: cashflow.actions.loadExample, exact: true }).click();
  await expect(index.getByRole('button', { name: new RegExp(`${workbench.sections.complete}$`) })).toHaveCount(8);
  await page.getByRole('button', { name: workbench.sections.foldComplete }).click();
  await expect(input(page, 'lightWeightTonnage')).toBeHidden();
  await page.screenshot({ path: screenshotPath('h4-folded-1440.png') });
});

test('a page that shows the not-found content is titled as the not-found page', async ({ page }) => {
  const notFound = `${pages.notFound.title} · ${app.name}`;
  await page.goto('/app/cashflow/4b1d7d43-2f9a-4c1e-9d55-0d1f0c0ffee0');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.notFound.title);
  await expect(page).toHaveTitle(notFound);
  // Leaving it gives the next page its own title again.
  await page.getByRole('link', { name: pages.notFound.overview }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.appNavigation.title);
  await expect(page).toHaveTitle(`${pages.appNavigation.title} · ${app.name}`);
});

test('a new tranche has the default base rate and margin filled in', async ({ page }) => {
  await page.goto('/app/cashflow');
  await page.getByRole('button', { name: cashflow.tranches.add }).click();
  await expect(input(page, 'tranches.0.baseRate')).toHaveValue('4');
  await expect(input(page, 'tranches.0.interest')).toHaveValue('2.5');
  await expect(input(page, 'tranches.0.value')).toHaveValue('');
});
