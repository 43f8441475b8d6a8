import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { shopUrl } from '../support/shop-server';
import { newShopper, type Shopper } from '../support/shoppers';

function navbar(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

async function signIn(page: Page, { email, password }: Pick<Shopper, 'email' | 'password'>) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function fillRegistration(page: Page, shopper: Shopper) {
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill(shopper.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(shopper.lastName);
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
}

async function expectSignedInAs(page: Page, shopper: Shopper) {
  await expect(navbar(page).getByText(shopper.firstName, { exact: true })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Sign Out' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
}

async function expectSignedOut(page: Page) {
  await expect(navbar(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Sign Out' })).toHaveCount(0);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
}

test.describe('accounts', () => {
  test('create an account from the navbar, sign out, and sign in again', async ({ page }) => {
    const shopper = newShopper();

    await test.step('create an account from Sign In and land back on the same page', async () => {
      await page.goto('/products');
      await navbar(page).getByRole('link', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(`${shopUrl}/login?returnTo=%2Fproducts`);
      await page.getByRole('button', { name: 'Create an account' }).click();
      await fillRegistration(page, shopper);

      await expect(page).toHaveURL(`${shopUrl}/products`);
      await expectSignedInAs(page, shopper);
    });

    await test.step('sign out', async () => {
      await navbar(page).getByRole('link', { name: 'Sign Out' }).click();

      await expect(page).toHaveURL(`${shopUrl}/`);
      await expectSignedOut(page);
    });

    await test.step('sign in again', async () => {
      await navbar(page).getByRole('link', { name: 'Sign In' }).click();
      await signIn(page, shopper);

      await expect(page).toHaveURL(`${shopUrl}/`);
      await expectSignedInAs(page, shopper);
    });
  });

  test('a wrong password is refused with the generic message', async ({ page, shopper, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource: .* 401 .*\/api\/auth\/login$/);
    await page.goto('/login');

    await signIn(page, { email: shopper.email, password: 'warm pressed sesame 42' });

    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL(`${shopUrl}/login`);
    await expectSignedOut(page);
  });

  test('signing in returns to the page given to /api/login', async ({ page, shopper }) => {
    await page.goto('/api/login?returnTo=/subscriptions');
    await expect(page).toHaveURL(`${shopUrl}/login?returnTo=%2Fsubscriptions`);

    await signIn(page, shopper);

    await expect(page).toHaveURL(`${shopUrl}/subscriptions`);
    await expectSignedInAs(page, shopper);
  });

  for (const offSite of ['https://evil.example/steal', '//evil.example']) {
    test(`an off-site returnTo (${offSite}) is ignored`, async ({ page, shopper }) => {
      await page.goto(`/api/login?returnTo=${encodeURIComponent(offSite)}`);
      await signIn(page, shopper);

      await expect(page).toHaveURL(`${shopUrl}/`);
      await expectSignedInAs(page, shopper);
      // The server's own check, without the page's: it names no other site either.
      const answer = await page.request.post('/api/auth/login', {
        data: { email: shopper.email, password: shopper.password, returnTo: offSite },
      });
      expect(await answer.json()).toEqual({ redirectTo: '/' });
    });
  }

  test('a too common password gets the server’s message under the Password field', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource: .* 400 .*\/api\/auth\/register$/);
    await page.goto('/login?mode=register');

    await fillRegistration(page, { ...newShopper(), password: 'password123' });

    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/This password is too common/);
    await expect(page).toHaveURL(`${shopUrl}/login?mode=register`);
    await expectSignedOut(page);
  });

  test('registering an email that has an account is refused', async ({ page, shopper, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource: .* 409 .*\/api\/auth\/register$/);
    await page.goto('/login?mode=register');

    await fillRegistration(page, { ...newShopper(), email: shopper.email });

    await expect(page.getByText('An account with this email already exists')).toBeVisible();
    await expectSignedOut(page);
  });

  for (const hostile of ['/..//evil.example/x', '//evil.example', '/%2e%2e//evil.example', 'https://evil.example']) {
    test(`a sign-in link with returnTo ${hostile} keeps the shopper on the shop`, async ({ page }) => {
      const shopper = newShopper();
      await page.goto(`/api/login?returnTo=${encodeURIComponent(hostile)}`);
      await expect(page).toHaveURL(`${shopUrl}/login?returnTo=%2F`);
      await page.goto(`/login?mode=register&returnTo=${encodeURIComponent(hostile)}`);
      await fillRegistration(page, shopper);

      await expect(page).toHaveURL(`${shopUrl}/`);
      await expectSignedInAs(page, shopper);
    });
  }
});
