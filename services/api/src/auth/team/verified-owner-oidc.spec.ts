import request from 'supertest';
import { clientUserSchema } from '@shop/contracts/auth';
import {
  followProviderUntilShop,
  oidcTestSettings,
  type ProviderAccount,
  startOidcTestProvider,
} from '../../../test/oidc-test-provider.js';
import { newShopper, uniqueClientIp } from '../../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { latestVerificationLink, openLink } from '../../../test/verification-helpers.js';

const shopOrigin = 'http://shop.test';
const OWNER_ADDRESSES = [
  'sso.owner@example.com',
  'unverified.owner@example.com',
  'later.owner@example.com',
  'guessed.owner@example.com',
];

describe('OWNER_EMAILS with OpenID Connect: only a verified address makes an owner', () => {
  let provider: Awaited<ReturnType<typeof startOidcTestProvider>>;
  let shop: TestApp;
  let subjects = 0;

  beforeAll(async () => {
    provider = await startOidcTestProvider(shopOrigin);
    shop = await startTestApp({
      seed: false,
      env: { ...oidcTestSettings(shopOrigin, provider.issuer), OWNER_EMAILS: OWNER_ADDRESSES.join(',') },
    });
  });
  afterAll(async () => {
    await shop.close();
    await provider.close();
  });

  function personAt(email: string, claims: Record<string, unknown>): ProviderAccount {
    subjects += 1;
    return {
      accountId: `owner-subject-${process.pid}-${subjects}`,
      claims: { email, given_name: 'Olivia', ...claims },
    };
  }

  /** A browser tab: its own cookies and client address. */
  function tab() {
    const agent = request.agent(shop.http);
    const ip = uniqueClientIp();
    return {
      agent,
      get: (path: string) => agent.get(path).set('X-Forwarded-For', ip),
      post: (path: string, body?: object) =>
        agent.post(path).set('Sec-Fetch-Site', 'same-origin').set('X-Forwarded-For', ip).send(body),
    };
  }

  async function providerSignIn(browser: ReturnType<typeof tab>, account: ProviderAccount) {
    provider.signInAs(account);
    const start = await browser.get('/api/auth/oidc/login').expect(302);
    const callback = await followProviderUntilShop(start.headers.location as string, shopOrigin);
    return browser.get(`${callback.pathname}${callback.search}`).expect(302);
  }

  const roleOf = async (browser: ReturnType<typeof tab>) =>
    clientUserSchema.parse((await browser.get('/api/auth/user').expect(200)).body).role;
  const ownerGrants = (email: string): Promise<unknown[]> =>
    shop.dataSource.query(
      `SELECT "actorEmail" FROM "audit_log" WHERE "action" = 'staff.role' AND "after"->>'email' = $1 AND "after"->>'role' = 'owner'`,
      [email],
    );

  it('makes owner at the first sign-in when the provider says email_verified: true', async () => {
    const browser = tab();
    await providerSignIn(browser, personAt(OWNER_ADDRESSES[0]!, { email_verified: true }));
    expect(await roleOf(browser)).toBe('owner');
    expect(await ownerGrants(OWNER_ADDRESSES[0]!)).toEqual([{ actorEmail: 'OWNER_EMAILS setting' }]);
  });

  it('leaves a shopper when the claim is false or missing; the shop’s own link then verifies it', async () => {
    const email = OWNER_ADDRESSES[1]!;
    const person = personAt(email, { email_verified: false });
    const browser = tab();
    await providerSignIn(browser, person);
    expect(await roleOf(browser)).toBe('shopper');
    const missing = tab();
    await providerSignIn(missing, { ...person, claims: { ...person.claims, email_verified: undefined } });
    expect(await roleOf(missing)).toBe('shopper');
    expect(await ownerGrants(email)).toEqual([]);

    await browser.post('/api/auth/email-verification').expect(202);
    await openLink(shop, await latestVerificationLink(shop, email)).expect(303);
    expect(await roleOf(browser)).toBe('owner');
  });

  it('makes owner at the sign-in where the provider starts vouching for the address', async () => {
    const email = OWNER_ADDRESSES[2]!;
    const person = personAt(email, { email_verified: false });
    const first = tab();
    await providerSignIn(first, person);
    expect(await roleOf(first)).toBe('shopper');

    const later = tab();
    await providerSignIn(later, { ...person, claims: { ...person.claims, email_verified: true } });
    expect(await roleOf(later)).toBe('owner');
    expect(await ownerGrants(email)).toHaveLength(1);
  });

  it('gives nothing to a stranger who registered an owner address first, even after the real owner signs in', async () => {
    const email = OWNER_ADDRESSES[3]!;
    const strangerTab = tab();
    await strangerTab.post('/api/auth/register', newShopper({ email })).expect(201);
    expect(await roleOf(strangerTab)).toBe('shopper');

    const realOwner = tab();
    const answer = await providerSignIn(realOwner, personAt(email, { email_verified: true }));
    // The shop never verified the stranger's account, so the provider's word does not join it.
    expect(answer.headers.location).toBe('/login?link=provider&returnTo=%2F');
    expect(await roleOf(strangerTab)).toBe('shopper');
    expect(await ownerGrants(email)).toEqual([]);
  });

  it('joins a provider identity to a built-in account once the shop verified its address too', async () => {
    const email = `verified-built-in-${process.pid}@example.com`;
    const account = newShopper({ email });
    const builtIn = tab();
    await builtIn.post('/api/auth/register', account).expect(201);
    await openLink(shop, await latestVerificationLink(shop, email)).expect(303);

    const viaProvider = tab();
    const answer = await providerSignIn(viaProvider, personAt(email, { email_verified: true }));
    expect(answer.headers.location).toBe('/');
    expect(clientUserSchema.parse((await viaProvider.get('/api/auth/user').expect(200)).body).email).toBe(email);
  });
});
