import request from 'supertest';
import { apiErrorSchema } from '@shop/contracts/errors';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/placeholder/:width/:height', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seed: false });
  });
  afterAll(() => shop.close());

  it('draws an SVG image of the asked size that browsers may cache for good', async () => {
    const response = await request(shop.http).get('/api/placeholder/80/80').buffer(true).expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = response.body instanceof Buffer ? response.body.toString() : response.text;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="80" height="80" /);
    expect(svg).toContain('aria-label="No image"');
    const wide = await request(shop.http).get('/api/placeholder/300/120').buffer(true).expect(200);
    expect(String(wide.body instanceof Buffer ? wide.body : wide.text)).toContain('viewBox="0 0 300 120"');
  });

  it.each(['0/80', '80/2001', '80/abc', '-5/80', '1e3/80', '80.5/80'])(
    'refuses %s with 400 naming the side',
    async (size) => {
      const response = await request(shop.http).get(`/api/placeholder/${size}`).expect(400);
      expect(apiErrorSchema.parse(response.body).fieldErrors?.[0]?.field).toMatch(/^(width|height)$/);
    },
  );

  it('is public: the cart shows it before anyone signs in again', async () => {
    await request(shop.http).get('/api/placeholder/80/80').expect(200);
  });
});
