import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A shop upgraded to delivery windows without seeding its first schedule has no zone at all. A
 * shopper must not be told their ZIP is outside the area: the shop says it is setting up.
 */
describe('a shop without any delivery zone', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seed: false });
  });
  afterAll(() => shop.close());

  it('answers 409 NO_DELIVERY_WINDOWS for a ZIP in the area, and still says outside for one that is not', async () => {
    const inArea = await request(shop.http).get('/api/delivery-windows?zipCode=30040').expect(409);
    expect(inArea.body).toMatchObject({
      code: 'NO_DELIVERY_WINDOWS',
      message: 'We are setting up our delivery schedule. Please contact us to order.',
    });

    const outside = await request(shop.http).get('/api/delivery-windows?zipCode=10001').expect(200);
    expect(outside.body).toMatchObject({ zone: null, windows: [] });
  });
});
