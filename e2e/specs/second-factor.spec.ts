import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { signedInUser, strongPassword, uniqueEmail } from '../support/accounts';
import { texts } from './texts';

const { fields, nav, pages } = texts;
const settings = pages.userSettings;
const secondStep = pages.signin.secondFactor;

const period = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / period);

/**
 * The authenticator app's code of the current step, and the step. The server takes the current step and the one
 * before, never the next one, and never a step again once one was used.
 */
async function currentCode(secret: string): Promise<{ code: string; step: number }> {
  const step = stepNow();
  return { code: await generate({ secret, algorithm: 'sha1', digits: 6, period, epoch: step * period }), step };
}

/** The app's code once a step after `usedStep` has begun (waiting for it, at most one step), as a person would wait. */
async function codeAfter(page: Page, secret: string, usedStep: number): Promise<string> {
  const wait = (usedStep + 1) * period * 1000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait + 50);
  return (await currentCode(secret)).code;
}

const digit = (page: Page, position: number) =>
  page.getByRole('textbox', {
    name: fields.authenticationCodeDigit.replace('{{label}}', fields.authenticationCode).replace('{{position}}', String(position)).replace('{{length}}', '6'),
    exact: true,
  });

/** Types a code into the six boxes, from the first. */
async function typeCode(page: Page, code: string): Promise<void> {
  await digit(page, 1).click();
  await page.keyboard.type(code);
}

/** The first step of the sign-in page; for an account with a second factor it ends on the second step. */
async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto('/app/signin');
  await page.getByLabel(fields.email).fill(email);
  await page.getByRole('textbox', { name: fields.password, exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: pages.signin.submit }).click();
}

/** The serious and critical WCAG 2.1 AA violations on the page, none expected. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Types the password into the open confirmation dialog and confirms with its button. */
async function confirmWithPassword(page: Page, confirm: string, password = strongPassword): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(fields.currentPassword).fill(password);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: nav.signout, exact: true }).click();
  await expect(page.getByText(texts.notifications.signedOut).first()).toBeVisible();
}

