import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { signedInUser, strongPassword, uniqueEmail } from '../support/accounts';
import { linkFromMail } from '../support/mailbox';
import { texts } from './texts';

const { cashflow, fields, nav, pages } = texts;
const yourWork = pages.index.yourWork;
const resend = pages.signup.resend;
const operatorTexts = pages.legalNotice.operator;

/** The serious and critical WCAG 2.1 AA violations on the page, none expected. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function fillSignin(page: Page, email: string, password = strongPassword): Promise<void> {
  await page.getByLabel(fields.email).fill(email);
  await page.getByRole('textbox', { name: fields.password, exact: true }).fill(password);
  await page.getByRole('button', { name: pages.signin.submit }).click();
}

// Every sign-up and resend of the whole browser suite counts against one limit of the server's address (20 an hour,
// auth/throttle.ts): this file runs in order and signs up one user for all its tests but the resend's.
test.describe.configure({ mode: 'serial' });

let sharedEmail: string | null = null;

/** The file's user, signed up once; the browser of `page` ends up signed in as them. */
async function signedInNavUser(page: Page): Promise<string> {
  if (sharedEmail === null) sharedEmail = await signedInUser(page.request, uniqueEmail('nav'));
  else expect((await page.request.post('/auth/signin', { data: { email: sharedEmail, password: strongPassword } })).status()).toBe(200);
  return sharedEmail;
}

/** The file's user, with this browser not signed in. */
async function signedOutUser(page: Page): Promise<string> {
  const email = await signedInNavUser(page);
  await page.request.post('/auth/signout');
  return email;
}

test('sign-in from the header returns to the page the user was on; the index page then shows the signed-in state and their work', async ({ page }) => {
  const email = await signedInNavUser(page);
  expect((await page.request.post('/api/cashflow', { data: { title: 'Kamsarmax 2014 purchase' } })).status()).toBe(201);
  await page.request.post('/auth/signout');

  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: nav.signin })).toBeVisible();
  await expect(header.getByRole('link', { name: nav.userArea })).toHaveCount(0);

  await page.goto('/app/questionnaire');
  await page.getByRole('banner').getByRole('link', { name: nav.signin }).click();
  await expect(page).toHaveURL('/app/signin?next=%2Fapp%2Fquestionnaire');
  await fillSignin(page, email);
  await expect(page.getByText(pages.signin.outcome.success)).toBeVisible();
  await expect(page).toHaveURL('/app/questionnaire');

  await page.goto('/');
  await expect(header.getByRole('link', { name: nav.userArea })).toBeVisible();
  await expect(header.getByRole('link', { name: nav.signin })).toHaveCount(0);
  await expect(page.getByRole('link', { name: pages.index.signin })).toHaveCount(0);
  const work = page.getByRole('region', { name: yourWork.title });
  const assessments = work.getByRole('region', { name: yourWork.assessments });
  await expect(assessments.getByRole('link', { name: 'Kamsarmax 2014 purchase' })).toBeVisible();
  await expect(work.getByRole('region', { name: yourWork.questionnaires }).getByText(yourWork.noQuestionnaires)).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);

  await assessments.getByRole('link', { name: 'Kamsarmax 2014 purchase' }).click();
  await expect(page).toHaveURL(/\/app\/cashflow\/[0-9a-f-]{36}$/);
});

