import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import de from '../../web/src/locales/de.json' with { type: 'json' };
import { screenshotPath } from '../support/screenshots';

type Node = { kind: string; title: string; children?: Node[]; transformation?: { kind: string; best?: number; steps?: { threshold: number }[] } };
type TemplateData = { key: string; criteria: Node[] };

const templateKey = 'second-hand-vessel-acquisition';
const ratio = 'Total acquisition cost against DCF value';
const premium = 'Price against mean broker valuation';

/** Every leaf of the tree, depth first (the order of the ratings). */
function leaves(nodes: Node[]): Node[] {
  return nodes.flatMap((node) => (node.children === undefined ? [node] : leaves(node.children)));
}

/** The value at the good end of a number criterion's transformation. */
function bestValue(node: Node): number | null {
  const transformation = node.transformation;
  if (transformation === undefined) return null;
  return transformation.kind === 'linear' ? (transformation.best ?? 0) : Math.max(...(transformation.steps ?? []).map((step) => step.threshold)) + 0.1;
}

async function template(page: Page): Promise<TemplateData> {
  const templates = (await (await page.request.get('/api/utilityAnalysis/template/')).json()) as { content: TemplateData[] };
  const found = templates.content.find((entry) => entry.key === templateKey);
  if (found === undefined) throw new Error(`template ${templateKey} missing`);
  return found;
}

/**
 * Alpha answers two price criteria only (15 % + 6.25 % = 21.25 % of the weight); Beta answers every number criterion at
 * its best but its class is suspended — a K.O. — so Beta's utility is higher while Alpha leads the ranking.
 */
async function rateTwoShips(page: Page): Promise<TemplateData> {
  await page.goto('/app/questionnaire');
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: /^Second-hand vessel acquisition/ }).click();
  for (const name of ['Alpha', 'Beta']) {
    await page.getByRole('textbox', { name: 'Name of the new alternative' }).fill(name);
    await page.getByRole('button', { name: 'Add alternative' }).click();
  }
  const data = await template(page);
  for (const leaf of leaves(data.criteria)) {
    const best = bestValue(leaf);
    if (best !== null) await page.getByRole('textbox', { name: `Value of Beta on ${leaf.title}`, exact: true }).fill(String(best));
  }
  await page.getByRole('combobox', { name: 'Answer of Beta on Class status' }).click();
  await page.getByRole('option', { name: 'Class suspended or withdrawn' }).click();
  await page.getByRole('textbox', { name: `Value of Alpha on ${premium}`, exact: true }).fill('-5');
  await page.getByRole('textbox', { name: `Value of Alpha on ${ratio}`, exact: true }).fill('1');
  return data;
}

