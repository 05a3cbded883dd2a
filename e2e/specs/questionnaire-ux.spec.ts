import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInUser } from '../support/accounts';
import { screenshotPath } from '../support/screenshots';
import { texts } from './texts';

const { questionnaire } = texts;
const ships = ['Aurora Kamsarmax', 'Boreas Kamsarmax', 'Cygnus Kamsarmax'];
/** The second-hand vessel template's top-level groups and weights (server/src/utility-analyses/templates). */
const topLevel = [
  ['Value and price', 25],
  ['Earnings', 20],
  ['Technical condition', 20],
  ['Market and employment', 10],
  ['Financing', 15],
  ['Environment and compliance', 10],
] as const;

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function startAnalysis(page: Page, names: readonly string[]): Promise<void> {
  await page.goto('/app/questionnaire');
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: /^Second-hand vessel acquisition/ }).click();
  await page.getByRole('textbox', { name: 'Title of the questionnaire' }).fill('E2E: three Kamsarmaxes');
  for (const name of names) {
    await page.getByRole('textbox', { name: 'Name of the new alternative' }).fill(name);
    await page.getByRole('button', { name: 'Add alternative' }).click();
  }
}

/** Everything of the ratings tables that does not fit: a scrolled table, a cell, a field's value or placeholder. */
async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d');
    const tables = [...document.querySelectorAll('table')].filter((table) => table.caption?.textContent.startsWith('Ratings in ') === true);
    if (tables.length === 0) found.push('no ratings table');
    for (const table of tables) {
      const caption = table.caption?.textContent ?? '';
      const region = table.parentElement;
      if (region !== null && region.scrollWidth > region.clientWidth + 1) found.push(`${caption}: table ${region.scrollWidth} > ${region.clientWidth}`);
      for (const cell of table.querySelectorAll('th, td')) {
        if (cell.scrollWidth > cell.clientWidth + 1)
          found.push(`${caption}: cell "${cell.textContent.slice(0, 40)}" ${cell.scrollWidth} > ${cell.clientWidth}`);
      }
      for (const input of table.querySelectorAll('input:not([type=checkbox]):not([type=hidden])')) {
        if (!(input instanceof HTMLInputElement) || canvas === null) continue;
        const style = getComputedStyle(input);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const shown = input.value === '' ? input.placeholder : input.value;
        const needed = canvas.measureText(shown).width;
        if (needed > room + 0.5)
          found.push(`${caption}: ${input.getAttribute('aria-label') ?? ''} "${shown}" needs ${needed.toFixed(0)} px of ${room.toFixed(0)}`);
      }
    }
    return found;
  });
}

