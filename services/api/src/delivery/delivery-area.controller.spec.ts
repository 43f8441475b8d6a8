import request from 'supertest';
import { apiErrorSchema } from '@shop/contracts/errors';
import { deliveryAreaSchema } from '@shop/contracts/delivery-area';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { classifyDeliveryArea } from './delivery-area.service.js';

describe('GET /api/delivery-area', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seed: false });
  });
  afterAll(() => shop.close());

  const check = async (zipCode: string) =>
    deliveryAreaSchema.parse((await request(shop.http).get(`/api/delivery-area?zipCode=${zipCode}`).expect(200)).body);

  it('puts the town of Cumming, which covers Forsyth County, in the primary area', async () => {
    for (const zip of ['30040', '30041', '30028']) {
      expect(await check(zip)).toMatchObject({
        area: 'primary',
        placeName: 'Cumming',
        stateCode: 'GA',
        countyName: 'Forsyth',
      });
    }
  });

  it('gives other places of Forsyth County full coverage', () => {
    expect(classifyDeliveryArea('Coal Mountain', 'Forsyth', 'GA', 9.4)).toBe('full');
    expect(classifyDeliveryArea('Forsyth', 'Monroe', 'GA', 80)).toBe('outside');
  });

  it('reaches Alpharetta and Gainesville in the 50-mile extended area', async () => {
    for (const zip of ['30004', '30501']) {
      const answer = await check(zip);
      expect(answer.area).toBe('extended');
      expect(answer.distanceMiles).toBeLessThanOrEqual(50);
    }
  });

  it('says when a ZIP is outside', async () => {
    expect(await check('90210')).toMatchObject({ area: 'outside', stateCode: 'CA' });
  });

  it('answers 400 for a malformed ZIP and 404 for one that does not exist', async () => {
    const malformed = await request(shop.http).get('/api/delivery-area?zipCode=abc').expect(400);
    expect(apiErrorSchema.parse(malformed.body).fieldErrors).toEqual([
      { field: 'zipCode', message: 'Enter a 5-digit ZIP code' },
    ]);
    const unknown = await request(shop.http).get('/api/delivery-area?zipCode=00000').expect(404);
    expect(apiErrorSchema.parse(unknown.body).code).toBe('ZIP_NOT_FOUND');
  });
});
