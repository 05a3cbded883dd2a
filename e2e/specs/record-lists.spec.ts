import { expect, test } from '@playwright/test';
import { signedInUser } from '../support/accounts';
import { texts } from './texts';

const { assessments, table } = texts;

test("a user's assessments over two pages: the server pages and sorts them, the table asks for each page", async ({ page }) => {
  await signedInUser(page.request);
  // Thirty saved one after another, so that the newest is the last.
  for (let index = 0; index < 30; index += 1) {
    expect((await page.request.post('/api/cashflow', { data: { title: `Vessel ${String(index).padStart(2, '0')}` } })).status()).toBe(201);
  }

  await page.goto('/app/user/assessments');
  const caption = assessments.user.caption.replace('{{count}}', '30');
  const list = page.getByRole('table', { name: caption });
  const titles = list.getByRole('rowheader');
  await expect(titles).toHaveCount(25);
  await expect(titles.first()).toHaveText('Vessel 29');
  // Moments in the one date notation of English (ISO day, 24-hour time), as every other date: not "Nov 27, 2026, 5:59 AM".
  const firstRow = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Vessel 29' }) });
  await expect(firstRow).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?!\d)/);
  await expect(firstRow).not.toContainText(/\b(AM|PM)\b/);

  const pages = page.getByRole('navigation', { name: table.pages.replace('{{caption}}', caption) });
  await pages.getByRole('button', { name: table.page.replace('{{number}}', '2') }).click();
  await expect(titles).toHaveText(['Vessel 04', 'Vessel 03', 'Vessel 02', 'Vessel 01', 'Vessel 00']);

  // A new order starts on the first page, sorted over all thirty.
  await list.getByRole('button', { name: assessments.columns.title }).click();
  await expect(list.getByRole('columnheader', { name: assessments.columns.title })).toHaveAttribute('aria-sort', 'ascending');
  await expect(titles).toHaveCount(25);
  await expect(titles.first()).toHaveText('Vessel 00');
  await expect(titles.last()).toHaveText('Vessel 24');
  await list.getByRole('button', { name: assessments.columns.title }).click();
  await expect(titles.first()).toHaveText('Vessel 29');
});
