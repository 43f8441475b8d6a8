import { Controller, Get, Module, Post } from '@nestjs/common';
import request from 'supertest';
import { apiErrorSchema } from '@shop/contracts/errors';
import { browser, newShopper } from '../../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

/** Stand-ins for the endpoints later work adds: private by default, one state-changing. */
@Controller('guard-probe')
class GuardProbeController {
  @Get('private')
  private() {
    return { ok: true };
  }

  @Post('private')
  change() {
    return { changed: true };
  }
}

@Module({ controllers: [GuardProbeController] })
class GuardProbeModule {}

describe('the security baseline of every endpoint', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seed: false, extraModules: [GuardProbeModule] });
  });
  afterAll(() => shop.close());

  it('rejects a private endpoint without a session (401)', async () => {
    const response = await request(shop.http).get('/api/guard-probe/private').expect(401);
    expect(apiErrorSchema.parse(response.body).code).toBe('SIGN_IN_REQUIRED');
  });

  it('serves a private endpoint to a signed-in shopper', async () => {
    const client = browser(shop);
    await client.post('/api/auth/register', newShopper()).expect(201);
    await client.get('/api/guard-probe/private').expect(200, { ok: true });
  });

  it('refuses a cross-site state-changing request (403), even signed in', async () => {
    const client = browser(shop);
    await client.post('/api/auth/register', newShopper()).expect(201);
    const crossSite = await client.agent
      .post('/api/guard-probe/private')
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    expect(apiErrorSchema.parse(crossSite.body).code).toBe('CROSS_SITE_REQUEST');
    await client.agent.post('/api/guard-probe/private').set('Origin', 'https://evil.example').expect(403);
    await client.post('/api/guard-probe/private').expect(201, { changed: true });
  });

  it('refuses a cross-site sign-up or sign-in', async () => {
    await request(shop.http)
      .post('/api/auth/register')
      .set('Origin', 'https://evil.example')
      .send(newShopper())
      .expect(403);
    await request(shop.http)
      .post('/api/auth/login')
      .set('Sec-Fetch-Site', 'same-site')
      .send({ email: 'a@b.co', password: 'x' })
      .expect(403);
  });

  it('does not sign a shopper out from another site', async () => {
    const client = browser(shop);
    await client.post('/api/auth/register', newShopper()).expect(201);
    await client.agent
      .get('/api/logout')
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Sec-Fetch-Mode', 'navigate')
      .set('Sec-Fetch-Dest', 'document')
      .expect(302);
    await client.get('/api/auth/user').expect(200);
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const response = await request(shop.http).get('/api/products').expect(200);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined(); // production only
  });
});
