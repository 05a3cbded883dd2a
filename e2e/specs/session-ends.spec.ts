import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInAdministrator, signedInUser, strongPassword, uniqueEmail } from '../support/accounts';
import { screenshotPath } from '../support/screenshots';
import { texts } from './texts';

const { fields, nav, pages } = texts;
const cashflowTitle = (page: Page) => page.getByLabel(new RegExp(`^${fields.title}( \\(|$)`));
const questionnaireTitle = (page: Page) => page.getByRole('textbox', { name: 'Title of the questionnaire' });
const header = (page: Page) => page.getByRole('banner');
const menu = (page: Page) => page.getByRole('navigation', { name: nav.main });
/** The first link to the cashflow page, in the menu or on the start page, where signing out leads. */
const toCashflow = (page: Page) => page.locator('a[href="/app/cashflow"]').first();
/** The button that ends another session: named after that session's browser. */
const endOtherSession = (page: Page) => page.getByRole('button', { name: new RegExp(`^${pages.userSettings.sessions.endLabel.split('{{')[0]}`) });

/** What the browser keeps across reloads (the drafts, the session), as one text. */
const keptInBrowser = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }));

/**
 * Types a cashflow draft and a questionnaire draft that are never saved, each named after `way`, and leaves the page on
 * the questionnaire. Both are in the browser's storage before the session ends.
 */
async function typeDrafts(page: Page, way: string): Promise<void> {
  await page.goto('/app/cashflow');
  await cashflowTitle(page).fill(`Private draft ${way}`);
  await menu(page).getByRole('link', { name: nav.questionnaire, exact: true }).click();
  await questionnaireTitle(page).fill(`Private questionnaire ${way}`);
  const kept = await keptInBrowser(page);
  expect(kept).toContain(`Private draft ${way}`);
  expect(kept).toContain(`Private questionnaire ${way}`);
}

/** What the user of the browser sees once the session ended: signed out, fresh forms, and nothing of the drafts kept. */
async function expectDraftsGone(page: Page, way: string): Promise<void> {
  await expect(header(page).getByRole('link', { name: nav.signin })).toBeVisible();
  await expect(header(page).getByRole('button', { name: nav.signout })).toHaveCount(0);
  await expect(cashflowTitle(page)).toHaveValue('');
  await expect(page.getByText(`Private draft ${way}`)).toHaveCount(0);
  const kept = await keptInBrowser(page);
  expect(kept).not.toContain(`Private draft ${way}`);
  expect(kept).not.toContain(`Private questionnaire ${way}`);
}

/** Goes to the cashflow page the way a user does inside the app (the header's link), then by a reload of it. */
async function expectGoneAfterNavigationAndReload(page: Page, way: string): Promise<void> {
  await toCashflow(page).click();
  await expect(page).toHaveURL('/app/cashflow');
  await expectDraftsGone(page, way);
  await page.reload();
  await expectDraftsGone(page, way);
  await menu(page).getByRole('link', { name: nav.questionnaire, exact: true }).click();
  await expect(questionnaireTitle(page)).toHaveValue('');
}

/** The id of the user signed in where `page` is. */
async function userId(page: Page): Promise<string> {
  const me = (await (await page.request.get('/auth/me')).json()) as { content: { user: { id: string } } };
  return me.content.user.id;
}

/** A second browser signed in as the same user, on its settings page. */
async function otherDevice(browser: Browser, email: string) {
  const context = await browser.newContext();
  expect((await context.request.post('/auth/signin', { data: { email, password: strongPassword } })).status()).toBe(200);
  const other = await context.newPage();
  await other.goto('/app/user/settings');
  return { context, other };
}

