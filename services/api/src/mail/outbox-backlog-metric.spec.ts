import request from 'supertest';
import { SettableClock } from '../../test/renewal-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const TOKEN = 'prometheus-scrape-token-0123456789';

/** The outbox backlog as scraped: what an operator's "e-mails are not going out" alert reads. */
describe('GET /api/metrics: the e-mail outbox backlog', () => {
  const clock = new SettableClock('2026-11-27T17:00:00.000Z');
  let shop: TestApp;
  beforeAll(async () => {
    // No SMTP_URL and no worker timer: what is enqueued stays pending.
    shop = await startTestApp({ clock, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => shop.close());

  async function scrape(): Promise<Record<string, number>> {
    const text = (await request(shop.http).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200))
      .text;
    const lines = text.split('\n').filter((line) => line.startsWith('shop_email_outbox_'));
    return Object.fromEntries(
      lines.map((line) => [line.slice(0, line.lastIndexOf(' ')), Number(line.split(' ').at(-1))]),
    );
  }

  async function enqueue(key: string, status: 'pending' | 'sent' | 'failed', createdAt: string): Promise<void> {
    await shop.dataSource.query(
      `INSERT INTO email_outbox (kind, "dedupeKey", "toAddress", subject, "textBody", status, "createdAt")
       VALUES ('order_confirmation', $1, 'asha@example.com', 'Your order', 'Thank you', $2, $3)`,
      [key, status, createdAt],
    );
  }

  it('reads an empty outbox as nothing waiting', async () => {
    expect(await scrape()).toEqual({
      'shop_email_outbox_emails{status="pending"}': 0,
      'shop_email_outbox_emails{status="failed"}': 0,
      shop_email_outbox_oldest_pending_seconds: 0,
    });
  });

  it('counts waiting and given-up e-mails, and ages the oldest waiting one by the clock', async () => {
    await enqueue('a', 'pending', '2026-11-27T16:50:00.000Z');
    await enqueue('b', 'pending', '2026-11-27T16:59:00.000Z');
    await enqueue('c', 'sent', '2026-11-27T10:00:00.000Z');
    await enqueue('d', 'failed', '2026-11-27T11:00:00.000Z');
    expect(await scrape()).toEqual({
      'shop_email_outbox_emails{status="pending"}': 2,
      'shop_email_outbox_emails{status="failed"}': 1,
      shop_email_outbox_oldest_pending_seconds: 600,
    });
    clock.set('2026-11-27T18:00:00.000Z');
    expect((await scrape()).shop_email_outbox_oldest_pending_seconds).toBe(4200);
  });
});
