import type { Request } from 'express';
import request from 'supertest';
import { browser, newShopper, sessionCookie } from '../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFreeReads } from './session-free-reads.js';

/** The parts of a request under /api that the test reads. */
const incoming = (method: string, path: string, cookie?: string) =>
  ({ method, path, headers: cookie === undefined ? {} : { cookie } }) as Request;

describe('which requests go without a session', () => {
  const free = sessionFreeReads('__Host-sid');

  it('an anonymous GET or HEAD of the products list or a health probe, however the path is cased', () => {
    expect(free(incoming('GET', '/products'))).toBe(true);
    expect(free(incoming('HEAD', '/Products/'))).toBe(true);
    expect(free(incoming('GET', '/health'))).toBe(true);
    expect(free(incoming('GET', '/HEALTH/live'))).toBe(true);
    expect(free(incoming('GET', '/products', 'theme=dark; other__Host-sid=1'))).toBe(true);
  });

  it('never a request that carries the session cookie, whatever its value or place', () => {
    expect(free(incoming('GET', '/products', '__Host-sid=s%3Aabc'))).toBe(false);
    expect(free(incoming('GET', '/products', 'theme=dark; __Host-sid='))).toBe(false);
    expect(free(incoming('GET', '/products', 'theme=dark;__Host-sid=x'))).toBe(false);
  });

  it('never a write, nor any other route', () => {
    expect(free(incoming('POST', '/products'))).toBe(false);
    expect(free(incoming('GET', '/products/7'))).toBe(false);
    expect(free(incoming('GET', '/auth/user'))).toBe(false);
    expect(free(incoming('GET', '/auth/oidc/start'))).toBe(false);
    expect(free(incoming('GET', '/productsx'))).toBe(false);
  });
});

describe('sessions on the session-free reads', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('sets no cookie for an anonymous visitor, as before', async () => {
    for (const path of ['/api/products', '/api/health/live', '/api/health/serving', '/api/health']) {
      const response = await request(shop.http).get(path).expect(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('still rolls a signed-in shopper’s session there, and still knows who is asking elsewhere', async () => {
    const shopper = browser(shop);
    const signUp = await shopper.post('/api/auth/register', newShopper()).expect(201);
    const cookie = sessionCookie(signUp);
    expect(cookie).toBeDefined();
    for (const path of ['/api/products', '/API/Products/', '/api/health/live']) {
      const response = await shopper.get(path).expect(200);
      // rolling: every answer to a request with a live session renews its expiry.
      expect(sessionCookie(response)).toBe(cookie);
    }
    await shopper.get('/api/auth/user').expect(200);
    await request(shop.http).get('/api/auth/user').expect(401);
  });
});
