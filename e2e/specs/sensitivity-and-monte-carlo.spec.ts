import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { texts } from './texts';
import { screenshotPath } from '../support/screenshots';

const { analysis, cashflow, fields, monteCarlo, sensitivity } = texts;
const field = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name.replace(/[()]/g, '\\$&')}( \\(|$)`));
const screenshots = process.env.E2E_SCREENSHOTS;

/** The cashflow page with the worked example loaded, and one tab of the analysis area open. */
async function openAnalysis(page: Page, tab: keyof typeof analysis.tabs) {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/app/cashflow');
  await page.getByRole('button', { name: cashflow.actions.loadExample, exact: true }).first().click();
  await page.getByRole('tab', { name: analysis.tabs[tab] }).click();
  await expect(page.getByRole('tab', { name: analysis.tabs[tab] })).toHaveAttribute('aria-selected', 'true');
}

async function expectNoSeriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Records in the page whether a progress bar was ever shown and the highest count it reported, however short the run. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen = { shown: false, highest: 0 };
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (bar === null) return;
      seen.shown = true;
      seen.highest = Math.max(seen.highest, Number(bar.getAttribute('aria-valuenow')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: { shown: boolean; highest: number } }).progressSeen);
}

test('the sensitivity shows a tornado of eight drivers and the 7 × 7 table of project NPV, and follows an input change', async ({ page }) => {
  // The axe scan of the whole workbench takes a while on a busy two-core machine.
  test.setTimeout(90_000);
  await openAnalysis(page, 'sensitivity');
  const tornadoTable = page.getByRole('table', { name: sensitivity.table.caption.replace('{{figure}}', sensitivity.figures.dcfValue) });
  await expect(tornadoTable.locator('tbody tr')).toHaveCount(8);
  await expect(page.getByRole('img', { name: sensitivity.tornado.title.replace('{{figure}}', sensitivity.figures.dcfValue) })).toBeVisible();
  for (const driver of Object.values(sensitivity.drivers)) await expect(tornadoTable.getByRole('rowheader', { name: new RegExp(`^${driver}`) })).toHaveCount(1);

  const twoWay = page.getByRole('table', { name: sensitivity.twoWay.caption.replace('{{figure}}', sensitivity.twoWay.figures.projectNpv) });
  await expect(twoWay.locator('tbody tr')).toHaveCount(7);
  await expect(twoWay.locator('thead th')).toHaveCount(8);
  for (const row of await twoWay.locator('tbody tr').all()) await expect(row.locator('td')).toHaveCount(7);
  // The base case is the middle cell, and it says so.
  const baseCell = twoWay.locator('tbody tr').nth(3).locator('td').nth(3);
  await expect(baseCell).toContainText(sensitivity.twoWay.baseCell);
  await expect(twoWay.locator('td[data-base]')).toHaveCount(1);
  // Lower charter rates and higher opex lower the NPV: the bottom-left corner is below the top-right one.
  const money = (text: string) => Number(text.replace(/[^\d-]/g, ''));
  const corner = money(await twoWay.locator('tbody tr').nth(0).locator('td').nth(6).innerText());
  const opposite = money(await twoWay.locator('tbody tr').nth(6).locator('td').nth(0).innerText());
  expect(corner).toBeLessThan(opposite);
  // The table can show the minimum DSCR instead: a ratio in every cell, the base case still outlined.
  await page.getByRole('radiogroup', { name: sensitivity.twoWay.figureLabel }).locator('label', { hasText: sensitivity.twoWay.figures.minDscr }).click();
  const dscrTable = page.getByRole('table', { name: sensitivity.twoWay.caption.replace('{{figure}}', sensitivity.twoWay.figures.minDscr) });
  await expect(dscrTable.locator('tbody tr').nth(3).locator('td').nth(3)).toContainText('×');
  await expect(dscrTable.locator('td[data-base]')).toHaveCount(1);
  await page.getByRole('radiogroup', { name: sensitivity.twoWay.figureLabel }).locator('label', { hasText: sensitivity.twoWay.figures.projectNpv }).click();

  if (screenshots !== undefined) {
    await page
      .getByRole('heading', { level: 3, name: sensitivity.tornado.title.replace('{{figure}}', sensitivity.figures.dcfValue) })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: screenshotPath('tornado.png') });
    await twoWay.evaluate((table) => table.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: screenshotPath('two-way.png') });
  }
  await expectNoSeriousViolations(page);

  // An edit of the cashflow recomputes the tornado: its base case and every row change with the opex.
  const opexRow = tornadoTable.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${sensitivity.drivers.opex}`) }) });
  const charterRow = tornadoTable
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${sensitivity.drivers.charterRates}`) }) });
  const charterBefore = await charterRow.textContent();
  await field(page, fields.opexPerDayCurr).fill('6500');
  await expect(opexRow).toContainText('Base: $6,500/day');
  await expect(opexRow).toContainText('$5,850/day');
  // Every figure moves with the opex, the charter rates' too (their inputs stay).
  expect(await charterRow.textContent()).not.toBe(charterBefore);
  await expect(charterRow).toContainText('$12,150/day');

  // Another figure: the project IRR's tornado, still eight rows.
  await page.getByRole('radiogroup', { name: sensitivity.figureLabel }).locator('label', { hasText: sensitivity.figures.projectIrr }).click();
  const irrTable = page.getByRole('table', { name: sensitivity.table.caption.replace('{{figure}}', sensitivity.figures.projectIrr) });
  await expect(irrTable.locator('tbody tr')).toHaveCount(8);
  await expect(irrTable.locator('tbody td').first()).toContainText('/day');
  await expect(irrTable).toContainText('%');

  // A step out of core's range is refused beside the field.
  await page.getByLabel(sensitivity.step.label).fill('80');
  await expect(page.getByText('Must be greater than 0% and at most 50%')).toBeVisible();
});

test('a seeded Monte Carlo run shows progress and results, and the same seed gives the same percentiles', async ({ page }) => {
  test.setTimeout(90_000);
  await openAnalysis(page, 'monteCarlo');
  await page.getByLabel(monteCarlo.inputs.paths.label).fill('2000');
  await page.getByLabel(monteCarlo.inputs.seed.label).fill('1');
  const progress = await watchProgress(page);
  const statistics = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: monteCarlo.statistics.p50 }) });
  const p50 = () => statistics.locator('td[data-statistic="p50"]').allInnerTexts();

  await page.getByRole('button', { name: monteCarlo.run }).click();
  await expect(statistics.locator('tbody tr')).toHaveCount(4);
  const seen = await progress();
  expect(seen.shown).toBe(true);
  expect(seen.highest).toBeGreaterThanOrEqual(250);
  const first = await p50();
  expect(first).toHaveLength(4);
  expect(first[0]).toMatch(/^\$\d/);
  await expect(page.getByText(monteCarlo.results.ranWith.replace('{{paths}}', '2,000').replace('{{seed}}', '1').split(', volatility')[0] ?? '')).toBeVisible();
  await expect(page.getByText(monteCarlo.probabilities.npvBelowZero)).toBeVisible();
  // The worked example sets the minimum value clause, which the simulated market value tests on every path.
  await expect(page.getByText(monteCarlo.probabilities.minimumValueClause, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: monteCarlo.covenants.title })).toBeVisible();
  await expect(page.getByText(/Standard error ±[\d.]+% \(N = 2,000 paths\)/).first()).toBeVisible();
  for (const output of Object.values(monteCarlo.outputs)) await expect(page.getByRole('figure', { name: output })).toBeVisible();

  if (screenshots !== undefined) {
    await page.getByRole('heading', { level: 3, name: monteCarlo.probabilities.title }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: screenshotPath('monte-carlo.png') });
    await statistics.evaluate((table) => table.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: screenshotPath('monte-carlo-statistics.png') });
  }
  await expectNoSeriousViolations(page);

  // The same seed again, looking at another tab meanwhile: the run goes on in a fresh worker, with the same numbers.
  await page.getByRole('button', { name: monteCarlo.run }).click();
  await page.getByRole('tab', { name: analysis.tabs.sensitivity }).click();
  await page.getByRole('tab', { name: analysis.tabs.monteCarlo }).click();
  await expect(page.getByRole('button', { name: monteCarlo.run })).toBeEnabled();
  await expect(statistics.locator('tbody tr')).toHaveCount(4);
  expect(await p50()).toEqual(first);

  // Another seed gives other paths; an edit marks the results stale instead of running again.
  await page.getByLabel(monteCarlo.inputs.seed.label).fill('2');
  await expect(page.getByText(monteCarlo.stale)).toBeVisible();
  await page.getByRole('button', { name: monteCarlo.run }).click();
  await expect(page.getByText(monteCarlo.stale)).toBeHidden();
  await expect(statistics.locator('tbody tr')).toHaveCount(4);
  expect(await p50()).not.toEqual(first);
  await field(page, fields.opexPerDayCurr).fill('6500');
  await expect(page.getByText(monteCarlo.stale)).toBeVisible();

  // A parameter out of range: core's error beside its field, no results.
  await page.getByLabel(monteCarlo.inputs.volatility.label).fill('150');
  await page.getByRole('button', { name: monteCarlo.run }).click();
  await expect(page.getByText('Must be between 0% and 100%')).toBeVisible();
  await expect(statistics).toHaveCount(0);
});

test('cancelling a long Monte Carlo run stops it and shows no results', async ({ page }) => {
  test.setTimeout(60_000);
  await openAnalysis(page, 'monteCarlo');
  await page.getByLabel(monteCarlo.inputs.paths.label).fill('100000');
  await page.getByRole('button', { name: monteCarlo.run }).click();
  const bar = page.getByRole('progressbar', { name: monteCarlo.progress.label });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemax', '100000');
  await expect(page.getByRole('button', { name: monteCarlo.run })).toBeDisabled();
  await page.getByRole('button', { name: monteCarlo.cancel }).click();
  await expect(bar).toBeHidden();
  await expect(page.getByRole('button', { name: monteCarlo.cancel })).toBeHidden();
  await expect(page.getByRole('button', { name: monteCarlo.run })).toBeEnabled();
  // The terminated worker posts nothing more: after a while there are still no results.
  await page.waitForTimeout(1500);
  await expect(page.getByRole('columnheader', { name: monteCarlo.statistics.p50 })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: monteCarlo.probabilities.title })).toHaveCount(0);
});
