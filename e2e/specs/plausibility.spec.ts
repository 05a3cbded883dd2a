import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshotPath } from '../support/screenshots';
import { texts } from './texts';

const { cashflow, cashflowResults } = texts;
const rules = cashflow.plausibility.rules;
const input = (page: Page, path: string) => page.locator(`#cashflow-field-${path.replaceAll('.', '\\.')}`);
const dcfCard = (page: Page) => page.locator('dt', { hasText: new RegExp(`^${cashflowResults.figures.dcfValue.label}$`) });
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** What the field's aria-describedby names: the words a screen reader reads with it. */
async function description(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id !== '');
  const words = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).innerText()));
  return words.join(' ');
}

/** The warning below a field: "Check:" and the rule's words, announced with the field and not an error. */
async function expectWarning(page: Page, path: string, words: string) {
  const field = input(page, path);
  await expect.poll(() => description(field)).toContain(`${cashflow.plausibility.check} ${words}`);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

async function expectNoWarning(page: Page, path: string) {
  await expect.poll(() => description(input(page, path))).not.toContain(cashflow.plausibility.check);
}

test('plausibility warnings stand beside their fields, apart from errors, and never block the results', async ({ page }) => {
  await page.goto('/app/cashflow');
  await page.getByRole('button', { name: cashflow.actions.loadExample, exact: true }).first().click();
  await expect(dcfCard(page)).toBeVisible();
  // The worked example asks no questions.
  await expect(page.locator('[data-plausibility]')).toHaveCount(0);

  // Opex "6.500" typed in English is 6.5 $/day: the Kamsarmax range is 3,720 to 9,920.
  await input(page, 'opexPerDayCurr').fill('6.500');
  await input(page, 'opexPerDayCurr').blur();
  await expect(input(page, 'opexPerDayCurr')).toHaveValue('6.5');
  await expectWarning(page, 'opexPerDayCurr', fill(rules.shipTypeRange, { value: '6.5', min: '3,720', max: '9,920' }));
  await expect(page.locator('[data-plausibility="shipTypeRange"]')).toHaveCSS('color', 'rgb(154, 52, 18)');
  await input(page, 'opexPerDayCurr').scrollIntoViewIfNeeded();
  await page
    .locator('[data-part], .mantine-Accordion-panel', { has: input(page, 'opexPerDayCurr') })
    .first()
    .screenshot({ path: screenshotPath('plausibility-opex.png') });
  await expect(dcfCard(page)).toBeVisible();

  // A loan far above the ship's value: 50 m + 3 m on broker estimates averaging 16.85 m is an LTV of 315 %.
  await input(page, 'tranches.0.value').fill('50,000,000');
  await expectWarning(page, 'tranches.0.value', fill(rules.loanAboveValue, { ltv: '315%', max: '100%' }));
  await page.locator('section', { has: input(page, 'tranches.0.value') }).screenshot({ path: screenshotPath('plausibility-tranche.png') });
  await expect(dcfCard(page)).toBeVisible();

  // The IMO number's check digit: 9701234 fails (121 → 1, not 4), 9074729 passes (139 → 9).
  await input(page, 'imoNumber').fill('9701234');
  await expectWarning(page, 'imoNumber', rules.imoCheckDigit);
  await page.locator('[data-plausibility="imoCheckDigit"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('plausibility-warnings.png') });
  await input(page, 'imoNumber').fill('9074729');
  await expectNoWarning(page, 'imoNumber');
  await expect(dcfCard(page)).toBeVisible();

  // An error still wins over a warning, in red: text the notation refuses.
  await input(page, 'opexPerDayCurr').fill('6.200,00');
  await expect(input(page, 'opexPerDayCurr')).toHaveAttribute('aria-invalid', 'true');
  await page
    .locator('.mantine-Accordion-panel', { has: input(page, 'opexPerDayCurr') })
    .first()
    .screenshot({ path: screenshotPath('plausibility-error.png') });
  await expectNoWarning(page, 'opexPerDayCurr');
  await input(page, 'opexPerDayCurr').fill('6,200');
  await expectNoWarning(page, 'opexPerDayCurr');

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
