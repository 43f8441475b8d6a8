import request from 'supertest';
import { browser, newShopper } from '../../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

describe('security headers in production', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({
      seed: false,
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://unused.invalid/shop',
        SESSION_SECRET: 'a'.repeat(40),
        PUBLIC_URL: 'https://shop.example.com',
        TRUST_PROXY: 'loopback',
        REMOTE_CATALOG_URL: 'https://cdn.example.com/catalog/mf-manifest.json',
      },
    });
  });
  afterAll(() => shop.close());

  it('adds HSTS and allows the remotes configured on other hosts', async () => {
    const response = await request(shop.http).get('/api/health/live').expect(200);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/cdn\.example\.com/);
  });

  it('uses a Secure, host-only __Host- cookie behind a TLS-terminating proxy', async () => {
    const response = await browser(shop)
      .post('/api/auth/register', newShopper())
      .set('X-Forwarded-Proto', 'https')
      .expect(201);
    const cookie = (response.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('__Host-sid='));
    expect(cookie).toMatch(/; Path=\/; /);
    expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/);
  });
});
