import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { texts } from '../specs/texts';

/** The cashflow page with the worked example loaded, as a visitor gets it with "Load example". */
export async function loadExample(page: Page): Promise<void> {
  await page.goto('/app/cashflow');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.pages.cashflow.title);
  await page.getByRole('button', { name: texts.cashflow.actions.loadExample, exact: true }).click();
}

/** No serious or critical violation of WCAG 2.1 AA and axe's best practices on the page as it stands. */
export async function expectNoBlockingViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const blocking = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
