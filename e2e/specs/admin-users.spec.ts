import { expect, test } from '@playwright/test';
import { signedInAdministrator } from '../support/accounts';
import { texts } from './texts';

const { table } = texts;
const adminUsers = texts.pages.adminUsers;

test("the administrators' users list: the server searches, pages and sorts the accounts, the table asks for each page", async ({ page }) => {
  test.setTimeout(90_000);
  // The headers' policies (Content-Security-Policy, Permissions-Policy) cost the page no refusal and no console error.
  const policyComplaints: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Permissions policy|Refused to/i.test(message.text())) policyComplaints.push(message.text());
  });
  await signedInAdministrator(page.request);
  // Thirty accounts of one company no other test uses, made one after another.
  const company = `Paging ${Date.now()}-${process.pid}`;
  const marker = company.replace(/\W+/g, '-').toLowerCase();
  for (let index = 0; index < 30; index += 1) {
    const email = `${marker}-${String(index).padStart(2, '0')}@example.com`;
    expect((await page.request.post('/api/users', { data: { email, company, roles: ['user'] } })).status()).toBe(201);
  }
  const first = await page.request.get('/api/users?limit=1');
  const everyone = ((await first.json()) as { page: { total: number } }).page.total;
  expect(everyone).toBeGreaterThanOrEqual(31);

  await page.goto(`/app/admin/users?search=${encodeURIComponent(company)}`);
  const caption = adminUsers.caption.replace('{{shown}}', '30').replace('{{total}}', String(everyone));
  const list = page.getByRole('table', { name: caption });
  const emails = list.getByRole('rowheader');
  await expect(emails).toHaveCount(25);
  await expect(emails.first()).toHaveText(`${marker}-00@example.com`);

  const pages = page.getByRole('navigation', { name: table.pages.replace('{{caption}}', caption) });
  await pages.getByRole('button', { name: table.page.replace('{{number}}', '2') }).click();
  await expect(emails).toHaveText([25, 26, 27, 28, 29].map((index) => `${marker}-${index}@example.com`));

  // A new order starts on the first page, sorted over all thirty by the server.
  await list.getByRole('button', { name: adminUsers.columns.email }).click();
  await list.getByRole('button', { name: adminUsers.columns.email }).click();
  await expect(list.getByRole('columnheader', { name: adminUsers.columns.email })).toHaveAttribute('aria-sort', 'descending');
  await expect(emails).toHaveCount(25);
  await expect(emails.first()).toHaveText(`${marker}-29@example.com`);
  await expect(emails.last()).toHaveText(`${marker}-05@example.com`);

  // A narrower search asks the server again: one account.
  await page.getByRole('searchbox', { name: adminUsers.search }).fill(`${marker}-17`);
  await expect(page.getByRole('table', { name: adminUsers.caption.replace('{{shown}}', '1').replace('{{total}}', String(everyone)) })).toBeVisible();
  await expect(emails).toHaveText([`${marker}-17@example.com`]);
  expect(policyComplaints).toEqual([]);
});
