import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { shopUrl } from '../support/shop-server';
import { newShopper } from '../support/shoppers';
import { signInPage } from '../support/team';
import { toastWith } from '../support/toasts';

interface OfferedWindow {
  windowId: number;
  date: string;
  label: string;
}

const SESAME = 'Cold-Pressed Sesame (Gingelly) Oil';

async function addToCart(request: APIRequestContext, productName = SESAME) {
  const products: { id: number; name: string }[] = await (await request.get('/api/products')).json();
  const product = products.find((candidate) => candidate.name === productName)!;
  const added = await request.post('/api/cart', { data: { productId: product.id, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(201);
}

async function windowsFor(request: APIRequestContext, zipCode = '30040'): Promise<OfferedWindow[]> {
  const response = await request.get(`/api/delivery-windows?zipCode=${zipCode}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { windows: OfferedWindow[] }).windows;
}

async function fillCheckout(page: Page, shopper: { firstName: string; lastName: string; email: string }) {
  await page.getByLabel('First name', { exact: true }).fill(shopper.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(shopper.lastName);
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Phone', { exact: true }).fill('4045550123');
  await page.getByLabel('Address', { exact: true }).fill('12 Lanier Way');
  await page.getByLabel('ZIP code', { exact: true }).fill('30040');
}

/**
 * Books every place left in a window through other shoppers' checkouts (three pay-on-delivery
 * orders each, their limit), as a busy evening would.
 */
async function fillWindow(window: OfferedWindow) {
  for (;;) {
    const other = await playwrightRequest.newContext({ baseURL: shopUrl });
    try {
      expect((await other.post('/api/auth/register', { data: newShopper() })).status()).toBe(201);
      for (let order = 0; order < 3; order += 1) {
        await addToCart(other);
        const placed = await other.post('/api/orders', {
          headers: { 'Idempotency-Key': randomUUID() },
          data: {
            firstName: 'Ravi',
            lastName: 'Iyer',
            email: 'ravi@example.com',
            phone: '4045550199',
            address: '5 Lake Rd',
            city: 'Cumming',
            state: 'GA',
            zipCode: '30040',
            paymentMethod: 'pay_on_delivery',
            deliveryWindow: { windowId: window.windowId, date: window.date },
          },
        });
        if (placed.status() === 409) {
          expect(((await placed.json()) as { code: string }).code).toBe('DELIVERY_WINDOW_FULL');
          return;
        }
        expect(placed.status(), await placed.text()).toBe(201);
      }
    } finally {
      await other.dispose();
    }
  }
}

test.describe('delivery windows', () => {
  test('a shopper picks a window at checkout, sees it on the confirmation and in the history, and moves it', async ({
    page,
    shopper,
  }) => {
    await signInPage(page, shopper);
    await addToCart(page.request);
    const offered = await windowsFor(page.request);
    const second = offered[1]!;

    await page.goto('/checkout');
    await fillCheckout(page, shopper);
    const select = page.getByLabel('Delivery window', { exact: true });
    await expect(select).toHaveValue(`${offered[0]!.windowId}:${offered[0]!.date}`);
    await select.selectOption({ label: second.label });
    await expect(page.getByText(/^Order by .* for this window\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(toastWith(page, 'Checkout Ready', 'Pay on delivery.')).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    const facts = page.getByRole('definition').filter({ hasText: second.label });
    await expect(facts).toBeVisible();

    await page.getByRole('link', { name: 'Your Orders' }).click();
    await expect(page.getByRole('article').getByText(second.label)).toBeVisible();

    await page
      .getByRole('article')
      .getByRole('link', { name: /^Order #/ })
      .click();
    const third = offered[2]!;
    await page.getByRole('button', { name: 'Change delivery window' }).click();
    await page.getByLabel('New delivery window').selectOption({ label: third.label });
    await page.getByRole('button', { name: 'Save window' }).click();
    await expect(toastWith(page, 'Delivery Window Changed', third.label)).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: third.label })).toBeVisible();
  });

  test('the window filling up during checkout: the page offers the next one and the order goes through', async ({
    page,
    shopper,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource: .* 409 .*\/api\/orders$/);
    await signInPage(page, shopper);
    await addToCart(page.request);
    // The last window offered is two weeks out: no other test books it.
    const last = (await windowsFor(page.request)).at(-1)!;

    await page.goto('/checkout');
    await fillCheckout(page, shopper);
    await page.getByLabel('Delivery window', { exact: true }).selectOption({ label: last.label });
    await fillWindow(last);
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(toastWith(page, 'Checkout Error', 'That delivery window just filled up.')).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: 'We chose the next window with room:' });
    await expect(notice).toBeVisible();
    const chosen = /room: (.*)\.$/.exec((await notice.textContent()) ?? '')![1]!;
    await expect(page.getByLabel('Delivery window', { exact: true }).locator('option:checked')).toHaveText(chosen);

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await expect(page.getByRole('definition').filter({ hasText: chosen })).toBeVisible();
  });
});
