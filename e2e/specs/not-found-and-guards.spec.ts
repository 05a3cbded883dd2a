import { expect, test } from '@playwright/test';
import { texts } from './texts';

const notFound = texts.pages.notFound.title;
const unknownId = '4b1d7d43-2f9a-4c1e-9d55-0d1f0c0ffee0';

// The unknown addresses, the pages that need an `?id`, and the records nobody has: each shows the not-found page and
// is titled as it, not as the route that could not show its page.
for (const path of [
  '/nothing/here',
  '/app/no-such-page',
  '/app/reset-password',
  '/app/reset-password?id=',
  '/app/confirm-email',
  '/app/confirm-email?id=',
  `/app/cashflow/${unknownId}`,
  `/app/cashflow/readonly/${unknownId}`,
  `/app/questionnaire/${unknownId}`,
  `/app/questionnaire/readonly/${unknownId}`,
]) {
  test(`${path} shows the not-found page under its title`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
    await expect(page).toHaveTitle(`${notFound} · ${texts.app.name}`);
  });
}

test('an unknown path outside /app answers 404 and still shows the app', async ({ page }) => {
  const response = await page.goto('/nothing/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: texts.pages.notFound.home })).toBeVisible();
});

test('an anonymous visit to the user area lands on sign-in with the full path as next', async ({ page }) => {
  await page.goto('/app/user/assessments');
  await expect(page).toHaveURL('/app/signin?next=%2Fapp%2Fuser%2Fassessments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.pages.signin.title);
});

test('an anonymous visit to the admin area lands on sign-in with the full path as next', async ({ page }) => {
  await page.goto('/app/admin/users?search=ann');
  await expect(page).toHaveURL('/app/signin?next=%2Fapp%2Fadmin%2Fusers%3Fsearch%3Dann');
});

test('the current-user check runs before every navigation', async ({ page }) => {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/me') checks.push(request.url());
  });
  await page.goto('/app/appNavigation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.pages.appNavigation.title);
  const afterLoad = checks.length;
  expect(afterLoad).toBeGreaterThanOrEqual(1);
  await page.getByRole('navigation', { name: texts.nav.main }).getByRole('link', { name: texts.nav.questionnaire }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.pages.questionnaire.title);
  expect(checks.length).toBe(afterLoad + 1);
});
