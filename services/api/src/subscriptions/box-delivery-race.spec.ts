import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { productListSchema } from '@shop/contracts/products';
import { placeOrder, shopperWithCart } from '../../test/checkout-helpers.js';
import {
  FORSYTH,
  SATURDAY,
  boxBookings,
  boxDeliveryEmails,
  placesTaken,
  setCapacity,
  subscribeWithWindow,
  windowId,
} from '../../test/box-delivery-helpers.js';
import { SettableClock, oilsByName, planWithBottles, setStock } from '../../test/renewal-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { RenewalsService } from './renewals.service.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Boxes reaching their cutoff while shoppers check out into the same window: both book through
 * the dated window's row lock, so its last places are sold once. Real row locks only exist on
 * PostgreSQL (PGlite runs one transaction at a time), so the race is real only with
 * TEST_DATABASE_URL (as CI sets it); on PGlite the outcome's arithmetic is still checked.
 */
describe('boxes and checkouts racing for the last places of a window', () => {
  // Tuesday 4 March 2031, 8 AM in Cumming.
  const clock = new SettableClock('2031-03-04T13:00:00.000Z');
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp({ clock, env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
  });
  afterAll(() => shop.close());

  it('sells 5 places once to 3 boxes and 20 checkouts; boxes left out take the next window and are told', async () => {
    expect(shop.connection.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    const saturdayMorning = await windowId(shop, FORSYTH, SATURDAY, 10);
    const byName = await oilsByName(shop);
    const oils = ['Cold-Pressed Groundnut (Peanut) Oil', 'Cold-Pressed Coconut Oil'].map(
      (name) => byName.get(name)!.id,
    );
    for (const oil of oils) await setStock(shop, oil, 1000);
    const essentials = await planWithBottles(shop, 2);
    const subscribers = [];
    for (let index = 0; index < 3; index += 1) {
      subscribers.push(
        await subscribeWithWindow(shop, {
          planId: essentials,
          selectedOils: oils,
          deliveryWindow: { windowId: saturdayMorning, date: '2031-03-08' },
        }),
      );
    }

    // Box 1 of each renews on Friday 4 April; its cutoff passed on Tuesday at 9 AM. Their usual
    // window on Saturday 5 April has 5 places, which 20 shoppers also choose at checkout.
    clock.set('2031-04-01T13:01:00.000Z');
    const products = productListSchema
      .parse((await request(shop.http).get('/api/products')).body)
      .filter((product) => product.inStock === 'true');
    const shoppers = [];
    for (let index = 0; index < 20; index += 1) {
      shoppers.push(await shopperWithCart(shop, [{ productId: products[index % products.length]!.id, quantity: 1 }]));
    }
    await setCapacity(shop, saturdayMorning, 5);
    const choice = { windowId: saturdayMorning, date: '2031-04-05' };

    const [, ...responses] = await Promise.all([
      shop.app.get(RenewalsService).runDue(clock.now()),
      ...shoppers.map((shopper) => placeOrder(shopper, 'pay_on_delivery', randomUUID(), { deliveryWindow: choice })),
    ]);

    expect(await placesTaken(shop, saturdayMorning, '2031-04-05')).toBe(5);
    const boxes = await Promise.all(
      subscribers.map(async (subscriber) => (await boxBookings(shop, subscriber.subscriptionId))[1]!),
    );
    // Every box is set aside and booked, in the usual window or, when it was gone, the next one.
    expect(boxes.every((box) => box.state === 'locked' && box.windowId !== null)).toBe(true);
    const boxesOnSaturday = boxes.filter((box) => box.windowId === saturdayMorning && box.date === '2031-04-05');
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5 - boxesOnSaturday.length);
    expect(responses.filter((response) => response.status !== 201).map((response) => response.body.code)).toEqual(
      Array(15 + boxesOnSaturday.length).fill('DELIVERY_WINDOW_FULL'),
    );
    for (const [index, box] of boxes.entries()) {
      const [told] = await boxDeliveryEmails(shop, subscribers[index]!.email);
      expect(told!.text).toContain(
        boxesOnSaturday.includes(box) ? 'It goes in your usual window' : 'was full on Saturday 5 April',
      );
    }
  });
});
