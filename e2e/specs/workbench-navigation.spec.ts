import { expect, test, type Locator, type Page } from '@playwright/test';
import { texts } from './texts';
import { screenshotPath } from '../support/screenshots';
import { expectNoBlockingViolations } from '../support/workbench';

// Issue 24: the results stood 5,200 px below the first input. From any input, every part of the results is one click
// away in a navigation that stays on screen, and one more click returns to the input where it stood.

const { analysis, cashflow, cashflowResults, fields, pages, workbench } = texts;
const { navigation } = workbench;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its path in the cashflow (the form's input ids are `cashflow-field-<path>`). */
const input = (page: Page, path: string) => page.locator(`[id="cashflow-field-${path}"]`);

/** Each link of the navigation with the heading its part opens with. */
const parts = [
  { link: navigation.parts.keyFigures, heading: cashflowResults.title, level: 2 },
  { link: navigation.parts.charts, heading: cashflowResults.charts.title, level: 3 },
  { link: navigation.parts.yearTable, heading: cashflowResults.table.title, level: 3 },
  { link: navigation.parts.analysis, heading: analysis.title, level: 2 },
] as const;

/** The bottom edge of the navigation, which sticks at the top: what a jump shows must start below it, not under it. */
async function navBottom(nav: Locator): Promise<number> {
  const box = await nav.boundingBox();
  return box === null ? Number.NaN : box.y + box.height;
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} × ${height} every result is one click from a deep input, and one click returns to it`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await page.goto('/app/cashflow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.cashflow.title);
    await page.getByRole('button', { name: cashflow.actions.loadExample, exact: true }).click();
    const nav = page.getByRole('navigation', { name: navigation.label, exact: true });
    await expect(nav).toBeInViewport();
    // Every part is there to go to once the example calculates (the analysis loads its code last).
    for (const { link } of parts) await expect(nav.getByRole('link', { name: link, exact: true })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('heading', { level: 2, name: analysis.title, exact: true })).toBeAttached();

    // A field deep in the form, reached by a click as a user would.
    const field = input(page, 'opexPerDayCurr');
    await field.scrollIntoViewIfNeeded();
    await field.click();
    await expect(field).toBeFocused();
    const value = await field.inputValue();
    expect(value).not.toBe('');
    const formPosition = await page.evaluate(() => window.scrollY);
    // The field is far below the top of the page: the way back has a real distance to restore.
    expect(formPosition).toBeGreaterThan(height);
    for (const { link } of parts) await expect(nav.getByRole('link', { name: link, exact: true })).not.toHaveAttribute('aria-current');

    const back = nav.getByRole('button', { name: new RegExp(`^${escaped(navigation.back.replace('{{label}}', fields.opexPerDayCurr))}`) });
    await expect(back).toHaveCount(0);
    for (const { link, heading, level } of parts) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      const title = page.getByRole('heading', { level, name: heading, exact: true });
      await expect(title).toBeFocused();
      await expect(title).toBeInViewport();
      await expect(nav).toBeInViewport();
      // Not hidden under the sticky bar.
      const box = await title.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.y ?? 0).toBeGreaterThanOrEqual(await navBottom(nav));
      // The way back stays while the user goes from part to part.
      await expect(back).toBeVisible();
      if (link === navigation.parts.charts) await page.screenshot({ path: screenshotPath(`navigation-charts-${width}.png`) });
      if (width === 390) expect(await sideways(page)).toBeLessThanOrEqual(0);
    }
    // The part being read is marked as the reader scrolls: the year table, then the charts above it.
    await nav.getByRole('link', { name: navigation.parts.yearTable, exact: true }).click();
    await expect(nav.getByRole('link', { name: navigation.parts.yearTable, exact: true })).toHaveAttribute('aria-current', 'location');
    await page.getByRole('heading', { level: 3, name: cashflowResults.charts.revenue.title }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect(nav.getByRole('link', { name: navigation.parts.charts, exact: true })).toHaveAttribute('aria-current', 'location');
    await expect(nav.getByRole('link', { name: navigation.parts.yearTable, exact: true })).not.toHaveAttribute('aria-current');
    await page.screenshot({ path: screenshotPath(`navigation-back-${width}.png`) });

    await back.click();
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport();
    await expect(field).toHaveValue(value);
    expect(await page.evaluate(() => window.scrollY)).toBeCloseTo(formPosition, 0);
    await expect(back).toHaveCount(0);
    // Back in the form, no part of the results is the current one.
    for (const { link } of parts) await expect(nav.getByRole('link', { name: link, exact: true })).not.toHaveAttribute('aria-current');
    await page.screenshot({ path: screenshotPath(`navigation-returned-${width}.png`) });
    if (width === 390) {
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      // The narrowest phone the navigation must fit: its links scroll inside their bar, which stays within the screen.
      await page.setViewportSize({ width: 360, height: 780 });
      await expect(nav).toBeInViewport();
      const narrow = await nav.boundingBox();
      expect(narrow).not.toBeNull();
      expect((narrow?.x ?? 0) + (narrow?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(360);
      expect(await nav.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    }
    await expectNoBlockingViolations(page);
  });
}
