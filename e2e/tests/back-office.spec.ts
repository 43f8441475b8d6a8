import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { Shopper } from '../support/shoppers';
import { placePayOnDeliveryOrder } from '../support/orders';
import { registeredAccount, signInAsOwner, signInPage } from '../support/team';
import { toastWith } from '../support/toasts';

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

/** A pay-on-delivery order for one bottle, placed through the API by the shopper signed in on `request`. */
async function placeOrderThroughApi(request: APIRequestContext, shopper: Shopper): Promise<number> {
  const products: { id: number; inStock: string }[] = await (await request.get('/api/products')).json();
  const product = products.find((candidate) => candidate.inStock === 'true');
  expect(product, 'a product in stock').toBeDefined();
  expect((await request.post('/api/cart', { data: { productId: product!.id, quantity: 1 } })).status()).toBe(201);
  return placePayOnDeliveryOrder(request, shopper, '30041');
}

/** A new account the owner makes staff; its page (a browser context of its own) is signed in. */
async function signedInStaff(
  browser: Browser,
  ownerPage: Page,
  address: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  const colleague = await registeredAccount(page.request, 'Kiran');
  const promoted = await ownerPage.request.put('/api/admin/staff', { data: { email: colleague.email, role: 'staff' } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  await signInPage(page, colleague);
  return { page, close: () => context.close() };
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
    await expect(toastWith(page, 'Role Saved')).toBeVisible();
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

  test('staff pack, send out and deliver an order a shopper placed; the shopper sees it delivered', async ({
    page,
    browser,
    request,
    shopper,
  }) => {
    const orderId = await placeOrderThroughApi(request, shopper);
    await signInAsOwner(page);
    const staff = await signedInStaff(browser, page, '10.250.0.2');
    const staffPage = staff.page;

    await test.step('staff find the order by its number', async () => {
      await staffPage.goto('/admin/orders');
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      await staffPage.getByLabel('Search', { exact: true }).fill(`#${orderId}`);
      await staffPage.getByRole('button', { name: 'Apply filters' }).click();
      await expect(staffPage.getByText('1 order', { exact: true })).toBeVisible();
      await staffPage.getByRole('link', { name: `#${orderId}`, exact: true }).click();
      await expect(staffPage.getByRole('heading', { level: 1, name: new RegExp(`Order #${orderId}`) })).toBeVisible();
    });

    await test.step('packed, out for delivery, delivered: one allowed move at a time', async () => {
      const actions = staffPage.getByRole('group', { name: 'Order status' });
      for (const [button, status] of [
        ['Mark packed', 'packed'],
        ['Mark out for delivery', 'out for delivery'],
        ['Mark delivered', 'delivered'],
      ] as const) {
        await actions.getByRole('button', { name: button }).click();
        await expect(toastWith(staffPage, `Order #${orderId} is now ${status}.`)).toBeVisible();
      }
      await expect(actions).toHaveCount(0);
      const timeline = staffPage.getByRole('list').filter({ hasText: 'Placed' }).last();
      for (const event of ['Placed', 'Packed', 'Out for delivery', 'Delivered']) {
        await expect(timeline.getByText(event, { exact: true })).toBeVisible();
      }
    });

    await test.step('a move the order cannot make is refused with a reason', async () => {
      const refused = await staffPage.request.post(`/api/admin/orders/${orderId}/status`, {
        data: { status: 'packed' },
      });
      expect(refused.status()).toBe(409);
      expect((await refused.json()).message).toBeTruthy();
    });

    await test.step('the out-for-delivery e-mail is in the outbox', async () => {
      await staffPage.goto('/admin/emails');
      await expect(
        staffPage
          .getByRole('row')
          .filter({ hasText: `order #${orderId} is on its way` })
          .filter({ hasText: shopper.email }),
      ).toBeVisible();
    });

    await test.step('the shopper sees the order delivered', async () => {
      await signInPage(page, shopper);
      await page.goto(`/orders/${orderId}`);
      await expect(page.getByText('Delivered', { exact: true })).toBeVisible();
    });
    await staff.close();
  });

  test('staff answer a chat handed to a person, and the shopper reads the reply in the chat window', async ({
    page,
    browser,
  }) => {
    const email = `chat-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto('/products');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    const messageBox = chat.getByRole('textbox', { name: 'Message' });
    const conversation = chat.getByRole('log');
    await messageBox.fill('can I talk to a person');
    await messageBox.press('Enter');
    await expect(conversation).toContainText('What email address should they reply to?');
    await messageBox.fill(email);
    await messageBox.press('Enter');
    await expect(conversation).toContainText(`who will reply to ${email}.`);

    const ownerContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.250.0.3' } });
    const ownerPage = await ownerContext.newPage();
    await signInAsOwner(ownerPage);
    const staff = await signedInStaff(browser, ownerPage, '10.250.0.4');
    const staffPage = staff.page;
    const reply = 'Hello from the shop: your sesame oil ships on Tuesday.';

    await test.step('staff find the handoff among the chats and reply', async () => {
      await staffPage.goto('/admin/inbox');
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
      await staffPage
        .getByRole('navigation', { name: 'Kinds of message' })
        .getByRole('link', { name: 'Chats' })
        .click();
      const row = staffPage.getByRole('row').filter({ hasText: email });
      await row.getByRole('link').first().click();
      await expect(staffPage.getByRole('list', { name: 'Conversation' })).toContainText('can I talk to a person');
      await staffPage.getByLabel(`Reply in the chat window (also e-mailed to ${email})`, { exact: true }).fill(reply);
      await staffPage.getByRole('button', { name: 'Send reply' }).click();
      await expect(staffPage.getByText('Reply sent: the shopper sees it in the chat window.')).toBeVisible();
    });

    await test.step('the reply appears in the shopper’s open chat window, marked as the staff’s', async () => {
      // The window asks for new replies while it is open (every 15 seconds).
      await expect(conversation).toContainText(`Staff: ${reply}`, { timeout: 40_000 });
    });
    await staff.close();
    await ownerContext.close();
  });
});
