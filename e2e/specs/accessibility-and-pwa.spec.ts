import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { texts } from './texts';

for (const [path, heading] of [
  ['/', texts.pages.index.title],
  ['/app/legal-notice-data-pivacy', texts.pages.legalNotice.title],
] as const) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
    expect(blocking).toEqual([]);
  });
}

test('the page registers the service worker from /sw.js', async ({ page }) => {
  await page.goto('/');
  const scriptUrl = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(scriptUrl).not.toBeNull();
  expect(new URL(scriptUrl ?? '').pathname).toBe('/sw.js');
});
