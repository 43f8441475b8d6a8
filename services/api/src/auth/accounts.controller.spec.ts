import request from 'supertest';
import { apiErrorSchema } from '@shop/contracts/errors';
import { clientUserSchema } from '@shop/contracts/auth';
import { HOSTILE_RETURN_TO } from '../../test/hostile-return-to.js';
import { browser, newShopper, sessionCookie } from '../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('built-in accounts', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seed: false });
  });
  afterAll(() => shop.close());

  it('creates an account, signs it in, and answers the current user', async () => {
    const shopper = newShopper();
    const client = browser(shop);
    const created = await client.post('/api/auth/register', { ...shopper, returnTo: '/cart' }).expect(201);
    expect(created.body).toEqual({ redirectTo: '/cart' });
    const me = await client.get('/api/auth/user').expect(200);
    expect(clientUserSchema.parse(me.body)).toMatchObject({
      email: shopper.email,
      firstName: 'Asha',
      lastName: 'Patel',
    });
    expect(JSON.stringify(me.body)).not.toMatch(/argon2|passwordHash/);
  });

  it('stores an argon2id hash, never the password', async () => {
    const shopper = newShopper();
    await browser(shop).post('/api/auth/register', shopper).expect(201);
    const [row] = await shop.dataSource.query(`SELECT "passwordHash" FROM users WHERE email = $1`, [shopper.email]);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(shopper.password);
  });

  it('refuses a second account for the same email, whatever its case (409)', async () => {
    const shopper = newShopper();
    await browser(shop).post('/api/auth/register', shopper).expect(201);
    const again = await browser(shop)
      .post('/api/auth/register', { ...shopper, email: shopper.email.toUpperCase() })
      .expect(409);
    expect(apiErrorSchema.parse(again.body)).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
  });

  it.each([
    ['short', 'seven77', 'Password must be at least 8 characters'],
    ['common', 'password123', 'This password is too common. Choose a less predictable one.'],
    ['common in another case', 'Iloveyou1', 'This password is too common. Choose a less predictable one.'],
    ['one repeated character', 'aaaaaaaaaaaa', 'This password is too common. Choose a less predictable one.'],
  ])('refuses a %s password with 400 naming the rule', async (_kind, password, message) => {
    const response = await browser(shop).post('/api/auth/register', newShopper({ password })).expect(400);
    expect(apiErrorSchema.parse(response.body).fieldErrors).toEqual([{ field: 'password', message }]);
  });

  it('refuses a password that is the email address', async () => {
    const shopper = newShopper();
    const response = await browser(shop)
      .post('/api/auth/register', { ...shopper, password: shopper.email })
      .expect(400);
    expect(apiErrorSchema.parse(response.body).fieldErrors?.[0]?.message).toBe(
      'Password must not be your email address or name.',
    );
  });

  it('accepts a long passphrase', async () => {
    const password = 'the sesame oil from the wooden ghani smells like toasted seeds '.repeat(3);
    await browser(shop).post('/api/auth/register', newShopper({ password })).expect(201);
  });

  it('answers a wrong password and an unknown email with the same message', async () => {
    const shopper = newShopper();
    await browser(shop).post('/api/auth/register', shopper).expect(201);
    const wrongPassword = await browser(shop)
      .post('/api/auth/login', { email: shopper.email, password: 'not the password 1' })
      .expect(401);
    const unknownEmail = await browser(shop)
      .post('/api/auth/login', { email: `nobody-${shopper.email}`, password: 'whatever it is 1' })
      .expect(401);
    expect(wrongPassword.body.message).toBe('Invalid email or password');
    const { requestId: _first, ...unknownAnswer } = unknownEmail.body as Record<string, unknown>;
    const { requestId: _second, ...wrongAnswer } = wrongPassword.body as Record<string, unknown>;
    expect(unknownAnswer).toEqual(wrongAnswer);
  });

  it('signs in with the email in any case and honours a same-site returnTo only', async () => {
    const shopper = newShopper();
    await browser(shop).post('/api/auth/register', shopper).expect(201);
    const signIn = (returnTo: string) =>
      browser(shop)
        .post('/api/auth/login', { email: shopper.email.toUpperCase(), password: shopper.password, returnTo })
        .expect(200);
    expect((await signIn('/subscriptions?plan=2')).body.redirectTo).toBe('/subscriptions?plan=2');
    for (const offSite of HOSTILE_RETURN_TO) expect((await signIn(offSite)).body.redirectTo).toBe('/');
  });

  it('gives a new session id at sign-in, and the old one stops working', async () => {
    const shopper = newShopper();
    const client = browser(shop);
    const first = sessionCookie(await client.post('/api/auth/register', shopper).expect(201));
    const second = sessionCookie(
      await client.post('/api/auth/login', { email: shopper.email, password: shopper.password }).expect(200),
    );
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    await request(shop.http).get('/api/auth/user').set('Cookie', first!).expect(401);
    await request(shop.http).get('/api/auth/user').set('Cookie', second!).expect(200);
  });

  it('refuses a session cookie kept from before sign-out', async () => {
    const shopper = newShopper();
    const client = browser(shop);
    const created = await client.post('/api/auth/register', shopper).expect(201);
    const kept = sessionCookie(created);
    expect(kept).toBeDefined();
    await request(shop.http).get('/api/auth/user').set('Cookie', kept!).expect(200);

    const signedOut = await client.navigate('/api/logout').expect(302);
    expect(signedOut.headers.location).toBe('/');
    await request(shop.http).get('/api/auth/user').set('Cookie', kept!).expect(401);
    await client.get('/api/auth/user').expect(401);
  });

  it('answers 401 in the API error shape when nobody is signed in', async () => {
    const response = await request(shop.http).get('/api/auth/user').expect(401);
    expect(apiErrorSchema.parse(response.body).statusCode).toBe(401);
  });

  it('sets the cookie HttpOnly and SameSite=Lax, with an expiry', async () => {
    const response = await browser(shop).post('/api/auth/register', newShopper()).expect(201);
    const cookie = (response.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Expires=/);
  });

  it('redirects /api/login to the sign-in page with a safe returnTo', async () => {
    const honoured = await request(shop.http).get('/api/login?returnTo=%2Fcheckout').expect(302);
    expect(honoured.headers.location).toBe('/login?returnTo=%2Fcheckout');
    for (const offSite of HOSTILE_RETURN_TO) {
      const ignored = await request(shop.http)
        .get(`/api/login?returnTo=${encodeURIComponent(offSite)}`)
        .expect(302);
      expect(ignored.headers.location).toBe('/login?returnTo=%2F');
    }
  });

  it('answers a new account with a same-site returnTo only', async () => {
    for (const offSite of HOSTILE_RETURN_TO) {
      const created = await browser(shop)
        .post('/api/auth/register', { ...newShopper(), returnTo: offSite })
        .expect(201);
      expect(created.body).toEqual({ redirectTo: '/' });
    }
  });

  it('rejects unknown fields and malformed emails with 400', async () => {
    const extra = await browser(shop)
      .post('/api/auth/register', { ...newShopper(), isAdmin: true })
      .expect(400);
    expect(apiErrorSchema.parse(extra.body).fieldErrors).toEqual([{ field: 'isAdmin', message: 'Unknown field' }]);
    const badEmail = await browser(shop).post('/api/auth/login', { email: 'not-an-email', password: 'x' }).expect(400);
    expect(apiErrorSchema.parse(badEmail.body).fieldErrors?.[0]?.field).toBe('email');
  });
});