test.describe('every way a session ends discards the drafts its user typed in this browser', () => {
  test.setTimeout(120_000);

  test('the Sign out button', async ({ page }) => {
    await signedInUser(page.request, uniqueEmail('end-button'));
    await typeDrafts(page, 'button');
    await header(page).getByRole('button', { name: nav.signout, exact: true }).click();
    await expect(page.getByText(texts.notifications.signedOut)).toBeVisible();
    await expectGoneAfterNavigationAndReload(page, 'button');
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual(
      [],
    );
  });

  test('ending this session in the settings (Sign out everywhere)', async ({ page }) => {
    await signedInUser(page.request, uniqueEmail('end-settings'));
    await typeDrafts(page, 'settings');
    await menu(page).getByRole('link', { name: nav.settings }).click();
    await expect(page.getByRole('list', { name: pages.userSettings.sessions.listLabel })).toBeVisible();
    await page.getByRole('button', { name: pages.userSettings.signOutEverywhere }).click();
    await expect(page.getByText(pages.userSettings.signedOutEverywhere)).toBeVisible();
    await expectGoneAfterNavigationAndReload(page, 'settings');
  });

  test('ending it from another device, in that device’s session list', async ({ page, browser }) => {
    const email = await signedInUser(page.request, uniqueEmail('end-device'));
    await typeDrafts(page, 'device');
    const { context, other } = await otherDevice(browser, email);
    await endOtherSession(other).click();
    await other.getByRole('dialog').getByLabel(fields.currentPassword).fill(strongPassword);
    await other.getByRole('dialog').getByRole('button', { name: pages.userSettings.sessions.endConfirm }).click();
    await expect(endOtherSession(other)).toHaveCount(0);
    await context.close();
    // Here the browser reloads first: the drafts were read from storage before the server's answer said the session ended.
    await page.reload();
    await toCashflow(page).click();
    await expectDraftsGone(page, 'device');
    await page.screenshot({ path: screenshotPath('session-ends-device.png'), fullPage: false });
    await expectGoneAfterNavigationAndReload(page, 'device');
  });

  test('expiry: the browser drops the session cookie when it expires', async ({ page, context }) => {
    await signedInUser(page.request, uniqueEmail('end-expiry'));
    await typeDrafts(page, 'expiry');
    // The cookie carries the session's end (SESSION_DAYS); the browser forgets it then. Its end is set to a moment past.
    const cookie = (await context.cookies()).find((entry) => entry.name === 'keelson_session');
    if (cookie === undefined) throw new Error('The browser holds no session cookie');
    expect(cookie.expires).toBeGreaterThan(Date.now() / 1000);
    await context.addCookies([{ ...cookie, expires: Math.floor(Date.now() / 1000) - 60 }]);
    expect((await context.cookies()).filter((entry) => entry.name === 'keelson_session')).toEqual([]);
    await expectGoneAfterNavigationAndReload(page, 'expiry');
  });

  test('an administrator ending all of the user’s sessions', async ({ page, browser }) => {
    await signedInUser(page.request, uniqueEmail('end-admin'));
    await typeDrafts(page, 'admin');
    const id = await userId(page);
    const admin = await browser.newContext();
    await signedInAdministrator(admin.request);
    expect((await admin.request.delete(`/api/users/${id}/sessions`)).status()).toBe(200);
    await admin.close();
    await expectGoneAfterNavigationAndReload(page, 'admin');
  });
});

test('a draft typed signed out stays through failed current-user checks, and through a sign-in and sign-out', async ({ page }) => {
  test.setTimeout(120_000);
  await typeDrafts(page, 'anonymous');
  // The check fails outright (no answer at all), then answers 401 as it does for every visitor.
  await page.route('**/auth/me', (route) => route.abort());
  await toCashflow(page).click();
  await expect(cashflowTitle(page)).toHaveValue('Private draft anonymous');
  await page.unroute('**/auth/me');
  await page.reload();
  await expect(cashflowTitle(page)).toHaveValue('Private draft anonymous');
  await menu(page).getByRole('link', { name: nav.questionnaire, exact: true }).click();
  await expect(questionnaireTitle(page)).toHaveValue('Private questionnaire anonymous');

  // The visitor signs in and out without typing: the draft is still nobody's and stays.
  await signedInUser(page.request, uniqueEmail('end-anonymous'));
  await toCashflow(page).click();
  await expect(header(page).getByRole('button', { name: nav.signout })).toBeVisible();
  await header(page).getByRole('button', { name: nav.signout, exact: true }).click();
  await expect(page.getByText(texts.notifications.signedOut)).toBeVisible();
  await toCashflow(page).click();
  await expect(cashflowTitle(page)).toHaveValue('Private draft anonymous');
});
