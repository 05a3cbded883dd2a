import { expect, type APIRequestContext } from '@playwright/test';
import { administrator } from './administrator';
import { linkFromMail } from './mailbox';

export const strongPassword = 'ballast keel rudder anchor';

let counter = 0;
/** An e-mail address no other test uses. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/**
 * Signs up through the API, confirms through the link that really arrived by SMTP, and signs in, so
 * that the browser context holding `request` carries the session cookie.
 */
export async function signedInUser(request: APIRequestContext, email = uniqueEmail('user'), password = strongPassword): Promise<string> {
  expect((await request.post('/auth/signup', { data: { email, password, firstName: 'Test' } })).status()).toBe(201);
  const link = await linkFromMail(email, '/app/confirm-email');
  const token = new URL(link, 'http://keelson.invalid').searchParams.get('id') ?? '';
  expect((await request.post(`/auth/verify-email/${token}`)).status()).toBe(200);
  expect((await request.post('/auth/signin', { data: { email, password } })).status()).toBe(200);
  return email;
}

/** Signs the browser context holding `request` in as the administrator the server started with. */
export async function signedInAdministrator(request: APIRequestContext): Promise<string> {
  expect((await request.post('/auth/signin', { data: administrator })).status()).toBe(200);
  return administrator.email;
}
