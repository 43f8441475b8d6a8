import request from 'supertest';
import { browser, newShopper, uniqueClientIp } from '../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const METRICS_TOKEN = 'a-metrics-token-for-the-burst-test';
const BURST = 150;

/**
 * Lockouts under a burst: every attempt is counted before its password is checked, so 150 guesses
 * sent at the same moment get no more password checks than 150 sent one after another. Run on
 * PostgreSQL in CI (TEST_DATABASE_URL), where the requests really overlap in the database too.
 */
describe('sign-in lockouts under a burst of simultaneous guesses', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seed: false, env: { METRICS_TOKEN } });
  });
  afterAll(() => shop.close());

  /** shop_password_checks_total, as an operator's Prometheus would read it. */
  async function passwordChecks(): Promise<number> {
    const metrics = await request(shop.http)
      .get('/api/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200);
    const value = /^shop_password_checks_total (\d+)$/m.exec(metrics.text)?.[1];
    if (value === undefined) throw new Error('shop_password_checks_total is missing');
    return Number(value);
  }

  function signIn(email: string, password: string, clientIp: string) {
    return request(shop.http)
      .post('/api/auth/login')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('X-Forwarded-For', clientIp)
      .send({ email, password });
  }

  it('checks at most 5 passwords of one account, however many addresses guess at once', async () => {
    const victim = newShopper();
    await browser(shop).post('/api/auth/register', victim).expect(201);
    const before = await passwordChecks();

    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, guess) => signIn(victim.email, `wrong guess ${guess}`, uniqueClientIp())),
    );

    expect((await passwordChecks()) - before).toBeLessThanOrEqual(5);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(BURST - 5);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // Locked, even for the right password.
    await signIn(victim.email, victim.password, uniqueClientIp()).expect(429);
  });

  it('checks at most 20 passwords from one address, across as many accounts', async () => {
    const attackerIp = uniqueClientIp();
    const before = await passwordChecks();

    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, guess) => signIn(newShopper().email, `stuffed password ${guess}`, attackerIp)),
    );

    expect((await passwordChecks()) - before).toBeLessThanOrEqual(20);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(BURST - 20);
  });

  it('gives a successful sign-in its count back, so a shopper who gets it right is not edging toward a lock', async () => {
    const shopper = newShopper();
    await browser(shop).post('/api/auth/register', shopper).expect(201);
    const ip = uniqueClientIp();
    for (let round = 0; round < 3; round += 1) {
      for (let miss = 0; miss < 4; miss += 1) await signIn(shopper.email, `typo ${round}-${miss}`, ip).expect(401);
      await signIn(shopper.email, shopper.password, ip).expect(200);
    }
  });
});
