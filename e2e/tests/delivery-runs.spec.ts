import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { mailsWithSubject } from '../support/mailbox';
import { shopUrl } from '../support/shop-server';
import type { Shopper } from '../support/shoppers';
import { signInAsOwner } from '../support/team';
import { toastWith } from '../support/toasts';

/** A delivery run driven from the back office, and the shopper whose delivery failed choosing a new window. */

interface OfferedWindow {
  windowId: number;
  date: string;
  label: string;
}

interface PlacedOrder {
  id: number;
  /** What the driver collects at the door: the order's total, "12.50". */
  total: string;
}

/** Alpharetta's side of the delivery area: no other e2e test delivers there, so its runs are this test's. */
const ALPHARETTA_ZIP = '30005';
const ALPHARETTA_ZONE = 'Alpharetta, Milton and Johns Creek';
const PHONE_SIZE = { width: 390, height: 844 };

async function windowsFor(request: APIRequestContext, zipCode: string): Promise<OfferedWindow[]> {
  const response = await request.get(`/api/delivery-windows?zipCode=${zipCode}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { windows: OfferedWindow[] }).windows;
}

/** A pay-on-delivery order of `quantity` bottles to Alpharetta, booked into `window`, placed through the API. */
async function placeOrderInto(
  request: APIRequestContext,
  shopper: Shopper,
  window: OfferedWindow,
  quantity: number,
): Promise<PlacedOrder> {
  const products: { id: number; inStock: string }[] = await (await request.get('/api/products')).json();
  const product = products.find((candidate) => candidate.inStock === 'true');
  expect(product, 'a product in stock').toBeDefined();
  const added = await request.post('/api/cart', { data: { productId: product!.id, quantity } });
  expect(added.status(), await added.text()).toBe(201);
  const placed = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      email: shopper.email,
      phone: '4045550123',
      address: '40 Milton Ave',
      city: 'Alpharetta',
      state: 'GA',
      zipCode: ALPHARETTA_ZIP,
      paymentMethod: 'pay_on_delivery',
      deliveryWindow: { windowId: window.windowId, date: window.date },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: PlacedOrder }).order;
}

async function markPacked(page: Page, orderId: number) {
  const packed = await page.request.post(`/api/admin/orders/${orderId}/status`, { data: { status: 'packed' } });
  expect(packed.status(), await packed.text()).toBe(200);
}

/** The row of the run page's stops table that holds this order. */
function stopRow(page: Page, orderId: number) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${orderId}`, exact: true }) });
}

