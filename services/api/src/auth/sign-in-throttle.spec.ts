import { browser, newShopper } from '../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('sign-in throttling', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seed: false });
  });
  afterAll(() => shop.close());

  it('locks an account after five failures, even for the right password, with Retry-After', async () => {
    const shopper = newShopper();
    await browser(shop).post('/api/auth/register', shopper).expect(201);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await browser(shop)
        .post('/api/auth/login', { email: shopper.email, password: `wrong guess ${attempt}` })
        .expect(401);
    }
    const locked = await browser(shop)
      .post('/api/auth/login', { email: shopper.email, password: shopper.password })
      .expect(429);
    expect(locked.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(locked.body.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not lock other accounts because one is attacked', async () => {
    const victim = newShopper();
    const bystander = newShopper();
    await browser(shop).post('/api/auth/register', victim).expect(201);
    await browser(shop).post('/api/auth/register', bystander).expect(201);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await browser(shop).post('/api/auth/login', { email: victim.email, password: `wrong guess ${attempt}` });
    }
    await browser(shop).post('/api/auth/login', { email: bystander.email, password: bystander.password }).expect(200);
  });

  it('throttles one address guessing across many accounts after 20 failures', async () => {
    const attackerIp = '203.0.113.66';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await browser(shop, attackerIp)
        .post('/api/auth/login', { email: `stuffing-${attempt}@example.com`, password: 'guess guess 1' })
        .expect(401);
    }
    const shopper = newShopper();
    await browser(shop).post('/api/auth/register', shopper).expect(201);
    const login = { email: shopper.email, password: shopper.password };
    await browser(shop, attackerIp).post('/api/auth/login', login).expect(429);
    await browser(shop).post('/api/auth/login', login).expect(200);
  });

  it('limits account creation to ten an hour from one address', async () => {
    const address = '203.0.113.77';
    for (let account = 0; account < 10; account += 1) {
      await browser(shop, address).post('/api/auth/register', newShopper()).expect(201);
    }
    const refused = await browser(shop, address).post('/api/auth/register', newShopper()).expect(429);
    expect(refused.body.message).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);
  });
});