test('a visitor who saves without an account is offered sign-in beside the buttons, and comes back to the same draft', async ({ page }) => {
  // The cashflow screen with the example, two saves and an axe run: over a minute on a loaded two-core machine.
  test.setTimeout(150_000);
  const email = await signedOutUser(page);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/app/cashflow');
  await page.getByRole('button', { name: cashflow.actions.loadExample, exact: true }).click();
  const title = page.getByLabel(new RegExp(`^${fields.title}( \\(|$)`));
  await title.fill('Draft kept across sign-in');

  await page.getByRole('button', { name: cashflow.actions.save, exact: true }).click();
  // The spec's warning, in the actions bar beside Save (not a notification over the header), with the way on.
  const actionsBar = page.getByRole('region', { name: cashflow.actions.label });
  const prompt = actionsBar.getByRole('alert');
  await expect(prompt).toContainText(cashflow.notifications.loginToSave);
  await expect(prompt.getByRole('link', { name: nav.signup })).toHaveAttribute('href', '/app/signup?next=%2Fapp%2Fcashflow');
  expect(await accessibilityProblems(page)).toEqual([]);
  await prompt.getByRole('link', { name: nav.signin }).click();
  await expect(page).toHaveURL('/app/signin?next=%2Fapp%2Fcashflow');
  await fillSignin(page, email);
  await expect(page).toHaveURL('/app/cashflow');
  await expect(title).toHaveValue('Draft kept across sign-in');

  await page.getByRole('button', { name: cashflow.actions.save, exact: true }).click();
  await expect(page.getByText(cashflow.notifications.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/cashflow\/[0-9a-f-]{36}$/);
  await expect(actionsBar.getByRole('alert')).toHaveCount(0);
});

test('next accepts only paths of this app: another site or a protocol-relative address lands on the index page', async ({ page }) => {
  const email = await signedOutUser(page);
  for (const next of ['https://evil.example', '//evil', '/\\evil.example']) {
    await page.goto(`/app/signin?next=${encodeURIComponent(next)}`);
    await fillSignin(page, email);
    await expect(page.getByText(pages.signin.outcome.success).first()).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.request.post('/auth/signout');
  }
  await page.goto('/app/signin?next=%2Fapp%2Fuser%2Fsettings');
  // Sign-up keeps where to return to.
  await expect(page.getByRole('link', { name: pages.signin.noAccount })).toHaveAttribute('href', '/app/signup?next=%2Fapp%2Fuser%2Fsettings');
  await fillSignin(page, email);
  await expect(page).toHaveURL('/app/user/settings');
});

test('a signed-in non-administrator sent from /app/admin/area to the index page is told why', async ({ page }) => {
  await signedInNavUser(page);
  await page.goto('/app/admin/area');
  await expect(page).toHaveURL('/');
  await expect(page.getByText(nav.adminAreaRefused)).toBeVisible();
});

test('the confirmation e-mail is sent again from the sign-up page and from the sign-in page; the newest link confirms', async ({ page }) => {
  const email = uniqueEmail('resend');
  await page.goto('/app/signup');
  await page.getByLabel(fields.email).fill(email);
  await page.getByRole('textbox', { name: fields.password, exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: pages.signup.submit }).click();
  await expect(page.getByText(pages.signup.sentTitle)).toBeVisible();
  const first = await linkFromMail(email, '/app/confirm-email');

  await page.getByRole('button', { name: resend.again }).click();
  await expect(page.getByText(resend.sent.replace('{{email}}', email), { exact: true })).toBeVisible();
  await expect.poll(async () => linkFromMail(email, '/app/confirm-email')).not.toBe(first);
  expect(await accessibilityProblems(page)).toEqual([]);

  await page.goto('/app/signin');
  await page.getByRole('button', { name: resend.open }).click();
  const form = page.getByRole('form', { name: resend.formLabel });
  await form.getByLabel(fields.email).fill(email);
  await form.getByRole('button', { name: resend.submit }).click();
  await expect(form.getByRole('status')).toHaveText(resend.sent.replace('{{email}}', email));
  expect(await accessibilityProblems(page)).toEqual([]);
  const second = await linkFromMail(email, '/app/confirm-email');

  await page.goto(await linkFromMail(email, '/app/confirm-email'));
  await expect(page.getByText(pages.confirmEmail.successTitle)).toBeVisible();
  expect(second).not.toBe(first);
});

test('the session list tells two sessions apart: browser and system, address, sign-in time, last use, this session', async ({ page, browser }) => {
  const email = await signedOutUser(page);
  const other = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  });
  try {
    expect((await other.request.post('/auth/signin', { data: { email, password: strongPassword } })).status()).toBe(200);
  } finally {
    await other.close();
  }
  await page.goto('/app/signin?next=%2Fapp%2Fuser%2Fsettings');
  await fillSignin(page, email);
  await expect(page).toHaveURL('/app/user/settings');

  const list = page.getByRole('list', { name: pages.userSettings.sessions.listLabel });
  // Earlier tests of this file left sessions of their own (HeadlessChrome on Linux): only one is this one.
  const firefox = list.getByRole('listitem').filter({ hasText: 'Firefox 128 on Windows 10' });
  await expect(firefox).toBeVisible();
  await expect(firefox.getByText(pages.userSettings.sessions.device.desktop)).toBeVisible();
  await expect(firefox.getByText(/127\.0\.0\.1 · signed in .+ · last used .+/)).toBeVisible();
  await expect(firefox.getByText(pages.userSettings.sessions.thisDevice)).toHaveCount(0);
  const current = list.getByRole('listitem').filter({ hasText: pages.userSettings.sessions.thisDevice });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(/Chrom/);
  await expect(current).toContainText('Linux');
  expect(await accessibilityProblems(page)).toEqual([]);
});