/** The live ranking's ranked entries (the ordered list) and the names listed as not yet rated. */
async function liveRanking(page: Page): Promise<{ ranked: string[]; notRated: string[] }> {
  const live = page.getByRole('region', { name: questionnaire.live.heading });
  const ranked = (await live.locator('ol > li').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  const notRated = await live.getByRole('list', { name: questionnaire.live.notRatedHeading }).getByRole('listitem').allInnerTexts();
  return { ranked, notRated };
}

/** The ranking table's rows as "rank name utility" texts. */
async function rankingRows(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: questionnaire.results.rankingCaption });
  await expect(table).toBeVisible();
  return (await table.locator('tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
}

const thumbOpacity = (slider: Locator) => slider.evaluate((thumb) => getComputedStyle(thumb).opacity);

test('at 1440 px three alternatives fit the ratings grid; unanswered ones are not ranked; pairwise starts from the weights; the share dialog gives the full address', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await startAnalysis(page, ships);

  // Three columns side by side, no switcher, nothing cut off: every cell, field and placeholder fits.
  await expect(page.getByRole('table', { name: 'Ratings in Value and price' }).getByRole('columnheader')).toHaveText(['Criterion', ...ships]);
  await expect(page.getByRole('radiogroup', { name: questionnaire.answers.shown })).toHaveCount(0);
  expect(await cutOff(page)).toEqual([]);
  await expect(page.getByText(questionnaire.table.scrollHint)).toHaveCount(0);

  // An unanswered slider shows no value: no visible thumb, "Not answered" for the eye and for the screen reader.
  const slider = page.getByRole('slider', { name: 'Score of Cygnus Kamsarmax on Inspection findings' });
  await expect(slider).toHaveAttribute('aria-valuetext', questionnaire.answers.notAnswered);
  expect(await thumbOpacity(slider)).toBe('0');
  // The keyboard answers it: the thumb appears with the value.
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuetext', /^10: /);
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { name: questionnaire.answers.heading }).click();
  expect(await thumbOpacity(slider)).toBe('1');

  // Only Cygnus has an answer: it alone is ranked; Aurora and Boreas (0 % answered) are listed as not yet rated.
  await expect.poll(() => liveRanking(page)).toEqual({ ranked: [expect.stringMatching(/^1\. Cygnus Kamsarmax 10\.00/)], notRated: ships.slice(0, 2) });
  const rows = await rankingRows(page);
  expect(rows).toEqual([
    expect.stringMatching(/^1 Cygnus Kamsarmax 10\.00 /),
    `— Aurora Kamsarmax ${questionnaire.results.notRated} 0 % —`,
    `— Boreas Kamsarmax ${questionnaire.results.notRated} 0 % —`,
  ]);
  await expect(page.getByText(questionnaire.results.notRatedList.replace('{{names}}', 'Aurora Kamsarmax, Boreas Kamsarmax'))).toBeVisible();
  // A second rating ranks Aurora too, below or above Cygnus by its utility.
  await page.getByRole('textbox', { name: 'Value of Aurora Kamsarmax on Price against mean broker valuation', exact: true }).fill('-10');
  await expect.poll(async () => (await liveRanking(page)).notRated).toEqual(['Boreas Kamsarmax']);
  await page.screenshot({ path: screenshotPath('questionnaire-ux-1440-ratings.png') });

  // Pairwise comparison of the top level starts from the template's weights, not 1/6 each.
  await page.getByRole('switch', { name: 'Compare Top-level groups pairwise' }).check();
  const weights = page.getByRole('table', { name: 'Weights in Top-level groups' });
  await expect(weights.getByRole('columnheader', { name: questionnaire.weights.ahpWeight })).toBeVisible();
  const ahp = (await weights.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(ahp).toHaveLength(topLevel.length);
  topLevel.forEach(([title, weight], index) => expect(Math.abs((ahp[index] ?? 0) - weight), title).toBeLessThan(3.5));
  expect(ahp[0]).toBeGreaterThan(ahp[3] ?? 100);
  await expect(page.getByText(/^The comparisons start from the weights set before \(Value and price 25 %, Earnings 20 %/)).toBeVisible();
  await expect(page.getByText(questionnaire.weights.scaleLegend)).toBeVisible();
  // 25 against 10: 2.5 is nearest to 3 — Value and price moderately more important; the choice names the side.
  const pair = page.getByRole('combobox', { name: 'Importance of Value and price over Market and employment' });
  await expect(pair).toHaveValue('Value and price: moderately more important (3)');
  await expect(page.getByRole('combobox', { name: 'Importance of Value and price over Earnings' })).toHaveValue('Both equally important (1)');
  // The consistency ratio beside the matrix, from core's AHP, under 0.10.
  const consistency = page.getByRole('region', { name: questionnaire.weights.consistencyHeading }).first();
  await expect(consistency).toContainText(/Consistency ratio \(CR\): 0\.0\d\d/);
  await expect(consistency).toContainText(questionnaire.weights.consistent);
  const box = async (locator: Locator) => (await locator.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const matrixBox = await box(page.getByRole('table', { name: 'Pairwise comparison in Top-level groups' }));
  const crBox = await box(consistency);
  expect(crBox.x).toBeGreaterThan(matrixBox.x + matrixBox.width - 1);
  // An inconsistent judgement is flagged with the pair to check first.
  await pair.click();
  await page.getByRole('option', { name: 'Market and employment: extremely more important (9)' }).click();
  await expect(consistency.getByRole('status')).toContainText('The comparisons are inconsistent (CR ≥ 0.10).');
  await consistency.screenshot({ path: screenshotPath('questionnaire-ux-1440-consistency.png') });
  expect(await axeViolations(page)).toEqual([]);

  // Sharing: the dialog with the full address and a copy button, no "updated" notification.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInUser(page.request);
  // Share saves the draft (here its first save) and then shows the dialog.
  await page.getByRole('button', { name: questionnaire.actions.share }).click();
  const dialog = page.getByRole('dialog', { name: questionnaire.share.title });
  const field = dialog.getByRole('textbox', { name: texts.sharing.link.replace('{{number}}', '1'), exact: true });
  const origin = new URL(page.url()).origin;
  await expect(field).toHaveValue(/readonly/, { timeout: 90_000 });
  await expect(page).toHaveURL(/\/app\/questionnaire\/[0-9a-f-]{36}$/);
  await expect(field).toHaveValue(new RegExp(`^${origin.replace(/\./g, '\\.')}/app/questionnaire/readonly/[0-9a-f-]{36}$`));
  const address = await field.inputValue();
  await expect(page.getByText(questionnaire.notifications.updated)).toHaveCount(0);
  await expect(page.getByText(questionnaire.notifications.saved)).toHaveCount(0);
  await dialog.getByRole('button', { name: texts.sharing.copyLabel.replace('{{number}}', '1') }).click();
  await expect(dialog.getByRole('button', { name: texts.sharing.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('questionnaire-ux-1440-share.png') });
  await page.keyboard.press('Escape');

  // Sharing again keeps the same link; the dialog shows it once more.
  await page.getByRole('button', { name: questionnaire.actions.share }).click();
  await expect(dialog.getByRole('textbox')).toHaveValue(address);
  await page.keyboard.press('Escape');

  // The read-only page ranks as the screen does: Boreas not yet rated.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.setViewportSize({ width: 1440, height: 900 });
  await anonymous.goto(address);
  await expect(anonymous.getByRole('heading', { level: 2, name: 'E2E: three Kamsarmaxes' })).toBeVisible();
  const shared = await rankingRows(anonymous);
  expect(shared.map((row) => row.split(' ').slice(0, 3).join(' '))).toEqual((await rankingRows(page)).map((row) => row.split(' ').slice(0, 3).join(' ')));
  expect(shared.at(-1)).toBe(`— Boreas Kamsarmax ${questionnaire.results.notRated} 0 % —`);
  await visitor.close();
});

test('at 1440 px a fourth alternative turns the ratings grid into one alternative at a time, with a switcher', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await startAnalysis(page, [...ships, 'Dorado Kamsarmax']);
  const switcher = page.getByRole('radiogroup', { name: questionnaire.answers.shown });
  await expect(switcher).toBeVisible();
  const table = page.getByRole('table', { name: 'Ratings in Value and price' });
  await expect(table.getByRole('columnheader')).toHaveText(['Criterion', 'Aurora Kamsarmax']);
  await switcher.getByRole('radio', { name: 'Dorado Kamsarmax' }).check();
  await expect(table.getByRole('columnheader')).toHaveText(['Criterion', 'Dorado Kamsarmax']);
  await page.getByRole('textbox', { name: 'Value of Dorado Kamsarmax on Price against mean broker valuation', exact: true }).fill('0');
  await expect.poll(async () => (await liveRanking(page)).ranked).toEqual([expect.stringMatching(/^1\. Dorado Kamsarmax/)]);
  expect(await cutOff(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});
