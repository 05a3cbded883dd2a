import AxeBuilder from '@axe-core/playwright';
import { calculate } from '@keelson/core';
import { workedExampleV3Cashflow } from '@keelson/core/examples';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshotPath } from '../support/screenshots';
import { texts } from './texts';

const { charts } = texts.cashflowResults;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, String(value)), text);

/**
 * The second worked example: a Kamsarmax bought on 2026-10-15 with two loans, a minimum value clause of 180 %, a DSCR
 * covenant of 1.10× and a liquidity covenant of 1.5 m, each breached on some quarterly test date.
 */
const cashflow = { ...workedExampleV3Cashflow, title: 'E2E result charts' };
const outcome = calculate(cashflow);
const base = outcome.ok ? outcome.results[0] : undefined;
/** Every model year by the calendar year it starts in, the short last one starred. */
const years = ['2026', '2027', '2028', '2029', '2030', '2031', '2032', '2033', '2034', '2035', '2036*'];
const titles = [charts.revenue.title, charts.discountedCashflow.title, charts.debtValue.title, charts.ltv.title, charts.dscr.title, charts.liquidity.title];

async function openExample(page: Page, width: number) {
  await page.setViewportSize({ width, height: 1000 });
  await page.goto('/app/cashflow');
  await page.evaluate(
    (draft) => localStorage.setItem('keelson-cashflow', JSON.stringify({ state: { draft, saved: null, edited: true }, version: 1 })),
    cashflow,
  );
  await page.reload();
}

/** A chart's section, the region its heading names. */
const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The labels on a chart's x axis, in order. */
const xAxisLabels = (section: Locator) => section.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents();

/**
 * Whether the chart draws a reference line at the y of its value axis's "0" tick: the zero line, with zero on the axis.
 * The labels overlap nowhere: each tick's box lies clear of the next one's.
 */
async function axisFacts(section: Locator) {
  return section.evaluate((element) => {
    const ticks = [...element.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')];
    const zero = ticks.find((tick) => /^-?[$]?0(%|×)?$/.test((tick.textContent ?? '').replace(/\s/g, '')));
    const zeroY = zero === undefined ? null : Number(zero.getAttribute('y'));
    const lines = [...element.querySelectorAll('.recharts-reference-line-line')].map((line) => Number(line.getAttribute('y1')));
    const labels = [...element.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')];
    const turned = labels.some((label) => (label.getAttribute('transform') ?? '').includes('rotate'));
    const boxes = labels.map((label) => label.getBoundingClientRect());
    // Level labels must not touch; turned ones lie side by side, a line of 12-pixel type apart at least.
    const overlaps = boxes.slice(1).filter((box, index) => {
      const before = boxes[index];
      if (before === undefined) return false;
      return turned ? box.right - before.right < 12 : box.left < before.right;
    }).length;
    return {
      yTicks: ticks.map((tick) => tick.textContent ?? ''),
      zeroLine: zeroY !== null && lines.some((y) => Math.abs(y - zeroY) < 1.5),
      overlaps,
    };
  });
}

async function expectNoSeriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the result charts label every year, draw the zero line, and the LTV and DSCR covenant lines', async ({ page }) => {
  test.setTimeout(300_000);
  if (base === undefined) throw new Error('the second worked example does not calculate');
  expect(base.covenantTests.length).toBeGreaterThan(0);
  await openExample(page, 1440);

  for (const title of titles) {
    const section = chart(page, title);
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('.recharts-surface')).toBeVisible();
    // Every model year on the axis, none skipped, none drawn over another.
    await expect.poll(() => xAxisLabels(section), { message: title }).toEqual(years);
    const facts = await axisFacts(section);
    expect(facts.zeroLine, `${title}: zero line at the 0 tick of ${facts.yTicks.join(', ')}`).toBe(true);
    expect(facts.overlaps, `${title}: overlapping year labels`).toBe(0);
    await expect(section.getByText(fill(charts.thinnedAxis_other, { count: 2 }))).toHaveCount(0);
  }

  // The LTV chart: the clause of 180 % as an LTV of 1 / 1.8, and the leverage of 60 % the drawdown is checked against.
  const ltv = chart(page, charts.ltv.title);
  const clauseLine = fill(charts.ltv.clauseLine, { clause: '180%', ltv: '55.56%' });
  const leverageLine = fill(charts.ltv.leverageLine, { leverage: '60%' });
  await expect(ltv.locator('svg text').filter({ hasText: clauseLine })).toHaveCount(1);
  await expect(ltv.locator('svg text').filter({ hasText: leverageLine })).toHaveCount(1);
  await expect(ltv.getByText(fill(charts.ltv.clause, { line: clauseLine }), { exact: false })).toBeVisible();
  // LTV ticks at round steps from zero, with room above the leverage's label: 0 % to 80 %.
  expect((await axisFacts(ltv)).yTicks).toEqual(['0%', '20%', '40%', '60%', '80%']);
  // Its table: the drawdown on 2026-10-15 at 9.5 m / 16.85 m, then the first test date at core's LTV.
  const ltvTable = ltv.getByRole('table');
  await expect(ltvTable.getByRole('row').nth(1)).toContainText('2026-10-15');
  await expect(ltvTable.getByRole('row').nth(1)).toContainText('56.38%');
  await expect(ltvTable.getByRole('row').nth(2)).toContainText('2027-01-01');
  await expect(ltvTable.getByRole('row').nth(2)).toContainText('56.64%');

  // The DSCR chart: the covenant of 1.10×, breached on 2028-10-01.
  const dscr = chart(page, charts.dscr.title);
  const covenantLine = fill(charts.dscr.covenantLine, { level: '1.10×' });
  await expect(dscr.locator('svg text').filter({ hasText: covenantLine })).toHaveCount(1);
  await expect(dscr.getByRole('table').getByRole('row').filter({ hasText: '2028-10-01' })).toHaveCount(1);
  expect((await axisFacts(dscr)).yTicks).toContain('1×');

  // The liquidity chart keeps its covenant line.
  await expect(chart(page, charts.liquidity.title).locator('svg text').filter({ hasText: charts.liquidity.covenantLine })).toHaveCount(1);

  await chart(page, charts.revenue.title).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('result-charts-1440.png'), fullPage: false });
  await chart(page, charts.ltv.title).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('result-charts-covenants-1440.png'), fullPage: false });
  await dscr.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('result-charts-dscr-liquidity-1440.png'), fullPage: false });
  await expectNoSeriousViolations(page);
});

test('on a phone the charts still label every year, and the dark theme draws them too', async ({ page }) => {
  test.setTimeout(300_000);
  await openExample(page, 390);
  for (const title of titles) {
    const section = chart(page, title);
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => xAxisLabels(section), { message: title }).toEqual(years);
    expect((await axisFacts(section)).overlaps, `${title}: overlapping year labels at 390 px`).toBe(0);
  }
  await chart(page, charts.ltv.title).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('result-charts-390.png') });

  // Mantine keeps the colour scheme in local storage; the charts take their dark shades from it.
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const revenue = chart(page, charts.revenue.title);
  await revenue.scrollIntoViewIfNeeded();
  await expect(revenue.locator('.recharts-surface')).toBeVisible();
  await page.screenshot({ path: screenshotPath('result-charts-dark-1440.png') });
  await chart(page, charts.ltv.title).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('result-charts-covenants-dark-1440.png') });
});
