import request from 'supertest';
import { apiErrorSchema } from '@shop/contracts/errors';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seed: false });
  });
  afterAll(() => shop.close());

  it('is off: the shop does not publish how busy it is to anyone who asks', async () => {
    const answer = await request(shop.http)
      .get('/api/metrics')
      .set('Authorization', 'Bearer anything-at-all-here')
      .expect(404);
    expect(apiErrorSchema.parse(answer.body).code).toBe('METRICS_OFF');
  });
});
