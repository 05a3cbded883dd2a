import { expect, test } from '@playwright/test';
import { signedInUser, strongPassword, uniqueEmail } from '../support/accounts';
import { linkFromMail } from '../support/mailbox';
import { texts } from './texts';

const { pages, fields } = texts;

test('sign up, confirm by the mailed link, sign in, open the user area, sign out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/app/signup?firstName=Ada&lastName=Lovelace&company=Analytical%20Engines&whitepaper=true');
  await expect(page.getByLabel(fields.firstName)).toHaveValue('Ada');
  await expect(page.getByLabel(fields.company)).toHaveValue('Analytical Engines');
  await page.getByLabel(fields.email).fill(email);
  await page.getByRole('textbox', { name: fields.password, exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: pages.signup.submit }).click();
  await expect(page.getByText(pages.signup.sentTitle)).toBeVisible();

  await page.goto(await linkFromMail(email, '/app/confirm-email'));
  await expect(page.getByText(pages.confirmEmail.successTitle)).toBeVisible();

  await page.goto('/app/signin?next=%2Fapp%2Fuser%2Fassessments');
  await page.getByLabel(fields.email).fill(email);
  await page.getByRole('textbox', { name: fields.password, exact: true }).fill(strongPassword);
  await page.getByRole('textbox', { name: fields.password, exact: true }).press('Enter');
  await expect(page.getByText(pages.signin.outcome.success)).toBeVisible();
  await expect(page).toHaveURL('/app/user/assessments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.userAssessments.title);
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: texts.nav.signout }).click();
  await expect(page.getByText(texts.notifications.signedOut)).toBeVisible();
  await page.goto('/app/user/assessments');
  await expect(page).toHaveURL('/app/signin?next=%2Fapp%2Fuser%2Fassessments');
});

test('forgot password: the mailed link sets a new password, which then signs in', async ({ page }) => {
  const email = await signedInUser(page.request);
  await page.request.post('/auth/signout');
  const newPassword = 'mauve tugboat quietly 47';

  await page.goto('/app/signin');
  await page.getByRole('link', { name: pages.signin.forgotPassword }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.requestPasswordReset.title);
  await page.getByLabel(fields.email).fill(email);
  await page.getByRole('button', { name: pages.requestPasswordReset.submit }).click();
  await expect(page.getByText(pages.requestPasswordReset.sentTitle)).toBeVisible();

  await page.goto(await linkFromMail(email, '/app/reset-password'));
  await page.getByRole('textbox', { name: fields.newPassword, exact: true }).fill(newPassword);
  await page.getByRole('button', { name: pages.resetPassword.submit }).click();
  await expect(page).toHaveURL(/\/app\/signin/);

  await page.getByLabel(fields.email).fill(email);
  await page.getByRole('textbox', { name: fields.password, exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: pages.signin.submit }).click();
  await expect(page.getByText(pages.signin.outcome.incorrect)).toBeVisible();
  await page.getByRole('textbox', { name: fields.password, exact: true }).fill(newPassword);
  await page.getByRole('button', { name: pages.signin.submit }).click();
  await expect(page.getByText(pages.signin.outcome.success)).toBeVisible();
  await expect(page).toHaveURL('/');
});

test("the sign-in form validates lazily with the spec's messages", async ({ page }) => {
  await page.goto('/app/signin');
  await expect(page.getByText('Email is required')).toHaveCount(0);
  await page.getByRole('button', { name: pages.signin.submit }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel(fields.email).fill('not-an-address');
  await expect(page.getByText('E-mail must be valid')).toBeVisible();
  await page.getByLabel(fields.email).fill('someone@example.com');
  await page.getByRole('textbox', { name: fields.password, exact: true }).fill('whatever it is');
  await page.getByRole('button', { name: pages.signin.submit }).click();
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
});

test('a signed-in user who is not an administrator lands on the index page from /app/admin/users', async ({ page }) => {
  await signedInUser(page.request);
  await page.goto('/app/admin/users');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.index.title);
});

test('the sign-in card is at most 800px wide', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/app/signin');
  const card = page.locator('form').first();
  await expect(card).toBeVisible();
  const box = await page.getByRole('heading', { level: 1, name: pages.signin.title }).evaluate((heading) => {
    let element: Element | null = heading;
    while (element !== null && getComputedStyle(element).maxWidth === 'none') element = element.parentElement;
    return element === null ? null : element.getBoundingClientRect().width;
  });
  expect(box).not.toBeNull();
  expect(box ?? 0).toBeLessThanOrEqual(800);
});
