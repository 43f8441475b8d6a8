import { oilsByName, planWithBottles, SettableClock, subscribe } from '../../test/renewal-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { RenewalScheduler } from './renewal-scheduler.js';

/** Box 1 renews a calendar month after the start; its cutoff is 72 hours before, the reminder 48 hours before that. */
const STARTED_AT = '2026-03-10T12:00:00.000Z';
const BOX_1_CUTOFF = '2026-04-07T12:00:00.000Z';
const hoursBefore = (iso: string, hours: number) => new Date(new Date(iso).getTime() - hours * 3_600_000).toISOString();

describe('renewal reminders', () => {
  const clock = new SettableClock(STARTED_AT);
  let shop: TestApp;
  let scheduler: RenewalScheduler;

  beforeAll(async () => {
    shop = await startTestApp({ clock, env: { PAYMENT_PAY_ON_DELIVERY: 'true', PUBLIC_URL: 'http://shop.test' } });
    scheduler = shop.app.get(RenewalScheduler);
  });
  afterAll(() => shop.close());

  const reminders = () =>
    shop.dataSource.query(
      `SELECT "toAddress", subject, "textBody", "dedupeKey" FROM email_outbox WHERE kind = 'renewal_reminder' ORDER BY id`,
    ) as Promise<{ toAddress: string; subject: string; textBody: string; dedupeKey: string }[]>;

  async function tickAt(iso: string) {
    clock.set(iso);
    await scheduler.tick();
  }

  it('reminds each subscriber once per box, 48 hours before its cutoff, however often the scheduler ticks', async () => {
    const oils = [...(await oilsByName(shop)).values()].filter((oil) => oil.inStock === 'true');
    const plan = await planWithBottles(shop, 2);
    clock.set(STARTED_AT);
    const { subscriptionId } = await subscribe(shop, plan, [oils[0]!.id, oils[1]!.id]);
    const paused = await subscribe(shop, plan, [oils[0]!.id, oils[1]!.id]);
    await paused.shopper.agent
      .post(`/api/subscriptions/${paused.subscriptionId}/pause`)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ months: 1 })
      .expect(200);
    const [{ email, boxId }] = (await shop.dataSource.query(
      `SELECT u.email, c.id AS "boxId" FROM subscriptions s JOIN users u ON u.id = s."userId"
         JOIN subscription_cycles c ON c."subscriptionId" = s.id AND c.sequence = 1 WHERE s.id = $1`,
      [subscriptionId],
    )) as [{ email: string; boxId: number }];

    await tickAt(hoursBefore(BOX_1_CUTOFF, 49));
    expect(await reminders()).toEqual([]);

    await tickAt(hoursBefore(BOX_1_CUTOFF, 47));
    await tickAt(hoursBefore(BOX_1_CUTOFF, 46));
    await Promise.all([scheduler.tick(), scheduler.tick()]);
    await tickAt(hoursBefore(BOX_1_CUTOFF, 1));
    await tickAt(hoursBefore(BOX_1_CUTOFF, -1)); // past the cutoff: the box is locked

    const sent = await reminders();
    // The paused subscription skips its box at the cutoff: nothing to remind of.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ toAddress: email, dedupeKey: `renewal-reminder:${boxId}` });
    expect(sent[0]!.subject).toMatch(/renews on Friday, April 10, 2026$/);
    expect(sent[0]!.textBody).toContain(oils[0]!.name);
    expect(sent[0]!.textBody).toContain('Tuesday, April 7, 2026 at 8:00 AM');
    expect(sent[0]!.textBody).toContain('http://shop.test/subscriptions/manage');
  });
});