/** The ranking table's rows as "rank name utility completeness reasons" texts. */
async function ranking(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Ranking by total utility' });
  await expect(table).toBeVisible();
  return (await table.locator('tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
}

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('a knocked-out alternative is marked in every chart, a thinly answered leader is flagged, answers step to their scale, the ranking stays in view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const data = await rateTwoShips(page);

  // Ratio and percentage answers step by what fits their scales: 0.01 on 0.80–1.30×, 1 on −10 to 15 %.
  const ratioField = page.getByRole('textbox', { name: `Value of Alpha on ${ratio}`, exact: true });
  await ratioField.press('ArrowUp');
  await expect(ratioField).toHaveValue('1.01');
  await ratioField.press('ArrowDown');
  await ratioField.press('ArrowDown');
  await expect(ratioField).toHaveValue('0.99');
  await page.getByRole('button', { name: `Increase Alpha on ${ratio} by 0.01` }).click();
  await expect(ratioField).toHaveValue('1');
  const premiumField = page.getByRole('textbox', { name: `Value of Alpha on ${premium}`, exact: true });
  await premiumField.press('ArrowUp');
  await expect(premiumField).toHaveValue('-4');
  await page.getByRole('button', { name: `Decrease Alpha on ${premium} by 1` }).click();
  await expect(premiumField).toHaveValue('-5');

  // Beta's utility is the higher, yet it is knocked out: ranked last and marked K.O. with the criterion and reason.
  const rows = await ranking(page);
  expect(rows[0]).toMatch(/^1 Alpha 6\.59 21 % —$/);
  const beta = /^2 Beta K\.O\. (\d+\.\d{2}) \d+ % knocked out by Class status: Class is suspended or withdrawn/.exec(rows[1] ?? '');
  expect(beta, rows[1]).not.toBeNull();
  expect(Number(beta?.[1])).toBeGreaterThan(6.59);

  // The utility chart: Beta's bar hatched grey and labelled with the reason; Alpha's drawn as usual.
  const betaBar = page.getByRole('img', { name: /^Beta: total utility \d+\.\d{2}; knocked out by Class status: Class is suspended/ });
  await expect(betaBar).toBeVisible();
  await expect(betaBar.locator('path, rect').first()).toHaveAttribute('fill', /^url\(#ko-hatch-/);
  const alphaBar = page.getByRole('img', { name: 'Alpha: total utility 6.59', exact: true });
  await expect(alphaBar.locator('path, rect').first()).not.toHaveAttribute('fill', /^url\(/);
  await expect(page.getByText('Hatched grey: knocked out by a K.O. criterion, so ranked last whatever its utility.').first()).toBeVisible();
  // The contribution chart marks Beta on its axis and hatches its stack; the sensitivity chart draws it dashed grey.
  const contribution = page.locator('figure', { hasText: 'stacked by the weighted contribution' });
  await expect(contribution.locator('.recharts-cartesian-axis-tick-value', { hasText: 'Beta (K.O.)' })).toBeVisible();
  await expect(contribution.locator('.recharts-bar-rectangle path[fill^="url(#ko-hatch-"]').first()).toBeVisible();
  const sensitivity = page.locator('figure', { hasText: 'goes from 0 to 100 %' });
  await expect(sensitivity.getByText('Beta (K.O.)')).toBeVisible();
  await expect(sensitivity.locator('path.recharts-line-curve[stroke-dasharray="6 4"]')).toHaveCount(1);

  // The leader has 21 % of the weight answered: a warning, in the results and beside the ratings.
  const warning = 'The leading alternative, Alpha, has answers for only 21 % of the criteria (by weight); its rank may change.';
  await expect(page.getByRole('status').filter({ hasText: warning })).toHaveCount(2);

  // While the last criterion is rated, the live ranking stays in view beside it.
  const last = leaves(data.criteria).at(-1);
  expect(last?.title).toBe('Sanctions screening');
  const lastField = page.getByRole('combobox', { name: 'Answer of Beta on Sanctions screening' });
  await lastField.focus();
  await expect(lastField).toBeFocused();
  await expect(lastField).toBeInViewport();
  const live = page.getByRole('region', { name: 'Live ranking' });
  await expect(live).toBeInViewport({ ratio: 0.9 });
  await expect(live.getByRole('listitem').first()).toHaveText(/^1\. Alpha\s*6\.59/);
  await expect(live.getByRole('listitem').nth(1)).toContainText('Knocked out by Class status');
  await page.screenshot({ path: screenshotPath('h7-questionnaire-1440-rating.png') });

  // A rating changes the live ranking at once: Alpha's class suspended too, Beta's sanctions cleared.
  await page.getByRole('combobox', { name: 'Answer of Alpha on Class status' }).click();
  await page.getByRole('option', { name: 'IACS class, no conditions of class and no memoranda' }).click();
  await expect(live.getByRole('listitem').first()).toContainText('% answered');
  await expect(live.getByRole('listitem').first()).not.toContainText('21 % answered');

  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('heading', { name: 'Results', exact: true }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, -80);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: screenshotPath('h7-questionnaire-1440-results.png') });
  await contribution.screenshot({ path: screenshotPath('h7-questionnaire-1440-contribution.png') });
  await sensitivity.screenshot({ path: screenshotPath('h7-questionnaire-1440-sensitivity.png') });
});

test('on a 390 px phone the questionnaire fits the screen: cards, no sideways page scroll, tap targets of at least 40 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await rateTwoShips(page);
  await expect(page.getByRole('group', { name: ratio }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ratings in Value and price' })).toHaveCount(0);
  const ratioField = page.getByRole('textbox', { name: `Value of Alpha on ${ratio}`, exact: true });
  await page.getByRole('button', { name: `Increase Alpha on ${ratio} by 0.01` }).click();
  await expect(ratioField).toHaveValue('1.01');
  await expect(page.getByRole('table', { name: 'Ranking by total utility' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The leading alternative, Alpha, has answers for only 21 %' })).toBeVisible();
  // The live ranking column is for wide screens; the phone has the results below the ratings.
  await expect(page.getByRole('region', { name: 'Live ranking' })).toHaveCount(0);

  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);

  // Every control of the questionnaire's sections is at least 40 px tall; a checkbox's or switch's label is its target.
  const small = await page.locator('main section').evaluateAll((sections) => {
    const found: string[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const name = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
    for (const section of sections) {
      const controls = section.querySelectorAll('button, input:not([type=checkbox]):not([type=hidden]), [role=combobox]');
      for (const control of controls) {
        // A select's clear button sits inside its 42 px field.
        if (!visible(control) || control.closest('.mantine-Input-section') !== null) continue;
        if (control.getBoundingClientRect().height < 40) found.push(`${name(control)}: ${String(control.getBoundingClientRect().height)}`);
      }
      for (const box of section.querySelectorAll('input[type=checkbox]')) {
        const label = section.querySelector(`label[for="${box.id}"]`);
        const height = label?.getBoundingClientRect().height ?? 0;
        if (visible(box) && height < 40) found.push(`${name(label ?? box)} (label): ${String(height)}`);
      }
      for (const slider of section.querySelectorAll('.mantine-Slider-root')) {
        if (visible(slider) && slider.getBoundingClientRect().height < 40) found.push(`slider: ${String(slider.getBoundingClientRect().height)}`);
      }
    }
    return found;
  });
  expect(small).toEqual([]);

  expect(await axeViolations(page)).toEqual([]);
  const shoot = async (heading: string, name: string) => {
    await page.getByRole('heading', { name: heading, exact: true }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.mouse.wheel(0, -70);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: screenshotPath(`h7-questionnaire-390-${name}.png`) });
  };
  await shoot('Alternatives', 'alternatives');
  await ratioField.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: screenshotPath('h7-questionnaire-390-rating.png') });
  await shoot('Weights', 'weights');
  await shoot('Results', 'results');
  await shoot('Total utility per alternative', 'chart');
  await shoot('Contribution of each group', 'contribution');
  await shoot('Sensitivity', 'sensitivity');
  await shoot('Save and share', 'actions');

  // In German, with its longer words, the page fits the phone as well.
  await page.locator('label', { hasText: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 2, name: de.questionnaire.results.heading, exact: true })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Die führende Alternative, Alpha, ist nur zu 21 % der Kriterien (nach Gewicht) beantwortet' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /^Beta: Gesamtnutzwert \d+,\d{2}; ausgeschieden durch / })).toBeVisible();
  const german = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(german.scroll).toBeLessThanOrEqual(german.inner);
  expect(await axeViolations(page)).toEqual([]);
  await page
    .getByRole('heading', { level: 2, name: de.questionnaire.results.heading, exact: true })
    .evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, -70);
  await page.screenshot({ path: screenshotPath('h7-questionnaire-390-results-de.png') });
});
