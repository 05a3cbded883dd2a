import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInUser } from '../support/accounts';
import { texts } from './texts';
import { readmePicturePath } from '../support/screenshots';

type Node = { kind: string; title: string; children?: Node[]; transformation?: { kind: string; best?: number; steps?: { threshold: number }[] } };
type TemplateData = { key: string; criteria: Node[] };

/** Every number and cashflow-metric criterion with the value at the good end of its transformation. */
function numberLeaves(nodes: Node[]): { title: string; best: number }[] {
  return nodes.flatMap((node) => {
    if (node.children !== undefined) return numberLeaves(node.children);
    const transformation = node.transformation;
    if (transformation === undefined) return [];
    const best = transformation.kind === 'linear' ? (transformation.best ?? 0) : Math.max(...(transformation.steps ?? []).map((step) => step.threshold)) + 0.1;
    return [{ title: node.title, best }];
  });
}

/** The ranking table's rows as "rank name utility" texts, the way a user reads them. */
async function ranking(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Ranking by total utility' });
  await expect(table).toBeVisible();
  return (await table.locator('tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
}

test('an anonymous visitor ranks two alternatives, one linked to the cashflow draft, then saves and shares it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  // A cashflow draft in this browser, for the first alternative to link to.
  await page.goto('/app/cashflow');
  await page.getByRole('button', { name: texts.cashflow.actions.loadExample }).click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: texts.cashflow.confirm.exampleConfirm });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(page.locator('dt', { hasText: /^DCF value$/ })).toBeVisible();

  await page.goto('/app/questionnaire');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.pages.questionnaire.title);
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: /^Second-hand vessel acquisition/ }).click();
  await page.getByRole('textbox', { name: 'Title of the questionnaire' }).fill('E2E: two Kamsarmaxes');
  for (const name of ['Example Trader', 'Other Trader']) {
    await page.getByRole('textbox', { name: 'Name of the new alternative' }).fill(name);
    await page.getByRole('button', { name: 'Add alternative' }).click();
  }
  await page.getByRole('combobox', { name: 'Cashflow of Example Trader' }).click();
  await page.getByRole('option', { name: 'The current cashflow draft' }).click();

  // The second alternative is answered by hand: every number criterion at the good end of its scale.
  const templates = (await (await page.request.get('/api/utilityAnalysis/template/')).json()) as { content: TemplateData[] };
  const template = templates.content.find((entry) => entry.key === 'second-hand-vessel-acquisition');
  for (const leaf of numberLeaves(template?.criteria ?? [])) {
    const input = page.getByRole('textbox', { name: `Value of Other Trader on ${leaf.title}`, exact: true });
    if (await input.isVisible().catch(() => false)) await input.fill(String(leaf.best));
  }

  const rows = await ranking(page);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatch(/^1 Other Trader \d+\.\d{2}/);
  expect(rows[1]).toMatch(/^2 Example Trader/);

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.getByRole('table', { name: 'Ranking by total utility' }).evaluate((table) => table.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, -160);
  await page.screenshot({ path: readmePicturePath('questionnaire-ranking.png') });

  await signedInUser(page.request);
  await page.getByRole('button', { name: 'Save questionnaire' }).click();
  await expect(page.getByText('Questionnaire saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/questionnaire\/[0-9a-f-]{36}$/);
  const saved = await ranking(page);

  await page.getByRole('button', { name: 'Share questionnaire' }).click();
  // The sharing dialog gives the full address (components/sharing-dialog.tsx).
  const link = page.getByRole('dialog').getByRole('textbox', { name: texts.sharing.link.replace('{{number}}', '1'), exact: true });
  await expect(link).toHaveValue(/^http:\/\/[^/]+\/app\/questionnaire\/readonly\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const href = new URL(await link.inputValue()).pathname;
  await page.keyboard.press('Escape');

  const visitor = await browser.newContext();
  const anonymousPage = await visitor.newPage();
  await anonymousPage.goto(href);
  await expect(anonymousPage.getByRole('heading', { level: 2, name: 'E2E: two Kamsarmaxes' })).toBeVisible();
  const shared = await ranking(anonymousPage);
  expect(shared.map((row) => row.split(' ').slice(0, 3).join(' '))).toEqual(saved.map((row) => row.split(' ').slice(0, 3).join(' ')));
  await visitor.close();
});
