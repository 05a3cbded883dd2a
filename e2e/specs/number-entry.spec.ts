import { expect, test, type Page } from '@playwright/test';
import { texts } from './texts';

const { cashflow, cashflowResults } = texts;
const input = (page: Page, path: string) => page.locator(`#cashflow-field-${path.replaceAll('.', '\\.')}`);
/** The draft as the browser keeps it: what the model calculates with. */
const draft = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('keelson-cashflow') ?? '{}') as { state: { draft: Record<string, unknown> } }).state.draft);
/** The DCF value's card of the results, by its label in the language. */
const dcfCard = (page: Page, label: string = cashflowResults.figures.dcfValue.label) => page.locator('dt', { hasText: new RegExp(`^${label}$`) });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The cashflow page in a language, with the worked example loaded. */
async function openExample(page: Page, language: 'en' | 'de') {
  await page.goto('/app/cashflow');
  await page.evaluate((chosen) => localStorage.setItem('keelson.language', chosen), language);
  await page.reload();
  await page
    .getByRole('button', { name: language === 'de' ? 'Beispiel laden' : cashflow.actions.loadExample, exact: true })
    .first()
    .click();
  await expect(input(page, 'commissionsQuote')).toHaveValue('1');
}

/**
 * The field refuses the text: it stays, the reason is beside it, the model holds no value for the field, and the
 * results wait, naming the field with the reason.
 */
async function expectRefused(page: Page, path: string, text: string, reason: string, dcfLabel?: string) {
  const field = input(page, path);
  await field.fill(text);
  await field.blur();
  await expect(field).toHaveValue(text);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy.split(' ').find((id) => id.endsWith('-error')) ?? ''}"]`)).toHaveText(reason);
  expect((await draft(page))[path] ?? null).toBeNull();
  await expect(page.getByRole('button', { name: new RegExp(`${escaped(reason)}$`) })).toBeVisible();
  await expect(dcfCard(page, dcfLabel)).toHaveCount(0);
}

test('English entry reads 1,234.5 and refuses German notation, exponents and suffixes, never keeping the previous value', async ({ page }) => {
  await openExample(page, 'en');
  await expect(dcfCard(page)).toBeVisible();
  const reason = 'Enter a number like 1,234.5 — no letters or exponents';
  // Not calculated with 1 % (the previous value and the default): the results wait and name the field.
  await expectRefused(page, 'commissionsQuote', '1,5', reason);
  await input(page, 'commissionsQuote').fill('1.5');
  await expect(input(page, 'commissionsQuote')).not.toHaveAttribute('aria-invalid', 'true');
  expect((await draft(page)).commissionsQuote).toBe(0.015);
  await expect(dcfCard(page)).toBeVisible();

  for (const text of ['7e3', '6.2k', '6.200,00']) await expectRefused(page, 'opexPerDayCurr', text, reason);
  await input(page, 'opexPerDayCurr').fill('6,200');
  expect((await draft(page)).opexPerDayCurr).toBe(6200);
  await input(page, 'opexPerDayCurr').blur();
  await expect(input(page, 'opexPerDayCurr')).toHaveValue('6,200');
  await expect(dcfCard(page)).toBeVisible();
});

test('German entry reads 1,5 and 6.200,00, dates as 01.07.2026 with a picker, and refuses what is not a number or a date', async ({ page }) => {
  await openExample(page, 'de');
  await expect(input(page, 'opexPerDayCurr')).toHaveValue('6.200');
  await expect(input(page, 'valuationDate')).toHaveValue('01.07.2026');

  await input(page, 'commissionsQuote').fill('1,5');
  await input(page, 'commissionsQuote').blur();
  await expect(input(page, 'commissionsQuote')).toHaveValue('1,5');
  expect((await draft(page)).commissionsQuote).toBe(0.015);
  await input(page, 'opexPerDayCurr').fill('6.200,00');
  await input(page, 'opexPerDayCurr').blur();
  await expect(input(page, 'opexPerDayCurr')).toHaveValue('6.200');
  expect((await draft(page)).opexPerDayCurr).toBe(6200);
  await expect(dcfCard(page, 'DCF-Wert').first()).toBeVisible();

  const reason = 'Geben Sie eine Zahl wie 1.234,5 ein – ohne Buchstaben oder Exponenten';
  await expectRefused(page, 'opexPerDayCurr', '1.5', reason, 'DCF-Wert');
  await expectRefused(page, 'opexPerDayCurr', '7e3', reason, 'DCF-Wert');
  // A save waits while a field is refused.
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText(/Ein Feld enthält Text, der keine Zahl und kein Datum ist/)).toBeVisible();
  await expect(input(page, 'opexPerDayCurr')).toBeFocused();
  await input(page, 'opexPerDayCurr').fill('6.300');
  expect((await draft(page)).opexPerDayCurr).toBe(6300);

  // Dates: typed in the German notation, or picked from the calendar.
  const valuation = input(page, 'valuationDate');
  await valuation.fill('15.08.2026');
  await valuation.press('Escape');
  await valuation.blur();
  await expect(valuation).toHaveValue('15.08.2026');
  expect((await draft(page)).valuationDate).toBe('2026-08-15');
  await expectRefused(page, 'valuationDate', '31.02.2026', 'Geben Sie ein Datum als TT.MM.JJJJ zwischen 01.01.1900 und 31.12.2199 ein', 'DCF-Wert');
  await valuation.fill('1.8.2026');
  expect((await draft(page)).valuationDate).toBe('2026-08-01');
  await page.getByRole('button', { name: /^20\.? August 2026$/ }).click();
  await expect(valuation).toHaveValue('20.08.2026');
  expect((await draft(page)).valuationDate).toBe('2026-08-20');
});

test('a questionnaire answer or weight that is not a number is refused with its reason, and the results wait', async ({ page }) => {
  await page.goto('/app/questionnaire');
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: /^Second-hand vessel acquisition/ }).click();
  await page.getByRole('textbox', { name: 'Name of the new alternative' }).fill('Alpha');
  await page.getByRole('button', { name: 'Add alternative' }).click();
  const ranking = page.getByRole('table', { name: 'Ranking by total utility' });
  await expect(ranking).toBeVisible();

  const answer = page.getByRole('textbox', { name: /^Value of Alpha on / }).first();
  await answer.fill('7e3');
  await answer.blur();
  await expect(answer).toHaveValue('7e3');
  await expect(answer).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a number like 1,234.5 — no letters or exponents')).toBeVisible();
  // Said twice on a wide screen: in the results and in the live ranking beside the ratings.
  await expect(page.getByRole('alert').getByText(texts.questionnaire.results.refused)).toBeVisible();
  await expect(ranking).toHaveCount(0);
  await answer.fill('1,234.5');
  await expect(answer).not.toHaveAttribute('aria-invalid', 'true');
  await expect(ranking).toBeVisible();

  const weight = page.getByRole('textbox', { name: /^Weight of .* in %$/ }).first();
  await weight.fill('150');
  await expect(page.getByText(texts.questionnaire.weights.outOfRange)).toBeVisible();
  await expect(ranking).toHaveCount(0);
  await weight.fill('50');
  await expect(ranking).toBeVisible();
});
