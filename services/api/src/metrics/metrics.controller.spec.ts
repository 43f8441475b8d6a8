import request from 'supertest';
import { apiErrorSchema } from '@shop/contracts/errors';
import { shopperWithCart, placeOrder } from '../../test/checkout-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const TOKEN = 'prometheus-scrape-token-0123456789';

describe('GET /api/metrics', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { METRICS_TOKEN: TOKEN, PAYMENT_PAY_ON_DELIVERY: 'true' } });
  });
  afterAll(() => shop.close());

  const scrape = () => request(shop.http).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);

  it('refuses a scrape without the token, or with a wrong one', async () => {
    const missing = await request(shop.http).get('/api/metrics').expect(401);
    expect(apiErrorSchema.parse(missing.body).code).toBe('METRICS_TOKEN_INVALID');
    await request(shop.http).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await request(shop.http).get('/api/metrics').set('Authorization', TOKEN).expect(401);
  });

  it('counts requests by route pattern and status, never by raw path', async () => {
    await request(shop.http).get('/api/products/1').expect(200);
    await request(shop.http).get('/api/products/999999').expect(404);
    const text = (await scrape()).text;
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/products\/:id",status="200"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/products\/:id",status="404"\} [1-9]/m,
    );
    expect(text).not.toContain('route="/api/products/999999"');
  });

  it('reports the database pool, the event loop and the orders placed', async () => {
    const client = await shopperWithCart(shop, [{ productId: 1, quantity: 1 }]);
    await placeOrder(client, 'pay_on_delivery').expect(201);
    const text = (await scrape()).text;
    expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^shop_orders_placed_total\{payment_method="pay_on_delivery"\} 1$/m);
    expect(text).toMatch(/^shop_sign_ins_total|^shop_password_checks_total 0$/m);
  });
});
