import request from 'supertest';
import { clientUserSchema } from '@shop/contracts/auth';
import {
  followProviderUntilShop,
  oidcTestSettings,
  startOidcTestProvider,
  TEST_ACCOUNT_CLAIMS,
} from '../../../test/oidc-test-provider.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

const shopOrigin = 'http://shop.test';

describe('OpenID Connect sign-in against a real provider', () => {
  let provider: Awaited<ReturnType<typeof startOidcTestProvider>>;
  let shop: TestApp;

  beforeAll(async () => {
    provider = await startOidcTestProvider(shopOrigin);
    shop = await startTestApp({
      seed: false,
      env: { ...oidcTestSettings(shopOrigin, provider.issuer), OIDC_PROVIDER_NAME: 'Test Identity' },
    });
  });
  afterAll(async () => {
    await shop.close();
    await provider.close();
  });

  /** Starts a sign-in at the shop and returns the provider's redirect back to the shop's callback. */
  async function signInAtProvider(shopper: ReturnType<typeof request.agent>, returnTo = '/'): Promise<URL> {
    const start = await shopper.get(`/api/auth/oidc/login?returnTo=${encodeURIComponent(returnTo)}`).expect(302);
    return followProviderUntilShop(start.headers.location as string, shopOrigin);
  }

  it('advertises the provider to the sign-in page', async () => {
    const response = await request(shop.http).get('/api/auth/providers').expect(200);
    expect(response.body).toEqual({
      builtIn: true,
      oidc: { enabled: true, name: 'Test Identity', loginUrl: '/api/auth/oidc/login' },
    });
  });

  it('discovers the provider and sends the shopper there with PKCE, state and nonce', async () => {
    const start = await request.agent(shop.http).get('/api/auth/oidc/login').expect(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.pathname).toBe('/auth');
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${shopOrigin}/api/auth/oidc/callback`);
  });

  it('signs the shopper in with a user created from the claims, then returns where they were', async () => {
    const shopper = request.agent(shop.http);
    const callback = await signInAtProvider(shopper, '/subscriptions');
    const done = await shopper.get(`${callback.pathname}${callback.search}`).expect(302);
    expect(done.headers.location).toBe('/subscriptions');

    const me = clientUserSchema.parse((await shopper.get('/api/auth/user').expect(200)).body);
    expect(me).toMatchObject({
      email: TEST_ACCOUNT_CLAIMS.email,
      firstName: TEST_ACCOUNT_CLAIMS.given_name,
      lastName: TEST_ACCOUNT_CLAIMS.family_name,
      profileImageUrl: TEST_ACCOUNT_CLAIMS.picture,
    });
    const [{ count }] = await shop.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [
      TEST_ACCOUNT_CLAIMS.email,
    ]);
    expect(count).toBe(1);
  });

  it('refuses a callback whose state was tampered with', async () => {
    const shopper = request.agent(shop.http);
    const callback = await signInAtProvider(shopper);
    callback.searchParams.set('state', 'forged-state');
    const refused = await shopper.get(`${callback.pathname}${callback.search}`).expect(302);
    expect(refused.headers.location).toBe('/login?error=provider');
    await shopper.get('/api/auth/user').expect(401);
  });

  it('refuses a replayed authorization code', async () => {
    const shopper = request.agent(shop.http);
    const callback = await signInAtProvider(shopper);
    await shopper.get(`${callback.pathname}${callback.search}`).expect(302);

    // An attacker who captured the code starts their own sign-in and replays it.
    const attacker = request.agent(shop.http);
    const attackerCallback = await signInAtProvider(attacker);
    attackerCallback.searchParams.set('code', callback.searchParams.get('code')!);
    const refused = await attacker.get(`${attackerCallback.pathname}${attackerCallback.search}`).expect(302);
    expect(refused.headers.location).toBe('/login?error=provider');
    await attacker.get('/api/auth/user').expect(401);
  });

  it('signs out at the provider too, through its end-session endpoint', async () => {
    const shopper = request.agent(shop.http);
    const callback = await signInAtProvider(shopper);
    await shopper.get(`${callback.pathname}${callback.search}`).expect(302);
    // A browser without Fetch Metadata following the Sign Out link: it asks for a page.
    const signedOut = await shopper.get('/api/logout').set('Accept', 'text/html').expect(302);
    const endSession = new URL(signedOut.headers.location as string);
    expect(endSession.origin).toBe(provider.issuer);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${shopOrigin}/`);
    await shopper.get('/api/auth/user').expect(401);
  });
});
