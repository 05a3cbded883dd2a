import AxeBuilder from '@axe-core/playwright';
import { calculate, type Cashflow, type ScenarioResult } from '@keelson/core';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import de from '../../web/src/locales/de.json' with { type: 'json' };
import { strongPassword, uniqueEmail } from '../support/accounts';
import { linkFromMail, mailDir } from '../support/mailbox';
import { texts as en } from './texts';
import { screenshotPath } from '../support/screenshots';

/**
 * Keelson in German: the browser asks for German (`de-DE`) and the app follows without being told; every
 * text is taken from de.json. What a field shows is what the model calculates with, in German notation too.
 */
test.use({ locale: 'de-DE' });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its German label, with or without its unit ("Provisionen (%)"). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${escaped(label)}( \\(|$)`) });
/** The value of a key-figure card, by its German label. */
const figure = (page: Page, label: string) =>
  page
    .locator('dl', { has: page.locator('dt', { hasText: new RegExp(`^${escaped(label)}$`) }) })
    .locator('dd')
    .first();
/** A derived value beside the inputs, by its German name. */
const derivedValue = (page: Page, name: string) =>
  page
    .locator('.mantine-DataList-item', { has: page.getByText(name, { exact: true }) })
    .locator('.mantine-DataList-itemValue')
    .first();
/** The draft as the browser keeps it: what the model calculates with. */
const draftOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('keelson-cashflow') ?? '{}') as { state: { draft: Cashflow } }).state.draft);

// German figures as Intl writes them for de-DE: a point between thousands, a decimal comma, the symbol after a no-break space.
const germanMoney = (value: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(value);
const germanPercent = (value: number) => new Intl.NumberFormat('de-DE', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const moneyPattern = /^-?\d{1,3}(\.\d{3})+\s\$$/;
const percentPattern = /^-?\d{1,3},\d{2}\s%$/;
/** A number of a German CSV ("18045795,79") as a number. */
const germanNumber = (text: string) => Number(text.replace(',', '.'));
/** A `YYYY-MM-DD` date as German texts write it: 01.07.2026. */
const germanDate = (iso: string | null) => (iso ?? '').split('-').reverse().join('.');
/** A German amount as shown ("252.750 $") as a number. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

/** The newest mail to an address, its quoted-printable undone and read as UTF-8. */
function newestMailTo(to: string): string {
  for (const file of readdirSync(mailDir).sort().reverse()) {
    const mail = JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as { to: string[]; raw: string };
    if (!mail.to.includes(to)) continue;
    const bytes = mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return '';
}

function baseResult(cashflow: Cashflow): ScenarioResult {
  const outcome = calculate(cashflow);
  if (!outcome.ok) throw new Error(`the cashflow does not calculate: ${JSON.stringify(outcome.errors)}`);
  const result = outcome.results.find((candidate) => candidate.scenario === 'base');
  if (result === undefined) throw new Error('no base scenario');
  return result;
}

/** The cashflow page with the worked example loaded, in the language the browser asked for. */
async function openExample(page: Page) {
  await page.goto('/app/cashflow');
  await page.getByRole('button', { name: de.cashflow.actions.loadExample, exact: true }).first().click();
  await expect(figure(page, de.cashflowResults.figures.dcfValue.label)).toHaveText(moneyPattern);
}

/**
 * English UI words that must not appear on a German page: the single words (4 letters or more) of en.json's texts
 * whose German text differs and that are no words of de.json too, and a few short ones.
 */
function englishWords(): string[] {
  const leaves = (node: unknown, path = ''): [string, string][] =>
    typeof node === 'string' ? [[path, node]] : Object.entries(node as object).flatMap(([key, value]) => leaves(value, `${path}.${key}`));
  const german = new Map(leaves(de));
  const wordsOf = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}+/gu) ?? [];
  const germanWords = new Set([...german.values()].flatMap(wordsOf).map((word) => word.toLowerCase()));
  const words = new Set(['add', 'and', 'day', 'new', 'the', 'yes']);
  for (const [path, text] of leaves(en)) {
    if (german.get(path) === text) continue;
    for (const word of wordsOf(text)) if (word.length >= 4 && !germanWords.has(word.toLowerCase())) words.add(word.toLowerCase());
  }
  return [...words];
}

/**
 * The English words a reader meets on the page: its visible text, its title, the names and hints of visible elements
 * (aria-label, title, alt, placeholder) and what its text fields hold. Text marked as another language (`lang="en"`:
 * "English" in the language switch) is a name, not a text to translate; e-mail addresses are the user's.
 */
async function englishOnPage(page: Page, words: readonly string[]): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    let text = `${document.title}\n${document.body.innerText}`;
    for (const foreign of document.body.querySelectorAll('[lang]:not([lang="de"])')) {
      text = text.replaceAll((foreign as HTMLElement).innerText || (foreign.textContent ?? ''), ' ');
    }
    const attributes = [...document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')]
      .filter((element) => visible(element) && element.closest('[lang]:not([lang="de"])') === null)
      .flatMap((element) => ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''));
    // What the fields hold: an example's texts are the app's words too.
    const values = [...document.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[type="text"], input:not([type]), textarea')]
      .filter(visible)
      .map((element) => element.value);
    return `${text}\n${attributes.join('\n')}\n${values.join('\n')}`;
  });
  // What the user typed is theirs: e-mail addresses (…@example.com) are no texts of the page.
  const shownWithoutAddresses = shown.replace(/\S+@\S+/g, ' ');
  return words.flatMap((word) => {
    const at = new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu').exec(shownWithoutAddresses)?.index;
    return at === undefined ? [] : [`${word}: …${shownWithoutAddresses.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, ' ')}…`];
  });
}

/**
 * A user who reads Keelson in German, signed in on `request`'s browser context: signed up with `language: 'de'`
 * (after sign-in the app follows the profile's language, not the browser's), confirmed by the mailed link.
 */
async function germanUser(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('deutsch');
  expect((await request.post('/auth/signup', { data: { email, password: strongPassword, firstName: 'Greta', language: 'de' } })).status()).toBe(201);
  const token = new URL(await linkFromMail(email, '/app/confirm-email'), 'http://keelson.invalid').searchParams.get('id') ?? '';
  expect((await request.post(`/auth/verify-email/${token}`)).status()).toBe(200);
  expect((await request.post('/auth/signin', { data: { email, password: strongPassword } })).status()).toBe(200);
  return email;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function downloaded(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

/** A downloaded file's bytes as the ArrayBuffer exceljs reads. */
async function downloadedBytes(download: Download): Promise<ArrayBuffer> {
  const bytes = await downloaded(download);
  return new Uint8Array(bytes).buffer;
}

test('the anonymous cashflow journey in German: German labels, typed decimal commas and German dates are what the model uses', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/app/cashflow');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.pages.cashflow.title);

  await field(page, de.fields.title).fill('Kamsarmax auf Deutsch');
  await page.getByLabel(de.fields.shipType).selectOption('BULK_KAMSARMAX');
  // The ship type's values arrive in German notation.
  await expect(field(page, de.fields.lightWeightTonnage)).toHaveValue('13.800');

  // The construction date from the calendar, whatever month it opens on: up to the decade, back to 2012, März, the 15th.
  await field(page, de.fields.constructionDate).click();
  await page.getByRole('button', { name: de.entry.calendar.monthLevelControl }).click();
  await page.getByRole('button', { name: de.entry.calendar.yearLevelControl }).click();
  const decade = page.getByRole('button', { name: '2012', exact: true });
  for (let step = 0; step < 20 && !(await decade.isVisible()); step += 1) {
    await page.getByRole('button', { name: de.entry.calendar.previousDecade }).click();
  }
  await decade.click();
  expect(await englishOnPage(page, englishWords())).toEqual([]);
  await page.getByRole('button', { name: /^März/ }).click();
  await page.getByRole('button', { name: /^15\.? März 2012$/ }).click();
  await expect(field(page, de.fields.constructionDate)).toHaveValue('15.03.2012');
  // The valuation date typed as a German date.
  await field(page, de.fields.valuationDate).fill('01.07.2026');
  await field(page, de.fields.valuationDate).press('Escape');

  await page.getByRole('button', { name: de.cashflow.broker.add }).click();
  await page.getByRole('button', { name: de.cashflow.broker.add }).click();
  await page.getByRole('button', { name: de.cashflow.broker.add }).click();
  const estimates = ['16.500.000', '17.250.000', '16.800.000'];
  for (const [index, estimate] of estimates.entries()) {
    await page.getByRole('textbox', { name: de.cashflow.broker.entry.replace('{{number}}', String(index + 1)), exact: true }).fill(estimate);
  }
  await field(page, de.fields.commissionsQuote).fill('1,5');
  await field(page, de.fields.averageTimeCharterCurr).fill('13.500');
  await field(page, de.fields.opexPerDayCurr).fill('6.250,50');
  await field(page, de.fields.equityYield).fill('10,5');
  await page.getByRole('button', { name: de.cashflow.tranches.add }).click();
  await field(page, de.fields.tranche.value).fill('9.500.000');
  await field(page, de.fields.tranche.durationYears).fill('7');
  await field(page, de.fields.tranche.disbursementDate).fill('01.07.2026');
  await field(page, de.fields.tranche.disbursementDate).press('Escape');
  await field(page, de.fields.tranche.disbursementDate).blur();

  // What the fields show after they are left is what was typed, in German notation …
  await expect(field(page, de.fields.commissionsQuote)).toHaveValue('1,5');
  await expect(field(page, de.fields.opexPerDayCurr)).toHaveValue('6.250,5');
  await expect(field(page, de.fields.valuationDate)).toHaveValue('01.07.2026');
  await expect(field(page, de.fields.tranche.disbursementDate)).toHaveValue('01.07.2026');
  // … and the model holds the same values.
  const draft = await draftOf(page);
  expect(draft).toMatchObject({
    constructionDate: '2012-03-15',
    valuationDate: '2026-07-01',
    brokerValueEsimationsCurr: [16_500_000, 17_250_000, 16_800_000],
    commissionsQuote: 0.015,
    averageTimeCharterCurr: 13_500,
    opexPerDayCurr: 6250.5,
    equityYield: 0.105,
    tranches: [expect.objectContaining({ value: 9_500_000, durationYears: 7, disbursementDate: '2026-07-01' })],
  });

  // The key figures in German notation, and the same as core calculates from those values.
  const result = baseResult(draft);
  const { figures } = de.cashflowResults;
  await expect(page.getByRole('heading', { level: 2, name: de.cashflowResults.title })).toBeVisible();
  await expect(figure(page, figures.dcfValue.label)).toHaveText(moneyPattern);
  await expect(figure(page, figures.dcfValue.label)).toHaveText(germanMoney(result.kpis.dcfValue));
  await expect(figure(page, figures.projectNpv.label)).toHaveText(germanMoney(result.kpis.projectNpv));
  await expect(figure(page, figures.projectIrr.label)).toHaveText(percentPattern);
  await expect(figure(page, figures.projectIrr.label)).toHaveText(germanPercent(result.kpis.projectIrr ?? Number.NaN));
  await expect(figure(page, figures.paybackDate.label)).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  // The commissions beside the inputs are 1,5 % of the second-hand price (the mean of the three estimates), as shown.
  const names = de.cashflow.derived.names;
  await expect(derivedValue(page, names.secondHandPrice)).toHaveText('16.850.000 $');
  await expect(derivedValue(page, names.commissions)).toHaveText('252.750 $');
  const price = amountOf(await derivedValue(page, names.secondHandPrice).textContent());
  expect(amountOf(await derivedValue(page, names.commissions).textContent())).toBe(Math.round(0.015 * price));

  await page.getByRole('heading', { level: 2, name: de.cashflowResults.title }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, -140);
  await page.screenshot({ path: screenshotPath('german-cashflow-results.png') });
});

test('the German cashflow screen shows no English word and passes axe, before and after the results', async ({ page }) => {
  // Two scans of every text and two axe runs over the whole workbench: over 30 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  const words = englishWords();
  await page.goto('/app/cashflow');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.pages.cashflow.title);
  expect(await englishOnPage(page, words)).toEqual([]);

  await openExample(page);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  // The user names the ship themselves.
  await field(page, de.fields.title).fill('Kamsarmax, gebraucht gekauft');
  await field(page, de.fields.shipName).fill('Nordstern');
  expect(await englishOnPage(page, words)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('the example and the dates beside the inputs are German', async ({ page }) => {
  await openExample(page);
  await expect(figure(page, de.cashflowResults.figures.paybackDate.label)).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(field(page, de.fields.title)).toHaveValue(de.cashflow.exampleRecord.title);
  await expect(field(page, de.fields.shipName)).toHaveValue(de.cashflow.exampleRecord.shipName);
  const isoDates = await page.evaluate(() => document.body.innerText.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? []);
  expect(isoDates).toEqual([]);
  expect(await englishOnPage(page, englishWords())).toEqual([]);
});

test('sign-up and the sign-in outcomes in German, with a German verification mail', async ({ page }) => {
  test.setTimeout(60_000);
  const { signin, signup, confirmEmail } = de.pages;
  const email = uniqueEmail('deutsch');
  const signIn = async (address: string, password: string) => {
    await page.getByLabel(de.fields.email).fill(address);
    await page.getByRole('textbox', { name: de.fields.password, exact: true }).fill(password);
    await page.getByRole('button', { name: signin.submit, exact: true }).click();
  };

  await page.goto('/app/signup');
  await page.getByLabel(de.fields.firstName).fill('Greta');
  await page.getByLabel(de.fields.email).fill(email);
  await page.getByRole('textbox', { name: de.fields.password, exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: signup.submit }).click();
  await expect(page.getByText(signup.sentTitle)).toBeVisible();

  // Not yet verified.
  await page.goto('/app/signin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(signin.title);
  expect(await englishOnPage(page, englishWords())).toEqual([]);
  await expectNoAxeViolations(page);
  await signIn(email, strongPassword);
  await expect(page.getByText(signin.outcome.notVerified)).toBeVisible();

  // The verification mail of a German sign-up is German.
  const link = await linkFromMail(email, '/app/confirm-email');
  const mail = newestMailTo(email);
  expect(mail).toContain('lang="de"');
  expect(mail).toContain('Guten Tag Greta');
  expect(mail).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');
  expect(mail).not.toContain('Thank you');
  await page.goto(link);
  await expect(page.getByText(confirmEmail.successTitle)).toBeVisible();

  // A wrong password.
  await page.goto('/app/signin');
  await signIn(email, 'falsches Passwort 123');
  await expect(page.getByText(signin.outcome.incorrect)).toBeVisible();
  await page.screenshot({ path: screenshotPath('german-signin-error.png') });

  // Too many attempts (1011): after five failures for one e-mail (an unknown one counts too) the next waits (docs/security-lockout.md).
  const tried = uniqueEmail('versuche');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await page.request.post('/auth/signin', { data: { email: tried, password: 'falsch' } })).status()).toBe(401);
  }
  await signIn(tried, 'falsch');
  await expect(page.getByText(signin.outcome.tooManyAttempts)).toBeVisible();

  // Success.
  await signIn(email, strongPassword);
  await expect(page.getByText(signin.outcome.success)).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a German CSV and XLSX read back: semicolons, decimal commas, German dates, sheets and labels, the model’s numbers', async ({ page }) => {
  test.setTimeout(60_000);
  await germanUser(page.request);
  await openExample(page);
  await field(page, de.fields.title).fill('Export auf Deutsch');
  await field(page, de.fields.shipName).fill('Nordstern');
  await field(page, de.fields.commissionsQuote).fill('1,5');
  await expect(derivedValue(page, de.cashflow.derived.names.commissions)).toHaveText('252.750 $');
  await page.getByRole('button', { name: de.cashflow.actions.save, exact: true }).click();
  await expect(page.getByText(de.cashflow.notifications.saved)).toBeVisible();
  const saved = await draftOf(page);
  expect(saved.commissionsQuote).toBe(0.015);
  const result = baseResult(saved);

  await page.goto('/app/user/downloads');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.pages.userDownloads.title);
  expect(await englishOnPage(page, englishWords())).toEqual([]);
  const { downloads } = de.assessments;
  const title = 'Export auf Deutsch';

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: downloads.csvLabel.replace('{{title}}', title) }).click();
  await page.getByRole('menuitem', { name: downloads.csvScenario.replace('{{scenario}}', de.assessments.scenarios.base) }).click();
  const csv = (await downloaded(await csvDownload)).toString('utf8').replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  const { export: labels } = de.assessments;
  expect(lines[0]).toBe(`${de.fields.title};${title}`);
  expect(lines).toContain(`${labels.scenario};${de.assessments.scenarios.base}`);
  expect(lines).toContain(labels.sheets.inputs);
  expect(lines).toContain(labels.sheets.keyFigures);
  expect(lines.some((line) => line.startsWith(`${de.fields.valuationDate};01.07.2026`))).toBe(true);
  const csvFigure = (label: string) => lines.find((line) => line.startsWith(`${label};`))?.split(';')[1] ?? '';
  // 15 significant digits with a decimal comma; the browser's and Node's engines may differ in the last binary digit.
  expect(csvFigure(labels.kpis.dcfValue)).toMatch(/^\d+,\d+$/);
  expect(germanNumber(csvFigure(labels.kpis.dcfValue))).toBeCloseTo(result.kpis.dcfValue, 6);
  // A percentage is written in percent under a label that says so: the project IRR and the commissions of 1.5 %.
  expect(germanNumber(csvFigure(`${labels.kpis.projectIrr} (%)`)) / 100).toBeCloseTo(result.kpis.projectIrr ?? Number.NaN, 12);
  expect(csvFigure(labels.kpis.paybackDate)).toBe(germanDate(result.kpis.paybackDate));
  expect(lines.find((line) => line.startsWith(`${de.fields.commissionsQuote} (%)`))).toMatch(/;1,5(;|$)/);

  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: downloads.xlsxLabel.replace('{{title}}', title) }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await downloadedBytes(await xlsxDownload));
  const sheets = labels.sheets;
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
    sheets.inputs,
    sheets.derived,
    sheets.keyFigures,
    sheets.valuation,
    sheets.years,
    sheets.months,
    sheets.covenantTests,
  ]);
  const keyFigures = workbook.getWorksheet(sheets.keyFigures);
  const rowOf = (label: string) => keyFigures?.getRows(1, keyFigures.rowCount)?.find((row) => row.getCell(1).value === label);
  expect(rowOf(labels.keyFigure)?.getCell(2).value).toBe(de.assessments.scenarios.base);
  // The DCF value is a formula over the Valuation sheet (German sheet names quoted in it) that caches core's figure.
  expect(rowOf(labels.kpis.dcfValue)?.getCell(2).value).toEqual({ formula: `'${sheets.valuation}'!B10`, result: expect.closeTo(result.kpis.dcfValue, 6) });
  expect(rowOf(labels.kpis.projectIrr)?.getCell(2).value).toBeCloseTo(result.kpis.projectIrr ?? Number.NaN, 12);
  const payback = rowOf(labels.kpis.paybackDate)?.getCell(2);
  expect(payback?.value).toEqual(new Date(`${result.kpis.paybackDate}T00:00:00Z`));
  expect(payback?.numFmt).toBe('dd.mm.yyyy');
  const inputs = workbook.getWorksheet(sheets.inputs);
  const commissions = inputs?.getRows(1, inputs.rowCount)?.find((row) => String(row.getCell(1).value).startsWith(`${de.fields.commissionsQuote} (`));
  expect(commissions?.getCell(2).value).toBe(0.015);
});

test('the header switch turns an English page German, keeping what the model holds, and the choice survives a reload', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/app/cashflow');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.cashflow.title);
  await page.getByRole('button', { name: en.cashflow.actions.loadExample, exact: true }).first().click();
  await expect(field(page, en.fields.opexPerDayCurr)).toHaveValue('6,200');
  await expect(field(page, en.fields.valuationDate)).toHaveValue('2026-07-01');
  const before = await draftOf(page);

  await page.getByRole('radiogroup', { name: en.language.label }).locator('label', { hasText: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.pages.cashflow.title);
  // The same values, now in German notation; the model's are unchanged.
  await expect(field(page, de.fields.opexPerDayCurr)).toHaveValue('6.200');
  await expect(field(page, de.fields.valuationDate)).toHaveValue('01.07.2026');
  await expect(field(page, de.fields.commissionsQuote)).toHaveValue('1');
  expect(await draftOf(page)).toEqual(before);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.pages.cashflow.title);
  await expect(page.getByRole('radiogroup', { name: de.language.label }).getByRole('radio', { name: 'Deutsch' })).toBeChecked();
  await expect(field(page, de.fields.opexPerDayCurr)).toHaveValue('6.200');
  await context.close();
});
