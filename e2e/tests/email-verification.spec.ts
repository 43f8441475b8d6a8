import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { verificationLinks } from '../support/mailbox';
import { OWNER, signInAsOwner } from '../support/team';

/** E-mail verification as a shopper meets it: the link in the e-mail, and the page it lands on. */

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('e-mail verification', () => {
  test('the link from the sign-up e-mail verifies the address, without JavaScript, once', async ({
    browser,
    shopper,
  }) => {
    const [link] = await verificationLinks(shopper.email);
    // A mail client opens the link in a browser that may run no scripts: the server acts and the
    // page it lands on is rendered on the server.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(link!);
    await expect(page).toHaveURL(/\/verify-email\?result=verified$/);
    await expect(heading(page, 'E-mail address verified')).toBeVisible();
    await expect(page.getByText('Thank you: your e-mail address is verified.')).toBeVisible();
    await expect(page).toHaveTitle('Verify your e-mail address | Cumming Organics');

    await page.goto(link!);
    await expect(page).toHaveURL(/\/verify-email\?result=already-verified$/);
    await expect(heading(page, 'E-mail address already verified')).toBeVisible();
    await context.close();
  });

  test('a link that does not work offers a new one: the shopper signs in, asks for it and opens it', async ({
    page,
    shopper,
  }) => {
    const [link] = await verificationLinks(shopper.email);
    // Cut short, as a mail client that wraps long lines might.
    await page.goto(link!.slice(0, -10));
    await expect(heading(page, 'This link does not work')).toBeVisible();

    await page.getByRole('link', { name: 'Sign in to send a new link' }).click();
    await expect(heading(page, 'Sign in')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(heading(page, 'Verify your e-mail address')).toBeVisible();
    await expect(page.getByText(`The address of your account, ${shopper.email}, is not verified yet.`)).toBeVisible();
    await expectNoSeriousViolations(page, 'the e-mail verification page');
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect(page.getByRole('status').filter({ hasText: `We sent a new link to ${shopper.email}.` })).toBeVisible();

    const [, fresh] = await verificationLinks(shopper.email, 2);
    expect(fresh).not.toBe(link);
    await page.goto(fresh!);
    await expect(heading(page, 'E-mail address verified')).toBeVisible();
    await expect(page.getByText(`The address of your account, ${shopper.email}, is verified.`)).toBeVisible();
  });

  test('the owner, verified through the e-mail, sees on the Staff page whose address is verified', async ({ page }) => {
    await signInAsOwner(page);
    await page.goto('/admin/staff');
    const row = page.getByRole('row', { name: new RegExp(OWNER.email) });
    await expect(row.getByRole('cell', { name: 'Verified', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Owner', exact: true })).toBeVisible();
  });
});
