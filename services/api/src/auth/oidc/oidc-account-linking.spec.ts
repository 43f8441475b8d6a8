import request from 'supertest';
import { clientUserSchema } from '@shop/contracts/auth';
import {
  followProviderUntilShop,
  oidcTestSettings,
  type ProviderAccount,
  startOidcTestProvider,
} from '../../../test/oidc-test-provider.js';
import { HOSTILE_RETURN_TO } from '../../../test/hostile-return-to.js';
import { newShopper, uniqueClientIp } from '../../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

const shopOrigin = 'http://shop.test';
let accounts = 0;

/** A person at the provider, with a subject id and an email no other test uses. */
function providerAccount(claims: Record<string, unknown> = {}): ProviderAccount & { email: string } {
  accounts += 1;
  const email = `linking-${process.pid}-${accounts}@example.com`;
  return {
    accountId: `subject-${process.pid}-${accounts}`,
    email,
    claims: { email, email_verified: true, given_name: 'Ravi', family_name: 'Menon', ...claims },
  };
}

describe('OpenID Connect identities and existing accounts', () => {
  let provider: Awaited<ReturnType<typeof startOidcTestProvider>>;
  let shop: TestApp;

  beforeAll(async () => {
    provider = await startOidcTestProvider(shopOrigin);
    shop = await startTestApp({
      seed: false,
      captureLogs: true,
      env: oidcTestSettings(shopOrigin, provider.issuer),
    });
  });
  afterAll(async () => {
    await shop.close();
    await provider.close();
  });

  /** A browser tab: same-origin requests from one client address, with its own cookies. */
  function tab() {
    const agent = request.agent(shop.http);
    const ip = uniqueClientIp();
    return {
      agent,
      get: (path: string) => agent.get(path).set('X-Forwarded-For', ip),
      post: (path: string, body: object) =>
        agent.post(path).set('Sec-Fetch-Site', 'same-origin').set('X-Forwarded-For', ip).send(body),
    };
  }

  /** Signs in at the provider as `account` and returns the shop's answer to the callback. */
  async function providerSignIn(browser: ReturnType<typeof tab>, account: ProviderAccount, returnTo = '/') {
    provider.signInAs(account);
    const start = await browser.get(`/api/auth/oidc/login?returnTo=${encodeURIComponent(returnTo)}`).expect(302);
    const callback = await followProviderUntilShop(start.headers.location as string, shopOrigin);
    return browser.get(`${callback.pathname}${callback.search}`).expect(302);
  }

  async function signedInEmail(browser: ReturnType<typeof tab>): Promise<string | null> {
    const me = await browser.get('/api/auth/user');
    return me.status === 200 ? clientUserSchema.parse(me.body).email : null;
  }

  async function identityOwner(account: ProviderAccount): Promise<string | undefined> {
    const rows: { email: string }[] = await shop.dataSource.query(
      `SELECT u.email FROM user_identities i JOIN users u ON u.id = i."userId" WHERE i.subject = $1`,
      [account.accountId],
    );
    return rows[0]?.email;
  }

  async function register(email: string) {
    const shopper = newShopper({ email });
    await tab().post('/api/auth/register', shopper).expect(201);
    return shopper;
  }

  it('matches a returning identity by issuer and subject, even when the provider changes its email', async () => {
    const account = providerAccount();
    const first = tab();
    await providerSignIn(first, account);
    expect(await signedInEmail(first)).toBe(account.email);

    const renamed = { ...account, claims: { ...account.claims, email: `renamed-${account.email}` } };
    const again = tab();
    await providerSignIn(again, renamed);
    expect(await signedInEmail(again)).toBe(account.email);
    expect(await identityOwner(account)).toBe(account.email);
  });

  it('does not join a built-in account registered beforehand with the same email (no email_verified claim)', async () => {
    const victim = providerAccount({ email_verified: undefined });
    const attacker = await register(victim.email);

    const victimTab = tab();
    const answer = await providerSignIn(victimTab, victim, '/orders');
    expect(answer.headers.location).toBe('/login?link=provider&returnTo=%2Forders');
    expect(await signedInEmail(victimTab)).toBeNull();
    expect(await identityOwner(victim)).toBeUndefined();

    // The attacker signing in with their password, in their own browser, links nothing.
    const attackerTab = tab();
    await attackerTab.post('/api/auth/login', { email: attacker.email, password: attacker.password }).expect(200);
    expect(await identityOwner(victim)).toBeUndefined();
    // And the victim's next provider sign-in still does not reach the attacker's account.
    const later = tab();
    await providerSignIn(later, victim);
    expect(await signedInEmail(later)).toBeNull();
  });

  it('does not join a built-in account even when the provider verified the email (the shop never did)', async () => {
    const account = providerAccount({ email_verified: true });
    await register(account.email);
    const browser = tab();
    const answer = await providerSignIn(browser, account);
    expect(answer.headers.location).toBe('/login?link=provider&returnTo=%2F');
    expect(await identityOwner(account)).toBeUndefined();
  });

  it('joins the identity once the shopper signs in with the account password in the same browser', async () => {
    const account = providerAccount();
    const owner = await register(account.email);
    const browser = tab();
    await providerSignIn(browser, account);
    await browser.post('/api/auth/login', { email: owner.email, password: `${owner.password}!wrong` }).expect(401);
    expect(await identityOwner(account)).toBeUndefined();
    await browser.post('/api/auth/login', { email: owner.email, password: owner.password }).expect(200);
    expect(await identityOwner(account)).toBe(account.email);

    const nextTime = tab();
    await providerSignIn(nextTime, account);
    expect(await signedInEmail(nextTime)).toBe(account.email);
  });

  it('joins a second identity to an account whose email the provider verified before', async () => {
    const first = providerAccount({ email_verified: true });
    await providerSignIn(tab(), first);
    const second = { ...providerAccount({ email_verified: true }), email: first.email };
    second.claims.email = first.email;
    const browser = tab();
    await providerSignIn(browser, second);
    expect(await signedInEmail(browser)).toBe(first.email);
    expect(await identityOwner(second)).toBe(first.email);
  });

  it('refuses an identity that cannot be joined safely to a password-less account', async () => {
    const first = providerAccount({ email_verified: false });
    await providerSignIn(tab(), first);
    const second = { ...providerAccount({ email_verified: false }), email: first.email };
    second.claims.email = first.email;
    const browser = tab();
    const answer = await providerSignIn(browser, second);
    expect(answer.headers.location).toBe('/login?error=link');
    expect(await signedInEmail(browser)).toBeNull();
  });

  it('refuses a provider that shares no email address', async () => {
    const account = providerAccount({ email: undefined });
    const browser = tab();
    expect((await providerSignIn(browser, account)).headers.location).toBe('/login?error=provider');
    expect(await signedInEmail(browser)).toBeNull();
  });

  it.each([
    ['javascript:alert(document.cookie)', null],
    ['http://images.example.com/plain.png', null],
    ['data:image/png;base64,AAAA', null],
    ['https://images.example.com/ravi.png', 'https://images.example.com/ravi.png'],
  ])('keeps the picture %j as %j', async (picture, kept) => {
    const account = providerAccount({ picture });
    const browser = tab();
    await providerSignIn(browser, account);
    expect(clientUserSchema.parse((await browser.get('/api/auth/user').expect(200)).body).profileImageUrl).toBe(kept);
  });

  it.each(HOSTILE_RETURN_TO)('sends the shopper home after the callback instead of to %j', async (returnTo) => {
    const answer = await providerSignIn(tab(), providerAccount(), returnTo);
    expect(answer.headers.location).toBe('/');
  });

  it('keeps the callback code and state out of the logs', async () => {
    const browser = tab();
    provider.signInAs(providerAccount());
    const start = await browser.get('/api/auth/oidc/login').expect(302);
    const callback = await followProviderUntilShop(start.headers.location as string, shopOrigin);
    await browser.get(`${callback.pathname}${callback.search}`).expect(302);
    const code = callback.searchParams.get('code')!;
    const state = callback.searchParams.get('state')!;
    const logged = JSON.stringify(shop.logLines);
    expect(logged).toContain('/api/auth/oidc/callback?');
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(state);
  });
});
