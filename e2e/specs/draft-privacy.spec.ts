import { expect, test, type Page } from '@playwright/test';
import { signedInUser, strongPassword, uniqueEmail } from '../support/accounts';
import { texts } from './texts';

const { cashflow, fields, nav, pages } = texts;
const titleField = (page: Page) => page.getByLabel(new RegExp(`^${fields.title}( \\(|$)`));

/** Every write to a cashflow the page sends, as `METHOD path`. */
function watchCashflowWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/cashflow') && request.method() !== 'GET') writes.push(`${request.method()} ${pathname}`);
  });
  return writes;
}

/** Saves a new cashflow titled `title` as whoever is signed in, and answers its id. */
async function saveCashflowAs(page: Page, title: string): Promise<string> {
  await page.goto('/app/cashflow');
  await titleField(page).fill(title);
  await page.getByRole('button', { name: cashflow.actions.save, exact: true }).click();
  await expect(page.getByText(cashflow.notifications.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/cashflow\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** What the browser keeps across reloads (the drafts, the session), as one text. */
const keptInBrowser = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }));

test('after A signs out, neither the page nor the browser keeps A’s cashflow, and B never writes to it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const writes = watchCashflowWrites(page);
  await signedInUser(page.request, uniqueEmail('draft-a'));
  const title = `A's private fleet ${Date.now()}`;
  const id = await saveCashflowAs(page, title);

  await page.getByRole('button', { name: nav.signout, exact: true }).click();
  await expect(page.getByText(texts.notifications.signedOut)).toBeVisible();
  await page.goto('/app/cashflow');
  await expect(titleField(page)).toHaveValue('');
  await expect(page.getByText(title)).toHaveCount(0);
  expect(await keptInBrowser(page)).not.toContain(title);
  // A's address, typed again: nothing held locally answers it, and the server does not show it to a visitor.
  await page.goto(`/app/cashflow/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.notFound.title);

  // B (an account made elsewhere) signs in on the same browser, through the sign-in page.
  const elsewhere = await browser.newContext();
  const emailB = await signedInUser(elsewhere.request, uniqueEmail('draft-b'));
  await elsewhere.close();
  await page.goto('/app/signin?next=%2Fapp%2Fcashflow');
  await page.getByLabel(fields.email).fill(emailB);
  await page.getByRole('textbox', { name: fields.password, exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: pages.signin.submit }).click();
  await expect(page).toHaveURL('/app/cashflow');
  await expect(titleField(page)).toHaveValue('');
  await titleField(page).fill("B's own ship");
  await page.getByRole('button', { name: cashflow.actions.save, exact: true }).click();
  await expect(page.getByText(cashflow.notifications.saved)).toBeVisible();

  expect(writes.filter((write) => write.includes(id))).toEqual([]);
  expect(writes.filter((write) => write.startsWith('PUT'))).toEqual([]);
});

test('a change of user without a sign-out, or a session that ended elsewhere, discards the previous user’s draft', async ({ page, context }) => {
  test.setTimeout(120_000);
  const writes = watchCashflowWrites(page);
  const emailC = await signedInUser(page.request, uniqueEmail('draft-c'));
  const title = `C's private fleet ${Date.now()}`;
  const id = await saveCashflowAs(page, title);

  // The session ends on the server's side (expired, ended from another device): the next check finds nobody signed in.
  await context.clearCookies();
  await page.goto(`/app/cashflow/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.notFound.title);
  expect(await keptInBrowser(page)).not.toContain(title);

  // C again, edits the own cashflow, then D signs in over C's session without signing out first.
  expect((await page.request.post('/auth/signin', { data: { email: emailC, password: strongPassword } })).status()).toBe(200);
  await page.goto(`/app/cashflow/${id}`);
  await expect(titleField(page)).toHaveValue(title);
  await signedInUser(page.request, uniqueEmail('draft-d'));
  await page.goto('/app/cashflow');
  await expect(titleField(page)).toHaveValue('');
  expect(await keptInBrowser(page)).not.toContain(title);
  await page.getByRole('button', { name: cashflow.actions.save, exact: true }).click();
  await expect(page.getByText(cashflow.notifications.saved)).toBeVisible();
  expect(writes.filter((write) => write.includes(id))).toEqual([]);
});