test('set up, sign out, sign in with a code from the secret, use a recovery code once', async ({ page }) => {
  test.setTimeout(150_000);
  const email = await signedInUser(page.request, uniqueEmail('totp'));
  await page.goto('/app/user/settings');
  const section = page.getByRole('region', { name: settings.secondFactor.title });
  await expect(section.getByText(settings.secondFactor.offText)).toBeVisible();
  await section.getByRole('button', { name: settings.secondFactor.setUp }).click();
  // A stolen session alone cannot enrol an authenticator: the password first, a wrong one told beside the field.
  await expect(page.getByRole('dialog', { name: settings.secondFactor.setupPasswordTitle })).toBeVisible();
  await confirmWithPassword(page, settings.secondFactor.setupContinue, 'not the password');
  await expect(page.getByRole('dialog').getByText(texts.validation.wrongOldPassword)).toBeVisible();
  await confirmWithPassword(page, settings.secondFactor.setupContinue);

  await expect(section.getByRole('img', { name: settings.secondFactor.qrAlt })).toBeVisible();
  const secret = (await section.getByLabel(settings.secondFactor.keyLabel).inputValue()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await accessibilityProblems(page)).toEqual([]);
  await typeCode(page, '000000');
  await section.getByRole('button', { name: settings.secondFactor.turnOn }).click();
  await expect(section.getByText(texts.errors.rules.secondFactorInvalid)).toBeVisible();
  const first = await currentCode(secret);
  await typeCode(page, first.code);
  await section.getByRole('button', { name: settings.secondFactor.turnOn }).click();

  const codes = section.getByRole('list', { name: settings.recoveryCodes.listLabel }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  const done = section.getByRole('button', { name: settings.recoveryCodes.done });
  await expect(done).toBeDisabled();
  await section.getByLabel(settings.recoveryCodes.savedCheck).check();
  await done.click();
  await expect(section.getByText(settings.secondFactor.onText)).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  await signOut(page);

  // The password alone now leads to the second step, in the same card, with the keyboard on the code.
  await signInWithPassword(page, email);
  await expect(page.getByRole('status').filter({ hasText: secondStep.announcement })).toBeAttached();
  await expect(digit(page, 1)).toBeFocused();
  expect(await accessibilityProblems(page)).toEqual([]);
  await digit(page, 1).focus();
  await page.keyboard.type('123456');
  await page.getByRole('button', { name: secondStep.submit }).click();
  await expect(page.getByText(texts.errors.rules.secondFactorInvalid)).toBeVisible();
  await expect(digit(page, 1)).toBeFocused();
  // The code that turned the factor on is spent: the next step's code, once it is the current one.
  await page.keyboard.type(await codeAfter(page, secret, first.step));
  await page.keyboard.press('Enter');
  await expect(page.getByText(pages.signin.outcome.success)).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.goto('/app/user/settings');
  await signOut(page);

  // A recovery code in place of the app's code signs in once.
  const [recoveryCode = ''] = recoveryCodes;
  await signInWithPassword(page, email);
  await page.getByRole('button', { name: secondStep.useRecoveryCode }).click();
  await expect(page.getByLabel(fields.recoveryCode)).toBeFocused();
  await page.getByLabel(fields.recoveryCode).fill(recoveryCode.toUpperCase());
  await page.getByRole('button', { name: secondStep.submit }).click();
  await expect(page.getByText(pages.signin.outcome.success)).toBeVisible();
  await page.goto('/app/user/settings');
  await signOut(page);

  // The same recovery code a second time is refused beside the field, and nobody is signed in.
  await signInWithPassword(page, email);
  await page.getByRole('button', { name: secondStep.useRecoveryCode }).click();
  await page.getByLabel(fields.recoveryCode).fill(recoveryCode);
  await page.getByRole('button', { name: secondStep.submit }).click();
  await expect(page.getByText(texts.errors.rules.secondFactorInvalid)).toBeVisible();
  await expect(page).toHaveURL('/app/signin');
  expect((await page.request.get('/auth/me')).status()).toBe(401);
});

test('the sessions list shows this session as current and ends another one, or all others', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = await signedInUser(page.request, uniqueEmail('sessions'));
  const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
  const laptop = await browser.newContext({ userAgent: firefox });
  const tablet = await browser.newContext();
  for (const other of [laptop, tablet]) expect((await other.request.post('/auth/signin', { data: { email, password: strongPassword } })).status()).toBe(200);

  await page.goto('/app/user/settings');
  const list = page.getByRole('list', { name: settings.sessions.listLabel });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').filter({ hasText: settings.sessions.thisDevice })).toHaveCount(1);
  await expect(list.getByRole('listitem').filter({ hasText: settings.sessions.thisDevice }).getByRole('button')).toHaveCount(0);

  // Ending another session asks for the password again; a wrong one ends nothing.
  await list.getByRole('button', { name: /Firefox/ }).click();
  await expect(page.getByRole('dialog', { name: settings.sessions.endTitle })).toBeVisible();
  await confirmWithPassword(page, settings.sessions.endConfirm, 'not the password');
  await expect(page.getByRole('dialog').getByText(texts.validation.wrongOldPassword)).toBeVisible();
  expect((await laptop.request.get('/auth/me')).status()).toBe(200);
  await confirmWithPassword(page, settings.sessions.endConfirm);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  expect((await laptop.request.get('/auth/me')).status()).toBe(401);
  expect((await tablet.request.get('/auth/me')).status()).toBe(200);

  await page.getByRole('button', { name: settings.sessions.endOthers }).click();
  await confirmWithPassword(page, settings.sessions.endOthers);
  await expect(page.getByText(settings.sessions.endedOthers)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect((await tablet.request.get('/auth/me')).status()).toBe(401);
  expect((await page.request.get('/auth/me')).status()).toBe(200);
  await laptop.close();
  await tablet.close();
});
