import { expect, test, type Page } from '@playwright/test';
import { texts } from './texts';

// The first-load choreography keeps three lists by hand, each describing something else: the shell's texts
// (web/src/lib/shell-texts.ts) describe what the first script draws before the pages' texts arrive; the placeholders'
// heights (web/src/features/cashflows/components/loading-placeholder.module.css) describe the parts that load their
// code on demand; the first loads (web/src/app/first-loads.ts, checked against the router by first-loads.test.ts)
// describe the modules of the first page. This spec holds the code or the texts back in a real browser and checks
// that the first two still tell the truth, so that a change to a page or a part fails here instead of in a person's eye.

const { cashflow, pages } = texts;

/** Every text key of the English locale, dotted, as a page would show it if its text were missing. */
function localeKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? localeKeys(value as Record<string, unknown>, path) : [path];
  });
}
const keys = localeKeys(texts as unknown as Record<string, unknown>).filter((key) => key.includes('.'));

/** Holds every request whose address matches until `release` is called; resolves `held` when the first one arrives. */
async function holdBack(page: Page, address: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => {};
  const held = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(address, async (route) => {
    arrived();
    await released;
    await route.continue();
  });
  return { held, release };
}

/** The keys of the locale that stand in the page's text, where their texts should be. */
async function keysShown(page: Page): Promise<string[]> {
  const shown = await page.locator('body').innerText();
  return keys.filter((key) => shown.includes(key));
}

async function heightOf(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).boundingBox();
  expect(box, selector).not.toBeNull();
  return box?.height ?? 0;
}

test.describe('the shell draws with its own texts alone', () => {
  for (const [name, path, heading] of [
    ['the index page', '/', pages.index.title],
    ['the not-found page', '/no-such-page', pages.notFound.title],
    ['the cashflow page header', '/app/cashflow', pages.cashflow.title],
  ] as const) {
    test(`${name} shows no text key while the language's texts are held back`, async ({ page }) => {
      // The English texts' chunk (web/src/lib/i18n.ts loads locales/en.json on demand).
      const texts = await holdBack(page, /\/assets\/en-[\w-]+\.js$/);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await keysShown(page)).toEqual([]);
      texts.release();
    });
  }
});

test.describe('each placeholder is as tall as the part it stands for', () => {
  for (const width of [1000, 1400]) {
    test(`the charts and the analysis area at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const charts = await holdBack(page, /\/assets\/result-charts-[\w-]+\.js$/);
      const analysis = await holdBack(page, /\/assets\/analysis-area-[\w-]+\.js$/);
      await page.goto('/app/cashflow');
      await page.getByRole('button', { name: cashflow.actions.loadExample, exact: true }).click();

      await charts.held;
      await analysis.held;
      await expect(page.locator('[data-part="charts"] [role="status"]')).toBeVisible();
      await expect(page.locator('[data-part="analysis"] [role="status"]')).toBeVisible();
      const placeholders = { charts: await heightOf(page, '[data-part="charts"]'), analysis: await heightOf(page, '[data-part="analysis"]') };

      charts.release();
      analysis.release();
      await expect(page.locator('[data-part="charts"] [role="status"]')).toHaveCount(0);
      await expect(page.locator('[data-part="analysis"] [role="status"]')).toHaveCount(0);
      await expect(page.locator('[data-part="charts"] .recharts-surface').first()).toBeVisible();
      // The charts draw in a frame after their code arrives; the heights are read once they stop changing.
      const parts = { charts: await settled(page, '[data-part="charts"]'), analysis: await settled(page, '[data-part="analysis"]') };

      expect(Math.abs(placeholders.charts - parts.charts), `charts: placeholder ${placeholders.charts} px, charts ${parts.charts} px`).toBeLessThanOrEqual(2);
      expect(
        Math.abs(placeholders.analysis - parts.analysis),
        `analysis: placeholder ${placeholders.analysis} px, area ${parts.analysis} px`,
      ).toBeLessThanOrEqual(2);
    });
  }
});

/** The element's height once two readings half a second apart agree. */
async function settled(page: Page, selector: string): Promise<number> {
  let previous = await heightOf(page, selector);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.waitForTimeout(500);
    const height = await heightOf(page, selector);
    if (height === previous) return height;
    previous = height;
  }
  return previous;
}
