import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { Shopper } from '../support/shoppers';
import { registeredAccount, signInAsOwner, signInPage } from '../support/team';
import { toastWith } from '../support/toasts';

test.describe('navbar', () => {
  test('links go to their page or section, and sign-in is a full page navigation', async ({ page }) => {
    await page.goto('/products');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', /^\/api\/login/);

    await nav.getByRole('link', { name: 'Subscriptions' }).click();
    await expect(page).toHaveURL(/\/subscriptions$/);

    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('section links scroll on the home page without leaving it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Business' }).click();
    await expect(page.locator('#business')).toBeInViewport();
    await expect(page).toHaveURL(/\/(#business)?$/);
  });

  test('the mobile menu toggle opens and closes the links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Products' }).first()).toBeVisible();
  });
});

/** The links everyone has, then the signed-in shopper's, then the shop team's. */
const VISITOR_LINKS = ['Home', 'Products', 'Subscriptions', 'About', 'Blog', 'Business', 'Contact'];
const SHOPPER_LINKS = [...VISITOR_LINKS, 'My Subscriptions'];
const TEAM_LINKS = [...SHOPPER_LINKS, 'Back Office'];

/** Desktop widths: a laptop's, a small laptop's, and the narrowest that has the desktop navbar. */
const DESKTOP_WIDTHS = [1280, 1024, 961];

/** The owner makes a new account staff, and the page signs in as that account. */
async function signInAsStaff(page: Page, request: APIRequestContext) {
  await signInAsOwner(page);
  const colleague = await registeredAccount(request, 'Kiran');
  const promoted = await page.request.put('/api/admin/staff', { data: { email: colleague.email, role: 'staff' } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  await signInPage(page, colleague);
}

const ROLES: {
  role: string;
  links: string[];
  signIn: (page: Page, request: APIRequestContext, shopper: Shopper) => Promise<void>;
}[] = [
  { role: 'a visitor', links: VISITOR_LINKS, signIn: async () => undefined },
  { role: 'a shopper', links: SHOPPER_LINKS, signIn: (page, _request, shopper) => signInPage(page, shopper) },
  { role: 'staff', links: TEAM_LINKS, signIn: (page, request) => signInAsStaff(page, request) },
  { role: 'the owner', links: TEAM_LINKS, signIn: (page) => signInAsOwner(page) },
];

/** The header's height against one line of the bar (its minimum height and the border below it). */
async function headerHeights(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const bar = header.firstElementChild!;
    const oneLine =
      Number.parseFloat(getComputedStyle(bar).minHeight) +
      Number.parseFloat(getComputedStyle(header).borderBottomWidth);
    return { height: header.getBoundingClientRect().height, oneLine };
  });
}

test.describe('navbar on one line at desktop widths', () => {
  for (const { role, links, signIn } of ROLES) {
    test(`for ${role}, with every link reachable`, async ({ page, request, shopper }) => {
      await signIn(page, request, shopper);
      const nav = page.getByRole('navigation', { name: /main/i });
      for (const width of DESKTOP_WIDTHS) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          await page.goto('/products');
          // Signed in, the account and the extra links arrive with the current-user call.
          await expect(nav.getByRole('link', { name: role === 'a visitor' ? 'Sign In' : 'Sign Out' })).toBeVisible();
          await expect(nav.getByRole('listitem', { includeHidden: true })).toHaveCount(links.length);

          const { height, oneLine } = await headerHeights(page);
          expect(Math.abs(height - oneLine), `header ${height}px tall, one line is ${oneLine}px`).toBeLessThanOrEqual(
            1,
          );

          // The links are a row on that line, or (when they do not fit) in the menu behind the toggle.
          const toggle = nav.getByRole('button', { name: 'Toggle menu' });
          if (await toggle.isVisible()) await toggle.click();
          const tops = new Set<number>();
          for (const label of links) {
            const link = nav.getByRole('link', { name: label, exact: true });
            await expect(link).toBeVisible();
            if (!(await toggle.isVisible())) tops.add(Math.round((await link.boundingBox())!.y));
          }
          expect(tops.size, 'links on more than one row').toBeLessThanOrEqual(1);
        });
      }
    });
  }
});

test.describe('toasts', () => {
  test('adding to the cart signed out prompts a log in and adds nothing', async ({ page }) => {
    let cartCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/cart')) cartCalls += 1;
    });
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add to Cart', disabled: false }).first().click();
    // One look at the whole toast (title, text and its Log In link): it lasts five seconds.
    const toast = toastWith(page, 'Authentication Required', 'Please log in to add items to your cart.').filter({
      has: page.getByRole('link', { name: 'Log In' }),
    });
    await expect(toast).toBeVisible();
    expect(cartCalls).toBe(0);
  });

  test('F8 moves focus to the notifications region', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add to Cart', disabled: false }).first().click();
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeFocused();
  });
});
