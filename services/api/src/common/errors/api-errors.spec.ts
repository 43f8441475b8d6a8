import request from 'supertest';
import { apiErrorSchema } from '@shop/contracts/errors';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

describe('API error answers', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seed: false });
  });
  afterAll(() => shop.close());

  it('answers unknown API routes with a JSON 404, never the shell page', async () => {
    const response = await request(shop.http).get('/api/no-such-thing').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(apiErrorSchema.parse(response.body).statusCode).toBe(404);
  });

  it('does not pretend endpoints of later work exist', async () => {
    await request(shop.http).post('/api/chat').send({ message: 'hello' }).expect(404);
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await request(shop.http)
      .post('/api/products')
      .set('Content-Type', 'application/json')
      .send('{"productId": ')
      .expect(400);
    expect(apiErrorSchema.parse(response.body).message).toBe('Request body is not valid JSON');
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js/);
  });

  it('refuses oversized bodies with 413', async () => {
    const response = await request(shop.http)
      .post('/api/products')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(200_000) }))
      .expect(413);
    expect(apiErrorSchema.parse(response.body).statusCode).toBe(413);
  });
});