test.describe('delivery runs', () => {
  test('staff drive a run (cash, card, nobody home), close it balanced, and the shopper books the missed order again', async ({
    page,
    request,
    shopper,
  }) => {
    // Many page loads and a close with its e-mail on a two-core machine.
    test.slow();
    // The last window offered is two weeks out: other tests book the earliest ones, so this dated
    // window holds only the three orders placed here.
    const offered = await windowsFor(request, ALPHARETTA_ZIP);
    const runWindow = offered.at(-1)!;
    // Three orders, the most a shopper may have open on pay on delivery; two bottles in the second
    // so that cash and card differ.
    const cashOrder = await placeOrderInto(request, shopper, runWindow, 1);
    const cardOrder = await placeOrderInto(request, shopper, runWindow, 2);
    const missedOrder = await placeOrderInto(request, shopper, runWindow, 1);
    expect(cashOrder.total).not.toBe(cardOrder.total);

    await signInAsOwner(page);
    for (const order of [cashOrder, cardOrder, missedOrder]) await markPacked(page, order.id);

    let runPath = '';
    await test.step('the day’s runs list the window, and its run starts with the stops in driving order', async () => {
      await page.goto(`/admin/runs?date=${runWindow.date}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Delivery runs' })).toBeVisible();
      await expect(page.getByLabel('Day', { exact: true })).toHaveValue(runWindow.date);
      const runRow = page.getByRole('row').filter({ hasText: ALPHARETTA_ZONE });
      await expect(runRow).toHaveCount(1);
      await expect(runRow).toContainText('Not started');
      await runRow.getByRole('link', { name: runWindow.label, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/runs\/\d+$/);
      runPath = new URL(page.url()).pathname;

      await expect(page.getByRole('heading', { level: 1, name: new RegExp(runWindow.label) })).toBeVisible();
      await page.getByRole('button', { name: 'Start run' }).click();
      await expect(toastWith(page, 'Run Started', 'Every order of the run is out for delivery.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(runWindow.label) })).toContainText('Out');
      // One ZIP code: its stops go by order number.
      for (const [index, order] of [cashOrder, cardOrder, missedOrder].entries()) {
        const row = stopRow(page, order.id);
        await expect(row.getByRole('cell').first()).toHaveText(String(index + 1));
        await expect(row).toContainText('Not recorded');
      }
    });

    await test.step('stop 1 on the run page: delivered, its full amount in cash', async () => {
      await stopRow(page, cashOrder.id).getByRole('button', { name: 'Record' }).click();
      const outcome = page.getByRole('group', { name: 'Outcome of stop 1' });
      await expect(outcome.getByLabel('Amount collected ($)')).toHaveValue(cashOrder.total);
      await outcome.getByRole('button', { name: 'Delivered, paid cash' }).click();
      await expect(stopRow(page, cashOrder.id)).toContainText(`Delivered, $${cashOrder.total} cash`);
    });

    await test.step('stops 2 and 3 on the driver’s phone: delivered paid by card, then nobody home', async () => {
      await page.setViewportSize(PHONE_SIZE);
      await page.goto(`${runPath}/driver`);
      // The phone opens at the first door without an outcome.
      await expect(page.getByRole('heading', { level: 1, name: 'Stop 2 of 3' })).toBeVisible();
      await expect(page.getByText('1 of 3 recorded')).toBeVisible();
      await expect(page.getByText(`Collect $${cardOrder.total}`, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:4045550123');
      const cardStop = page.getByRole('group', { name: 'Outcome of stop 2' });
      await expect(cardStop.getByLabel('Amount collected ($)')).toHaveValue(cardOrder.total);
      await cardStop.getByRole('button', { name: 'Delivered, paid card' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Stop 3 of 3' })).toBeVisible();
      await expect(page.getByText('2 of 3 recorded')).toBeVisible();
      await page.getByRole('group', { name: 'Outcome of stop 3' }).getByRole('button', { name: 'Nobody home' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Recorded: Failed: Nobody home' })).toBeVisible();
      await expect(page.getByText('3 of 3 recorded')).toBeVisible();
    });

    await test.step('the close with the cash and the card terminal’s total as recorded balances to the cent', async () => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(runPath);
      await expect(stopRow(page, cardOrder.id)).toContainText(`Delivered, $${cardOrder.total} card`);
      await expect(stopRow(page, missedOrder.id)).toContainText('Failed: Nobody home');

      const close = page.getByRole('form', { name: 'Close the run' });
      await close.getByLabel('Cash counted ($)').fill(cashOrder.total);
      await close.getByLabel('Card terminal total ($)').fill(cardOrder.total);
      await expect(close.getByText(`Recorded in cash: $${cashOrder.total} · $0.00`)).toBeVisible();
      await expect(close.getByText(`Recorded by card: $${cardOrder.total} · $0.00`)).toBeVisible();
      await close.getByRole('button', { name: 'Close run' }).click();
      await expect(toastWith(page, 'Run Closed', `The run of ${runWindow.label} is settled.`)).toBeVisible();

      await expect(page.getByRole('heading', { level: 1, name: new RegExp(runWindow.label) })).toContainText('Closed');
      await expect(close).toHaveCount(0);
      const money = page.getByRole('table', { name: 'Money of the run' });
      const line = (name: string) => money.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell');
      await expect(line('Recorded in cash')).toHaveText(`$${cashOrder.total}`);
      await expect(line('Recorded by card')).toHaveText(`$${cardOrder.total}`);
      await expect(line('Recorded against expected')).toHaveText('$0.00');
      await expect(line('Not collected')).toHaveText(`$${missedOrder.total}`);
      await expect(line('Cash counted')).toHaveText(`$${cashOrder.total} ($0.00 against recorded)`);
      await expect(line('Card terminal total')).toHaveText(`$${cardOrder.total} ($0.00 against recorded)`);
      await expect(page.getByRole('heading', { name: 'Stops off' })).toHaveCount(0);
    });

    await test.step('the shopper follows the e-mail to the missed order and chooses a new window', async () => {
      const [mail] = (await mailsWithSubject(shopper.email, 'We could not deliver your')).filter((each) =>
        each.subject.endsWith(`order #${missedOrder.id}`),
      );
      expect(mail, `the delivery_failed e-mail of order #${missedOrder.id}`).toBeDefined();
      expect(mail!.text).toContain('nobody was home');
      const link = new RegExp(`${shopUrl}/orders/${missedOrder.id}\\b`).exec(mail!.text)?.[0];
      expect(link, 'the e-mail links the order').toBeDefined();

      // The shopper reads the e-mail on a browser of their own: the owner signs out of this one.
      await page.context().clearCookies();
      await page.goto(link!);
      await expect(page.getByRole('heading', { name: 'Sign in to view your order' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill(shopper.email);
      await page.getByLabel('Password', { exact: true }).fill(shopper.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(link!);

      await expect(page.getByRole('heading', { level: 1, name: `Order #${missedOrder.id}` })).toBeVisible();
      const status = page.getByRole('definition').filter({ has: page.getByText('To reschedule', { exact: true }) });
      await expect(status).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: 'Not booked yet' })).toBeVisible();

      // Any window with room other than the run's, which has been driven.
      const newWindow = (await windowsFor(page.request, ALPHARETTA_ZIP))
        .filter((window) => window.windowId !== runWindow.windowId || window.date !== runWindow.date)
        .at(-1)!;
      await page.getByRole('button', { name: 'Choose a delivery window' }).click();
      await page.getByLabel('New delivery window').selectOption({ label: newWindow.label });
      await page.getByRole('button', { name: 'Save window' }).click();
      await expect(toastWith(page, 'Delivery Window Changed', newWindow.label)).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: newWindow.label })).toBeVisible();
      await expect(
        page.getByRole('definition').filter({ has: page.getByText('Packed', { exact: true }) }),
      ).toBeVisible();
    });
  });
});
