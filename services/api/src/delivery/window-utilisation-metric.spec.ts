import request from 'supertest';
import { placeOrderResponseSchema } from '@shop/contracts/orders';
import { placeOrder, shopperWithCart } from '../../test/checkout-helpers.js';
import { SettableClock } from '../../test/renewal-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const TOKEN = 'prometheus-scrape-token-0123456789';

/**
 * Wednesday 25 November 2026, noon in Cumming. The next 7 days (Wednesday to Tuesday) hold, from
 * the seed: Forsyth County 6 days × 3 windows × 12 = 216 places; Alpharetta's side Thursday,
 * Saturday and Tuesday × 2 × 10 = 60; the catch-all Wednesday and Saturday × 8 = 16.
 */
const WEDNESDAY_NOON = '2026-11-25T17:00:00.000Z';
const FORSYTH = 'Forsyth County';
const SOUTH = 'Alpharetta, Milton and Johns Creek';
const CATCH_ALL = 'Lake Lanier and the rest of the area';

describe('GET /api/metrics: delivery window utilisation', () => {
  const clock = new SettableClock(WEDNESDAY_NOON);
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ clock, env: { METRICS_TOKEN: TOKEN, PAYMENT_PAY_ON_DELIVERY: 'true' } });
  });
  afterAll(() => shop.close());

  /** Each zone's ratio as scraped; a zone with no series is absent. */
  async function ratios(): Promise<Map<string, number>> {
    const text = (await request(shop.http).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200))
      .text;
    const series = [...text.matchAll(/^shop_delivery_window_utilisation_ratio\{zone="([^"]+)"\} (\S+)$/gm)];
    return new Map(series.map(([, zone, value]) => [zone as string, Number(value)]));
  }

  it('reads 0 for every zone with places and nothing booked', async () => {
    expect(await ratios()).toEqual(
      new Map([
        [FORSYTH, 0],
        [SOUTH, 0],
        [CATCH_ALL, 0],
      ]),
    );
  });

  it('counts checkouts’ bookings against the places of the next 7 days, per zone', async () => {
    for (const zipCode of ['30040', '30041', '30004']) {
      const shopper = await shopperWithCart(shop, [{ productId: 1, quantity: 1 }]);
      const placed = await placeOrder(shopper, 'pay_on_delivery', undefined, { zipCode }).expect(201);
      expect(placeOrderResponseSchema.parse(placed.body).order.deliveryWindow?.date).toBe('2026-11-26');
    }
    const now = await ratios();
    expect(now.get(FORSYTH)).toBeCloseTo(2 / 216, 10);
    expect(now.get(SOUTH)).toBeCloseTo(1 / 60, 10);
    expect(now.get(CATCH_ALL)).toBe(0);
  });

  it('leaves closed days out of the places, and a zone with no places out of the metric', async () => {
    const [forsyth] = await shop.dataSource.query(`SELECT id FROM delivery_zones WHERE name = $1`, [FORSYTH]);
    await shop.dataSource.query(
      `INSERT INTO delivery_closures ("zoneId", "windowId", "fromDate", "toDate", reason) VALUES ($1, NULL, '2026-11-27', '2026-11-27', 'Staff day')`,
      [forsyth.id],
    );
    await shop.dataSource.query(
      `UPDATE delivery_windows SET capacity = 0 WHERE "zoneId" = (SELECT id FROM delivery_zones WHERE "catchAll")`,
    );
    const now = await ratios();
    expect(now.get(FORSYTH)).toBeCloseTo(2 / 180, 10);
    expect(now.has(CATCH_ALL)).toBe(false);
  });

  it('moves with the clock: bookings behind the 7 days no longer count', async () => {
    clock.set('2026-11-27T17:00:00.000Z');
    expect((await ratios()).get(FORSYTH)).toBe(0);
    expect((await ratios()).get(SOUTH)).toBe(0);
  });
});
