import { browser, newShopper } from '../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A session expires after SESSION_IDLE_MINUTES without a request. The expiry rolls with every
 * answer's cookie, but is written to the database at most once a minute per process, so a
 * signed-in request does not wait for a write on every call.
 */
describe('the idle expiry of a session', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { SESSION_IDLE_MINUTES: '30' } });
  });
  afterAll(() => shop.close());

  async function storedExpiry(): Promise<Date[]> {
    const rows: { expire: Date }[] = await shop.dataSource.query(`SELECT expire FROM sessions ORDER BY expire`);
    return rows.map((row) => row.expire);
  }

  function cookieExpiry(answer: { headers: Record<string, unknown> }): number {
    const cookie = (answer.headers['set-cookie'] as string[] | undefined)?.find((line) => line.startsWith('sid='));
    const expires = cookie?.match(/Expires=([^;]+)/)?.[1];
    if (!expires) throw new Error('the answer rolled no session cookie');
    return Date.parse(expires);
  }

  it('rolls the cookie on every answer but writes the stored expiry at most once a minute', async () => {
    await shop.dataSource.query(`DELETE FROM sessions`);
    const client = browser(shop);
    const signUp = await client.post('/api/auth/register', newShopper()).expect(201);
    const [written] = await storedExpiry();
    if (!written) throw new Error('signing up stored no session');
    expect(written.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);

    // Two seconds later (the stored expiry counts whole seconds), a signed-in request.
    await new Promise((done) => setTimeout(done, 2_100));
    const later = await client.get('/api/auth/user').expect(200);
    expect(cookieExpiry(later) - cookieExpiry(signUp)).toBeGreaterThanOrEqual(2_000);
    expect(await storedExpiry()).toEqual([written]);
  });

  it('ends a session whose stored expiry has passed', async () => {
    const client = browser(shop);
    await client.post('/api/auth/register', newShopper()).expect(201);
    await client.get('/api/auth/user').expect(200);
    await shop.dataSource.query(`UPDATE sessions SET expire = now() - interval '1 second'`);
    await client.get('/api/auth/user').expect(401);
  });
});