test('the legal notice says plainly that the operator is not configured, with no placeholder', async ({ page }) => {
  await page.goto('/app/legal-notice-data-pivacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.legalNotice.title);
  await expect(page.getByText(operatorTexts.notConfiguredTitle)).toBeVisible();
  await expect(page.getByText(operatorTexts.notConfigured)).toBeVisible();
  await expect(page.getByText('[', { exact: false })).toHaveCount(0);
  expect(await accessibilityProblems(page)).toEqual([]);
});

const serverDir = fileURLToPath(new URL('../../server', import.meta.url));

/** A second real server on its own port and in-memory database, with the operator's details configured. */
async function serverWithOperator(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      OPERATOR_NAME: 'Nordreederei GmbH',
      OPERATOR_ADDRESS: 'Hafenstraße 1, 20457 Hamburg, Germany',
      OPERATOR_EMAIL: 'legal@nordreederei.example',
      OPERATOR_REPRESENTATIVE: 'Jana Petersen',
      OPERATOR_VAT_ID: 'DE123456789',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(200);
  return server;
}

test("the legal notice shows the operator's details from the configuration", async ({ page }) => {
  test.setTimeout(150_000);
  const port = Number(process.env.E2E_OPERATOR_PORT ?? 3219);
  const server = await serverWithOperator(port);
  try {
    await page.goto(`http://127.0.0.1:${port}/app/legal-notice-data-pivacy`);
    await expect(page.getByRole('heading', { level: 2, name: operatorTexts.heading })).toBeVisible();
    await expect(page.getByText('Nordreederei GmbH')).toBeVisible();
    await expect(page.getByText('Hafenstraße 1, 20457 Hamburg, Germany')).toBeVisible();
    await expect(page.getByText(operatorTexts.representative.replace('{{value}}', 'Jana Petersen'))).toBeVisible();
    await expect(page.getByText(operatorTexts.vatId.replace('{{value}}', 'DE123456789'))).toBeVisible();
    await expect(page.getByRole('link', { name: 'legal@nordreederei.example' })).toHaveAttribute('href', 'mailto:legal@nordreederei.example');
    await expect(page.getByText(operatorTexts.notConfiguredTitle)).toHaveCount(0);
    // No phone is configured, so its line is left out.
    await expect(page.getByText(/^Phone:/)).toHaveCount(0);
    expect(await accessibilityProblems(page)).toEqual([]);
  } finally {
    server.kill('SIGTERM');
  }
});

test('after the second-factor step the user also returns to next', async ({ page }) => {
  test.setTimeout(120_000);
  // Last: it turns the file's user's second factor on.
  const email = await signedInNavUser(page);
  const setup = await page.request.post('/auth/second-factor/setup', { data: { password: strongPassword } });
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()).content as { secret: string };
  // The server takes the current step and the one before, never the next, and never a step again once one was used:
  // the sign-in waits, as a person would, for the step after the one the confirmation used.
  const period = 30;
  const codeOf = (step: number) => generate({ secret, algorithm: 'sha1', digits: 6, period, epoch: step * period });
  const confirmedStep = Math.floor(Date.now() / 1000 / period);
  expect((await page.request.post('/auth/second-factor/confirm', { data: { code: await codeOf(confirmedStep), password: strongPassword } })).status()).toBe(
    200,
  );
  await page.request.post('/auth/signout');

  await page.goto('/app/signin?next=%2Fapp%2Fuser%2Fdownloads');
  await fillSignin(page, email);
  await page.getByRole('button', { name: pages.signin.secondFactor.useRecoveryCode }).waitFor();
  await page
    .getByRole('textbox', {
      name: fields.authenticationCodeDigit.replace('{{label}}', fields.authenticationCode).replace('{{position}}', '1').replace('{{length}}', '6'),
      exact: true,
    })
    .click();
  const wait = (confirmedStep + 1) * period * 1000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait + 50);
  await page.keyboard.type(await codeOf(Math.floor(Date.now() / 1000 / period)));
  await page.getByRole('button', { name: pages.signin.secondFactor.submit }).click();
  await expect(page).toHaveURL('/app/user/downloads');
});
