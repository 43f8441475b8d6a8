import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { verificationLinks } from './mailbox';
import { newShopper, type Shopper } from './shoppers';

/**
 * The account the e2e server's OWNER_EMAILS names (playwright.config.ts): owner once it proves it
 * holds the address, by opening the link its sign-up e-mailed, as a new shop's first owner does.
 */
export const OWNER: Shopper = {
  firstName: 'Olivia',
  lastName: 'Reddy',
  email: 'owner@e2e.example.com',
  password: 'cold pressed sesame 42',
};

/** The page's browser context shares cookies with page.request, so this signs the page in. */
export async function signInPage(page: Page, { email, password }: Pick<Shopper, 'email' | 'password'>) {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

async function roleOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/user');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { role: string }).role;
}

/**
 * Signs the page in as the owner, creating the account the first time (any test may be first) and
 * opening the verification link from its e-mail; once verified, OWNER_EMAILS makes it owner.
 */
export async function signInAsOwner(page: Page) {
  const created = await page.request.post('/api/auth/register', { data: OWNER });
  expect([201, 409], await created.text()).toContain(created.status());
  await signInPage(page, OWNER);
  if ((await roleOf(page)) === 'owner') return;
  const [link] = await verificationLinks(OWNER.email);
  await page.goto(link!);
  // Another test's owner may have opened it a moment before.
  await expect(page).toHaveURL(/\/verify-email\?result=(verified|already-verified)$/);
  expect(await roleOf(page)).toBe('owner');
}

/** A new account made through the API by a client of its own (the test's page stays signed out). */
export async function registeredAccount(request: APIRequestContext, firstName = 'Sam'): Promise<Shopper> {
  const account = { ...newShopper(), firstName };
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}
