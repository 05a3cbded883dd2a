import AxeBuilder from '@axe-core/playwright';
import { calculate, type Cashflow } from '@keelson/core';
import { workedExampleV3Cashflow } from '@keelson/core/examples';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { signedInUser } from '../support/accounts';
import { screenshotPath } from '../support/screenshots';
import { texts } from './texts';

const { cashflow, cashflowResults, fields, memo } = texts;
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
  test.setTimeout(240_000);
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
});

/** The number of pages of a PDF: its page objects (`/Type /Page`, not the `/Type /Pages` tree). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

/** Opens a draft on the cashflow page as the browser keeps it (the draft store in localStorage). */
async function openDraft(page: Page, draft: Cashflow) {
  await page.goto('/app/cashflow');
  await page.evaluate(
    (kept) => localStorage.setItem('keelson-cashflow', JSON.stringify({ state: { draft: kept, saved: null, edited: true }, version: 1 })),
    draft,
  );
  await page.reload();
  // A busy machine takes a while to calculate and draw the whole page the first time.
  await expect(page.getByRole('heading', { level: 2, name: texts.cashflowResults.title, exact: true })).toBeVisible({ timeout: 90_000 });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The analyst's case with its equity covered, and three scenarios of the analyst's own. */
const memoCase: Cashflow = {
  ...analystCase,
  title: 'E2E credit memo',
  freshLiquidityCurr: 6_208_500,
  scenarios: [
    { name: 'Weak market', overrides: { charterRateChange: -0.2 } },
    { name: 'Higher rates', overrides: { baseRateChangeBp: 150 } },
    { name: 'Costly ship', overrides: { opexChange: 0.1, offHireDaysPerYear: 20 } },
  ],
};

test('the DCF card at the WACC offers a central rate; the memo shows the covenants, loan terms, sources and uses and scenarios', async ({ page }) => {
  // Long on a busy two-core machine: the memo draws charts and tables of five scenarios, and is printed.
  test.setTimeout(300_000);
  const base = baseOf(memoCase);
  // The analyst's case is discounted at the WACC; unlevered, at its equity yield of 10 %, core values it lower.
  expect(base.derived.discountRate).toBe(base.derived.wacc);
  const unlevered = baseOf({ ...memoCase, discountRate: 0.1 });
  expect(unlevered.kpis.dcfValue).toBeLessThan(base.kpis.dcfValue);
  const dscrBreach = base.kpis.dscrCovenantBreachDate;
  if (dscrBreach === null) throw new Error('the memo case breaches the DSCR covenant');

  await page.setViewportSize({ width: 1400, height: 1000 });
  await openDraft(page, memoCase);

  // The DCF card says the value depends on the financing, with core's value at the equity yield, and offers that rate.
  const dcfText = cashflowResults.figures.dcfValue;
  const note = fill(dcfText.financingDependent, { rate: '10.00%', amount: money(unlevered.kpis.dcfValue) });
  const dcfCard = page.locator('dl', { hasText: note });
  await expect(dcfCard).toBeVisible();
  await expect(dcfCard).toContainText(money(base.kpis.dcfValue));
  const useCentralRate = dcfCard.getByRole('button', { name: fill(dcfText.useCentralRate, { rate: '10.00%' }), exact: true });
  await expect(useCentralRate).toBeVisible();
  await expectNoSeriousViolations(page);

  // The memo of the draft.
  await page.getByRole('button', { name: memo.printSummary, exact: true }).click();
  const sheet = page.getByRole('article', { name: memoCase.title ?? '' });
  await expect(sheet).toBeVisible();
  // The covenants: each set covenant at its tightest test date, its first breach and the cure amount.
  const covenantTable = sheet.getByRole('table', { name: memo.covenants.caption });
  const covenantRow = (name: string) => covenantTable.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(covenantTable.getByRole('row')).toHaveCount(4);
  await expect(covenantRow(fields.dscrCovenant)).toContainText(fill(cashflowResults.covenants.breachedOn, { date: dscrBreach }));
  await expect(covenantRow(fields.dscrCovenant)).toContainText('1.10×');
  await expect(covenantRow(fields.minimumValueClause)).toContainText(money(base.kpis.maxCureAmount ?? Number.NaN));
  await expect(covenantRow(fields.minimumLiquidityCovenantCurr)).toContainText('$1,500,000');
  // 10.11m drawn on 16.85m: 60.00 %, within the leverage of 60 %; no covenant breach at 60.45 %.
  await expect(sheet).toContainText(fill(cashflowResults.covenants.drawdownWithin, { ltv: '60.00%', leverage: '60.00%' }));
  // The loan terms of the one tranche, and the sources and uses at the completion.
  const loans = sheet.getByRole('table', { name: memo.loans.title });
  await expect(
    loans.getByRole('row', { name: new RegExp(`^${fill(cashflow.tranches.heading, { number: 1 })} \\$10,110,000 2026-09-01 4\\.00% \\+ 2\\.50% = 6\\.50%`) }),
  ).toBeVisible();
  // Uses beside sources, as the screen's sourcesAndUses() gives them.
  const sources = sheet.getByRole('region', { name: fill(cashflow.sourcesAndUses.title, { date: '2026-09-01' }) });
  await expect(sources.getByRole('row', { name: `${cashflow.sourcesAndUses.lines.totalAcquisitionCost} $17,068,500` })).toBeVisible();
  await expect(sources.getByRole('row', { name: `${cashflow.sourcesAndUses.lines.requiredEquity} $6,958,500` })).toBeVisible();
  await expect(sheet).toContainText(cashflow.sourcesAndUses.covered);
  // Each scenario's definition beside its figures.
  const scenarioTable = sheet.getByRole('table', { name: memo.sheet.scenariosCaption });
  await expect(scenarioTable.getByRole('row').filter({ hasText: 'Weak market' })).toContainText('Change of charter rates -20.00%');
  await expect(scenarioTable.getByRole('row').filter({ hasText: 'Costly ship' })).toContainText(
    'Change of operating expenses +10.00%; Off-hire days 20 days a year',
  );
  await expect(sheet.getByRole('img', { name: cashflowResults.charts.revenue.title }).locator('.recharts-surface')).toBeVisible();
  // The base case year by year: a row per model year.
  await expect(sheet.getByRole('table', { name: memo.sheet.years }).getByRole('row')).toHaveCount(base.years.length + 1);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('v3-memo-preview.png') });

  // Printed on A4: two pages, which a person looks at as images (pdftoppm, where poppler-utils is installed).
  const pdf = await page.pdf({ format: 'A4' });
  const pdfPath = screenshotPath('v3-memo.pdf');
  writeFileSync(pdfPath, pdf);
  expect(pdfPageCount(pdf)).toBe(2);
  try {
    execFileSync('pdftoppm', ['-png', '-r', '60', pdfPath, pdfPath.replace(/\.pdf$/, '')]);
  } catch {
    // Without poppler-utils the PDF stays for a person to open.
  }

  // The central rate applied: the card discounts at 10 % and shows the value the note named.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await useCentralRate.click();
  const centralCard = page.locator('dl', { hasText: fill(dcfText.atCentralRate, { rate: '10.00%' }) });
  await expect(centralCard).toContainText(money(unlevered.kpis.dcfValue));
  await expect(page.locator('dl', { hasText: escaped(note) })).toHaveCount(0);
});

