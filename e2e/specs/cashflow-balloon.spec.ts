import { expect, test, type Page } from '@playwright/test';
import { texts } from './texts';
import { screenshotPath } from '../support/screenshots';

const { cashflow, cashflowResults } = texts;
const figures = cashflowResults.figures;
/** A form field by its path in the cashflow (the form's input ids are `cashflow-field-<path>`). */
const input = (page: Page, path: string) => page.locator(`[id="cashflow-field-${path}"]`);
/** A key-figure card: the description list whose term is the figure's name. */
const card = (page: Page, label: string) => page.locator('dl', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, String(value)), text);

test('a balloon tranche and a last docking date show the balloon, the next docking and the version-2 key figures', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/app/cashflow');

  await input(page, 'title').fill('E2E balloon');
  await input(page, 'shipType').selectOption('BULK_KAMSARMAX');
  await input(page, 'constructionDate').fill('2012-03-15');
  await input(page, 'valuationDate').fill('2026-07-01');
  await input(page, 'lastDockingDate').fill('2024-09-10');
  await page.getByRole('button', { name: cashflow.broker.add }).click();
  await input(page, 'brokerValueEsimationsCurr.0').fill('16850000');
  await input(page, 'averageTimeCharterCurr').fill('13500');
  await input(page, 'opexPerDayCurr').fill('6300');
  await input(page, 'equityYield').fill('10');
  // A 5-year loan on a 12-year repayment profile: 7/12 of it is left at maturity.
  await page.getByRole('button', { name: cashflow.tranches.add }).click();
  await input(page, 'tranches.0.value').fill('9500000');
  await input(page, 'tranches.0.durationYears').fill('5');
  await input(page, 'tranches.0.amortizationYears').fill('12');
  await input(page, 'tranches.0.disbursementDate').fill('2026-07-01');

  // The balloon stands beside the repayment profile: about 9.5 m × 7/12 ≈ 5.54 m.
  const balloonText = new RegExp(`^${cashflow.tranches.derived.balloon}: (\\$5,54\\d,\\d{3})$`);
  await expect(input(page, 'tranches.0.amortizationYears')).toHaveAccessibleDescription(balloonText);
  const description = (await page.getByText(balloonText).textContent()) ?? '';
  const balloon = balloonText.exec(description)?.[1] ?? '';
  expect(balloon).not.toBe('');

  // The cycle runs from the last docking (2024-09-10) every 5 years.
  const nextDocking = page.locator('dt', { hasText: new RegExp(`^${cashflow.derived.names.nextDockingDate}$`) }).first();
  await expect(nextDocking.locator('xpath=following-sibling::*[1]')).toHaveText(/2029/);

  // The new key figures.
  await expect(card(page, figures.dcfValue.label).getByText(/^Discounted at the WACC \d+\.\d{2}%$/)).toBeVisible();
  await expect(card(page, figures.avgDscr.label).locator('dd').first()).toHaveText(/^\d+\.\d{2}×$/);
  await expect(card(page, figures.avgDscr.label)).toContainText('Σ CFADS / Σ debt service over the loan life');
  await expect(card(page, figures.maxCashBreakevenRate.label).locator('dd').first()).toHaveText(/^\$[\d,]+\/day$/);
  await expect(card(page, figures.maxCashBreakevenRate.label)).toContainText(/In model year \d+/);
  await expect(card(page, figures.maxBalloonLtv.label).locator('dd').first()).toHaveText(/^\d+\.\d{2}%$/);

  // The year table: a balloon column, with the balloon in the year of the maturity (2031).
  const table = page.getByRole('table', { name: cashflowResults.table.caption });
  await expect(table.getByRole('columnheader', { name: cashflowResults.table.columns.balloon, exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: cashflowResults.table.columns.cashBreakevenRate })).toBeVisible();
  const year5 = table.getByRole('row').filter({ has: page.getByRole('button', { name: fill(cashflowResults.table.yearLabel, { year: 5 }), exact: true }) });
  await expect(year5.getByRole('cell', { name: balloon, exact: true })).toBeVisible();

  // A central discount rate replaces the WACC, and the DCF value card says so.
  await input(page, 'discountRate').fill('7.5');
  await expect(card(page, figures.dcfValue.label).getByText(fill(figures.dcfValue.atCentralRate, { rate: '7.50%' }), { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 1400, height: 1500 });
  await page.getByRole('heading', { level: 2, name: cashflowResults.title }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: screenshotPath('v2-results.png') });
});
