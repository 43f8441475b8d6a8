import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { registeredAccount, signInAsOwner, signInPage } from '../support/team';

/** The back office (the backoffice remote at /admin) against the real API, as its team uses it. */

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const backOfficeNav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/** Every request the page makes for the back office's code. */
function backOfficeDownloads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/backoffice/')) urls.push(request.url());
  });
  return urls;
}

test.describe('back office', () => {
  test('a shopper sees no back-office link, loads none of its code, and is refused by its API', async ({
    page,
    shopper,
  }) => {
    const downloads = backOfficeDownloads(page);
    await signInPage(page, shopper);
    for (const path of ['/', '/products', '/cart', '/subscriptions']) {
      await page.goto(path);
      await expect(navbar(page).getByRole('link', { name: 'My Subscriptions' })).toBeVisible();
      await expect(navbar(page).getByRole('link', { name: 'Back Office' })).toHaveCount(0);
    }
    expect(downloads).toEqual([]);

    const refused = await page.request.get('/api/admin/orders');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'STAFF_ONLY' });

    await page.goto('/admin');
    await expect(page.getByText('The back office is for the shop staff only.')).toBeVisible();
    await expect(backOfficeNav(page)).toHaveCount(0);
  });

  test('the owner makes a colleague staff, who then finds the back office in the navbar', async ({
    page,
    browser,
    request,
  }) => {
    const colleague = await registeredAccount(request, 'Sam');
    await signInAsOwner(page);
    await page.goto('/');
    await navbar(page).getByRole('link', { name: 'Back Office' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

    await backOfficeNav(page).getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(colleague.email);
    await page.getByLabel('Role', { exact: true }).selectOption('staff');
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Role Saved' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(colleague.email) })).toContainText('Staff');

    const colleagueContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.250.0.1' } });
    const colleaguePage = await colleagueContext.newPage();
    await signInPage(colleaguePage, colleague);
    await colleaguePage.goto('/');
    await navbar(colleaguePage).getByRole('link', { name: 'Back Office' }).click();
    const staffNav = backOfficeNav(colleaguePage);
    await expect(staffNav.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(staffNav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(staffNav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await colleagueContext.close();
  });
});
