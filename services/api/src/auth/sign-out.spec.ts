import request from 'supertest';
import { apiErrorSchema } from '@shop/contracts/errors';
import { browser, newShopper } from '../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * GET /api/logout ends a session only when the shopper navigates to it: a product image, a script,
 * a fetch or a frame pointing at it (anything a page of staff-edited content could be made to
 * load) must leave every viewer signed in.
 */
describe('GET /api/logout', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { PUBLIC_URL: 'http://shop.example.com' } });
  });
  afterAll(() => shop.close());

  async function signedInShopper() {
    const client = browser(shop);
    await client.post('/api/auth/register', newShopper()).expect(201);
    return client;
  }

  /** GET /api/logout with exactly these headers, from a signed-in browser. */
  async function loadSignOut(headers: Record<string, string>) {
    const client = await signedInShopper();
    let call = client.agent.get('/api/logout');
    for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
    const answer = await call;
    const signedIn = (await client.get('/api/auth/user')).status === 200;
    return { answer, signedIn };
  }

  const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' };

  it.each([
    [
      'an <img>',
      { ...sameOrigin, 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image', Accept: 'image/avif,image/webp,*/*' },
    ],
    ['a <script>', { ...sameOrigin, 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script', Accept: '*/*' }],
    ['a fetch()', { ...sameOrigin, 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty', Accept: '*/*' }],
    [
      'a same-origin frame',
      { ...sameOrigin, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'iframe', Accept: 'text/html' },
    ],
    ['a link rel=prefetch', { ...sameOrigin, 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'empty', Accept: '*/*' }],
    ['only Sec-Fetch-Site, no mode or destination', sameOrigin],
    ['an old browser loading it as an image', { Accept: 'image/png,image/*;q=0.8,*/*;q=0.5' }],
    ['an old browser with no Accept at all', {}],
  ])('refuses %s with 403 and signs nobody out', async (_name, headers) => {
    const { answer, signedIn } = await loadSignOut(headers);
    expect(answer.status).toBe(403);
    expect(apiErrorSchema.parse(answer.body).code).toBe('SIGN_OUT_NAVIGATION_ONLY');
    expect(signedIn).toBe(true);
  });

  it.each([
    [
      'a link on another site',
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
    ],
    [
      'a link on a sibling subdomain',
      { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
    ],
    ['an old browser following a link on another site', { Accept: 'text/html', Referer: 'https://evil.example/page' }],
  ])('sends %s back to the home page, still signed in', async (_name, headers) => {
    const { answer, signedIn } = await loadSignOut(headers);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/');
    expect(signedIn).toBe(true);
  });

  it.each([
    [
      'following the Sign Out link',
      { ...sameOrigin, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-User': '?1' },
    ],
    [
      'typed into the address bar',
      { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
    ],
    [
      'an old browser following the link',
      { Accept: 'text/html,application/xhtml+xml', Referer: 'http://shop.example.com/products' },
    ],
    ['an old browser sending no Referer', { Accept: 'text/html' }],
    ['relayed by a service worker', { ...sameOrigin, 'Sec-Fetch-Mode': 'same-origin', 'Sec-Fetch-Dest': 'document' }],
  ])('signs out on a navigation: %s', async (_name, headers) => {
    const { answer, signedIn } = await loadSignOut(headers);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/');
    expect(signedIn).toBe(false);
  });

  it('signs a signed-out browser "out" again without an error', async () => {
    await request(shop.http)
      .get('/api/logout')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Sec-Fetch-Mode', 'navigate')
      .set('Sec-Fetch-Dest', 'document')
      .expect(302);
  });
});
