import { expect, test } from '@playwright/test';
import { texts } from './texts';

const { pages } = texts;

/** Every public route of docs/spec/product-spec.md section 2 and the heading it must show. */
const publicRoutes: [path: string, heading: string][] = [
  ['/', pages.index.title],
  ['/app/appNavigation', pages.appNavigation.title],
  ['/app/cashflow', pages.cashflow.title],
  ['/app/questionnaire', pages.questionnaire.title],
  ['/app/signup', pages.signup.title],
  ['/app/signup?firstName=Ada&email=ada%40example.com', pages.signup.title],
  ['/app/signin', pages.signin.title],
  ['/app/signin?next=%2Fapp%2Fuser%2Fsettings', pages.signin.title],
  ['/app/request-password-reset', pages.requestPasswordReset.title],
  ['/app/reset-password?id=some-token', pages.resetPassword.title],
  ['/app/confirm-email?id=some-token', pages.confirmEmail.title],
  ['/app/legal-notice-data-pivacy', pages.legalNotice.title],
  ['/app/gender-equality-plan', pages.genderEquality.title],
];

for (const [path, heading] of publicRoutes) {
  test(`${path} shows "${heading}"`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(/Keelson$/);
  });
}

test('the static pages have their real content', async ({ page }) => {
  await page.goto('/app/legal-notice-data-pivacy');
  for (const section of pages.legalNotice.sections) {
    await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
  }
  await page.goto('/app/gender-equality-plan');
  for (const section of pages.genderEquality.sections) {
    await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
  }
});

test('the app layout navigates between pages without reloading', async ({ page }) => {
  await page.goto('/app/appNavigation');
  await page.getByRole('navigation', { name: texts.nav.main }).getByRole('link', { name: texts.nav.cashflow }).click();
  await expect(page).toHaveURL(/\/app\/cashflow$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.cashflow.title);
  await expect(page).toHaveTitle(`${pages.cashflow.title} · Keelson`);
  await page.getByRole('link', { name: texts.app.footer.genderEquality }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.genderEquality.title);
});

test('the skip link is the first stop of the keyboard and leads to the page', async ({ page }) => {
  await page.goto('/app/cashflow');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.cashflow.title);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: texts.app.skipToContent });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
