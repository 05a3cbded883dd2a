import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInUser } from '../support/accounts';
import { texts } from './texts';
import { readmePicturePath } from '../support/screenshots';

const { cashflow, cashflowResults, fields, pages } = texts;
const field = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name}( \\(|$)`));
/** The value of the DCF value card, as the page shows it. */
const dcfValue = (page: Page) =>
  page
    .locator('dl', { has: page.locator('dt', { hasText: new RegExp(`^${cashflowResults.figures.dcfValue.label}$`) }) })
    .locator('dd')
    .first();

test('an anonymous visitor models a ship, then saves, updates, shares and unshares it once signed in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/app/cashflow');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.cashflow.title);

  await field(page, fields.title).fill('E2E Kamsarmax');
  await page.getByLabel(fields.shipType).selectOption('BULK_KAMSARMAX');
  await expect(field(page, fields.lightWeightTonnage)).toHaveValue(/13,?800/);
  await field(page, fields.constructionDate).fill('2012-03-15');
  await field(page, fields.valuationDate).fill('2026-07-01');
  await page.getByRole('button', { name: cashflow.broker.add }).click();
  await page.getByRole('textbox', { name: cashflow.broker.entry.replace('{{number}}', '1'), exact: true }).fill('16850000');
  await field(page, fields.averageTimeCharterCurr).fill('13500');
  await field(page, fields.opexPerDayCurr).fill('6300');
  await field(page, fields.equityYield).fill('10');
  await page.getByRole('button', { name: cashflow.tranches.add }).click();
  await field(page, fields.tranche.value).fill('9500000');
  await field(page, fields.tranche.durationYears).fill('7');
  await field(page, fields.tranche.disbursementDate).fill('2026-07-01');

  await expect(dcfValue(page)).toHaveText(/^\$\d/);
  await expect(page.getByRole('heading', { level: 2, name: cashflowResults.title })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  const anonymousDcf = await dcfValue(page).textContent();

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  // The README's picture of the screen: the results, key figures and charts, as this test leaves them.
  await page.setViewportSize({ width: 1400, height: 1700 });
  await page.getByRole('heading', { level: 2, name: cashflowResults.title }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, -140);
  await page.screenshot({ path: readmePicturePath('cashflow-screen.png') });
  await page.setViewportSize({ width: 1400, height: 1000 });

  await page.getByRole('button', { name: cashflow.actions.save, exact: true }).click();
  await expect(page.getByText(cashflow.notifications.loginToSave)).toBeVisible();

  await signedInUser(page.request);
  await page.getByRole('button', { name: cashflow.actions.save, exact: true }).click();
  await expect(page.getByText(cashflow.notifications.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/cashflow\/[0-9a-f-]{36}$/);

  await page.reload();
  await expect(field(page, fields.title)).toHaveValue('E2E Kamsarmax');
  await expect(dcfValue(page)).toHaveText(anonymousDcf ?? '');
  await field(page, fields.title).fill('E2E Kamsarmax, edited');
  await page.getByRole('button', { name: cashflow.actions.save, exact: true }).click();
  await expect(page.getByText(cashflow.notifications.updated)).toBeVisible();

  await page.getByRole('button', { name: cashflow.actions.createLink }).click();
  const linkField = page.getByRole('textbox', { name: texts.sharing.link.replace('{{number}}', '1'), exact: true });
  await expect(linkField).toHaveValue(/\/app\/cashflow\/readonly\/[0-9a-f-]{36}$/);
  const link = new URL(await linkField.inputValue()).pathname;
  await page.keyboard.press('Escape');

  const visitor = await browser.newContext();
  const anonymousPage = await visitor.newPage();
  await anonymousPage.goto(link);
  await expect(anonymousPage.getByText('E2E Kamsarmax, edited').first()).toBeVisible();
  await expect(dcfValue(anonymousPage)).toHaveText(anonymousDcf ?? '');

  await page.getByRole('button', { name: cashflow.actions.deleteLinks }).click();
  await page.getByRole('button', { name: cashflow.confirm.deleteLinksConfirm }).click();
  await expect(page.getByText(cashflow.notifications.linksDeleted)).toBeVisible();
  await anonymousPage.goto(link);
  await expect(anonymousPage.getByRole('heading', { level: 1 })).toHaveText(pages.notFound.title);
  await visitor.close();
});

test('an unknown cashflow id and an unknown read-only link show the not-found page', async ({ page }) => {
  await page.goto('/app/cashflow/4b1d7d43-2f9a-4c1e-9d55-0d1f0c0ffee0');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.notFound.title);
  await page.goto('/app/cashflow/readonly/4b1d7d43-2f9a-4c1e-9d55-0d1f0c0ffee0');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.notFound.title);
});