test('the read-only page shows the sources and uses with the shortfall and no action, and the DCF note without one', async ({ page }) => {
  test.setTimeout(240_000);
  const short = baseOf(analystCase);
  const unlevered = baseOf({ ...analystCase, discountRate: 0.1 });
  await signedInUser(page.request);
  const readonlyId = randomUUID();
  const created = await page.request.post('/api/cashflow', { data: { ...analystCase, title: 'E2E read-only sources and uses', readonlyIds: [readonlyId] } });
  expect(created.status()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(`/app/cashflow/readonly/${readonlyId}`);
  const summary = page.getByRole('region', { name: memo.readonly.summary, exact: true });
  await expect(summary).toBeVisible({ timeout: 90_000 });
  const sourcesAndUses = summary.getByRole('table', { name: fill(cashflow.sourcesAndUses.title, { date: '2026-09-01' }) });
  await expect(sourcesAndUses.getByRole('row', { name: `${fill(cashflow.sourcesAndUses.loan, { number: 1, date: '2026-09-01' })} $10,110,000` })).toBeVisible();
  await expect(sourcesAndUses.getByRole('row', { name: `${cashflow.sourcesAndUses.lines.equity} $4,750,000` })).toBeVisible();
  await expect(summary.getByText(fill(cashflow.sourcesAndUses.shortfallTitle, { amount: money(short.derived.equityShortfall) }))).toBeVisible();
  // Read-only: the shortfall is stated, and nothing offers to change the cashflow.
  await expect(page.getByRole('button', { name: new RegExp(`^${escaped(fill(cashflow.sourcesAndUses.cover, { amount: '' }))}`) })).toHaveCount(0);
  const dcfText = cashflowResults.figures.dcfValue;
  await expect(page.getByText(fill(dcfText.financingDependent, { rate: '10.00%', amount: money(unlevered.kpis.dcfValue) }))).toBeVisible();
  await expect(page.getByRole('button', { name: fill(dcfText.useCentralRate, { rate: '10.00%' }) })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('v3-readonly-sources-and-uses.png'), fullPage: false });
});
