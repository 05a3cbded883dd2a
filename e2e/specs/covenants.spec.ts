import AxeBuilder from '@axe-core/playwright';
import { calculate, type Cashflow } from '@keelson/core';
import { workedExampleV3Cashflow } from '@keelson/core/examples';
import { expect, test, type Page } from '@playwright/test';
import { texts } from './texts';

const { cashflow, cashflowResults, fields } = texts;
const covenants = cashflowResults.covenants;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, String(value)), text);
/** The English notation of whole money, as the page shows it: 17683959.81 → "$17,683,960". */
const money = (value: number) => `${value < 0 ? '-' : ''}$${Math.round(Math.abs(value)).toLocaleString('en-US')}`;
/** A key-figure card: the description list whose term is the figure's name. */
const card = (page: Page, label: string) => page.locator('dl', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });

/**
 * The analyst's case: the second worked example's Kamsarmax bought two months after the valuation date with one loan of
 * 60 % of the second-hand price drawn at the completion, and 4 m of fresh liquidity, less than the purchase needs.
 */
const [firstTranche] = workedExampleV3Cashflow.tranches ?? [];
const analystCase: Cashflow = {
  ...workedExampleV3Cashflow,
  title: 'E2E covenants',
  purchaseDate: '2026-09-01',
  freshLiquidityCurr: 4_000_000,
  tranches: firstTranche === undefined ? [] : [{ ...firstTranche, value: 0.6 * 16_850_000 }],
};

function baseOf(input: Cashflow) {
  const outcome = calculate(input);
  const base = outcome.ok ? outcome.results[0] : undefined;
  if (base === undefined) throw new Error('the analyst case does not calculate');
  return base;
}

async function expectNoSeriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a purchase short of equity shows its sources and uses and the fix, then the covenant panel and table', async ({ page }) => {
  test.setTimeout(120_000);
  const short = baseOf(analystCase);
  // 17,068,500 − 10,110,000 − (4m + 0.5m + 0.25m) = 2,208,500 short; the cash account falls below zero.
  expect(short.derived.equityShortfall).toBeCloseTo(2_208_500, 6);
  expect(short.kpis.minLiquidity).toBeLessThan(0);
  const fixed = baseOf({ ...analystCase, freshLiquidityCurr: 6_208_500 });
  expect(fixed.kpis.minLiquidity).toBeGreaterThanOrEqual(0);
  const dscrBreach = fixed.kpis.dscrCovenantBreachDate;
  if (dscrBreach === null) throw new Error('the analyst case breaches the DSCR covenant');

  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/app/cashflow');
  await page.evaluate(
    (draft) => localStorage.setItem('keelson-cashflow', JSON.stringify({ state: { draft, saved: null, edited: true }, version: 1 })),
    analystCase,
  );
  await page.reload();

  // The purchase date says what it does.
  await expect(page.locator('[id="cashflow-field-purchaseDate"]')).toHaveAccessibleDescription(cashflow.hints.purchaseDate);

  // Sources and uses at the completion: the loan drawn then, the equity needed, and the shortfall as an input problem.
  const sourcesAndUses = page.getByRole('table', { name: fill(cashflow.sourcesAndUses.title, { date: '2026-09-01' }) });
  await expect(sourcesAndUses.getByRole('row', { name: `${cashflow.sourcesAndUses.lines.totalAcquisitionCost} $17,068,500` })).toBeVisible();
  await expect(sourcesAndUses.getByRole('row', { name: `${fill(cashflow.sourcesAndUses.loan, { number: 1, date: '2026-09-01' })} $10,110,000` })).toBeVisible();
  await expect(sourcesAndUses.getByRole('row', { name: `${cashflow.sourcesAndUses.lines.requiredEquity} $6,958,500` })).toBeVisible();
  await expect(page.getByText(fill(cashflow.sourcesAndUses.shortfallTitle, { amount: '$2,208,500' }))).toBeVisible();
  await expect(card(page, cashflowResults.figures.minLiquidity.label).first()).toContainText(cashflowResults.figures.minLiquidity.shortfall);

  // The one action: fresh liquidity raised by the shortfall; no cash shortfall after it.
  // Rounded up to a whole dollar: 4m + 2,208,500 (one more should the shortfall carry a rounding).
  await page
    .getByRole('button', { name: new RegExp(`^${fill(cashflow.sourcesAndUses.cover, { amount: '' }).replace(/[$]/g, '\\$')}\\$6,208,50[01]$`) })
    .click();
  await expect(page.getByText(cashflow.sourcesAndUses.covered)).toBeVisible();
  await expect(card(page, cashflowResults.figures.minLiquidity.label).first()).toContainText(cashflowResults.figures.minLiquidity.noShortfall);

  // The covenant panel: the DSCR covenant's first breach, and the same date among the test dates.
  const headroom = page.getByRole('table', { name: covenants.headroomCaption });
  const dscrRow = headroom.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fields.dscrCovenant, exact: true }) });
  await expect(dscrRow).toContainText(fill(covenants.breachedOn, { date: dscrBreach }));
  const testDates = page.getByRole('table', { name: covenants.testsCaption });
  const breachRow = testDates.getByRole('row').filter({ has: page.getByRole('rowheader', { name: dscrBreach, exact: true }) });
  await expect(breachRow).toContainText(fields.dscrCovenant);
  await expect(breachRow).toContainText(money(fixed.covenantTests.find((entry) => entry.date === dscrBreach)?.debtOutstanding ?? Number.NaN));
  await expect(card(page, cashflowResults.figures.minTrailingDscr.label)).toContainText(
    fill(cashflowResults.figures.minTrailingDscr.breach, { date: dscrBreach }),
  );
  // The liquidity chart draws the liquidity covenant of 1.5m and says so.
  await expect(page.getByText(fill(cashflowResults.charts.liquidity.covenant, { amount: '$1,500,000' }))).toBeVisible();
  await expectNoSeriousViolations(page);

  await expectNoSeriousViolations(page);
});
