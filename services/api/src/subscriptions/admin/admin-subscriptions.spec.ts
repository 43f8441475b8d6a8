import {
  adminSubscriptionPageSchema,
  adminSubscriptionSchema,
  heldRenewalPageSchema,
  type AdminSubscription,
} from '@shop/contracts/admin-subscriptions';
import { subscriptionListSchema } from '@shop/contracts/subscriptions';
import { apiErrorSchema } from '@shop/contracts/errors';
import { signedInAs, type SignedInAgent } from '../../../test/team-helpers.js';
import {
  homeAddress,
  oilsByName,
  planWithBottles,
  SettableClock,
  setStock,
  subscribe,
  type Shopper,
} from '../../../test/renewal-helpers.js';
import { storedSubscription } from '../../../test/subscription-helpers.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { RenewalsService } from '../renewals.service.js';

const STARTED_AT = '2026-03-10T12:00:00.000Z';
const BOX_1_RENEWS = '2026-04-10T12:00:00.000Z';
const BOX_1_CUTOFF_PASSED = '2026-04-08T12:00:00.000Z';

describe('back office: subscriptions on the shopper’s behalf', () => {
  const clock = new SettableClock(STARTED_AT);
  let shop: TestApp;
  let staff: SignedInAgent;
  let essentials: number;
  let oilIds: number[];

  beforeAll(async () => {
    shop = await startTestApp({ clock, env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    staff = await signedInAs(shop, 'staff');
    essentials = await planWithBottles(shop, 2);
    oilIds = [...(await oilsByName(shop)).values()].filter((oil) => oil.inStock === 'true').map((oil) => oil.id);
  });
  beforeEach(() => clock.set(STARTED_AT));
  afterAll(() => shop.close());

  async function subscriber(): Promise<{ shopper: Shopper; id: number; email: string }> {
    const { shopper, subscriptionId } = await subscribe(shop, essentials, oilIds.slice(0, 2));
    const [row] = await shop.dataSource.query(
      `SELECT u.email FROM subscriptions s JOIN users u ON u.id = s."userId" WHERE s.id = $1`,
      [subscriptionId],
    );
    return { shopper, id: subscriptionId, email: (row as { email: string }).email };
  }

  const detail = async (id: number): Promise<AdminSubscription> =>
    adminSubscriptionSchema.parse((await staff.get(`/api/admin/subscriptions/${id}`).expect(200)).body);

  const act = (id: number, action: string, body?: object) =>
    staff.agent.post(`/api/admin/subscriptions/${id}/${action}`).set('Sec-Fetch-Site', 'same-origin').send(body);

  async function auditRows(id: number) {
    return (await shop.dataSource.query(
      `SELECT "actorEmail", action, "entityType", "entityId", before, after FROM audit_log
        WHERE "entityType" = 'subscription' AND "entityId" = $1 ORDER BY id`,
      [String(id)],
    )) as { actorEmail: string; action: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
  }

  /** A refused action: 409 with the reason, the subscription's rows as they were, no audit row. */
  async function refused(id: number, action: string, body: object | undefined, reason: string) {
    const before = { stored: await storedSubscription(shop, id), audit: await auditRows(id) };
    const response = await act(id, action, body).expect(409);
    expect(apiErrorSchema.parse(response.body)).toMatchObject({
      code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED',
      message: reason,
    });
    expect({ stored: await storedSubscription(shop, id), audit: await auditRows(id) }).toEqual(before);
  }

  it('shows one subscription with its plan, customer, address, oils and every box', async () => {
    const { id, email } = await subscriber();
    const subscription = await detail(id);
    expect(subscription).toMatchObject({
      id,
      status: 'active',
      paymentMethod: 'pay_on_delivery',
      plan: { id: essentials, bottleCount: 2 },
      customer: { email },
      shippingAddress: homeAddress,
      selectedOils: oilIds.slice(0, 2).map((productId) => ({ productId, name: expect.any(String) })),
      cancelAtPeriodEnd: false,
    });
    expect(subscription.cycles.map(({ sequence, state, renewsAt }) => ({ sequence, state, renewsAt }))).toEqual([
      { sequence: 0, state: 'ordered', renewsAt: STARTED_AT },
      { sequence: 1, state: 'scheduled', renewsAt: BOX_1_RENEWS },
    ]);
    expect(subscription.cycles[0]!.orderId).toEqual(expect.any(Number));
    expect(apiErrorSchema.parse((await staff.get('/api/admin/subscriptions/999999').expect(404)).body).code).toBe(
      'SUBSCRIPTION_NOT_FOUND',
    );
  });

  it('skips the next box for the shopper, audited, leaving another subscription untouched; a second skip is refused', async () => {
    const { shopper, id } = await subscriber();
    const other = await subscriber();
    const otherBefore = await storedSubscription(shop, other.id);

    const answer = adminSubscriptionSchema.parse((await act(id, 'skip').expect(200)).body);
    expect(answer.cycles[1]).toMatchObject({ state: 'skipped', skipReason: 'shopper' });
    expect(answer).toEqual(await detail(id));
    // The shopper sees it as if they had skipped it themselves.
    const [own] = subscriptionListSchema.parse((await shopper.get('/api/subscriptions').expect(200)).body);
    expect(own!.nextBox).toMatchObject({ state: 'skipped', renewsAt: BOX_1_RENEWS });

    const audit = await auditRows(id);
    expect(audit).toEqual([
      {
        actorEmail: staff.email,
        action: 'subscription.skip',
        entityType: 'subscription',
        entityId: String(id),
        before: expect.objectContaining({
          status: 'active',
          box: expect.objectContaining({ sequence: 1, state: 'scheduled' }),
        }),
        after: expect.objectContaining({
          status: 'active',
          box: expect.objectContaining({ sequence: 1, state: 'skipped', skipReason: 'shopper' }),
        }),
      },
    ]);
    expect(await storedSubscription(shop, other.id)).toEqual(otherBefore);
    expect(await auditRows(other.id)).toEqual([]);

    await refused(id, 'skip', undefined, 'The next box is already skipped.');
  });

  it('pauses and resumes for the shopper, each audited; resuming an active one and pausing twice are refused', async () => {
    const { id } = await subscriber();
    await refused(id, 'resume', undefined, 'This subscription is not paused.');

    const paused = adminSubscriptionSchema.parse((await act(id, 'pause', { months: 2 }).expect(200)).body);
    expect(paused).toMatchObject({ status: 'paused', pausedUntil: '2026-06-10T12:00:00.000Z' });
    expect(paused.cycles[1]).toMatchObject({ state: 'skipped', skipReason: 'paused' });
    await refused(id, 'pause', { months: 1 }, 'This subscription is already paused.');
    await refused(id, 'skip', undefined, 'This subscription is paused: its boxes are already skipped.');

    const resumed = adminSubscriptionSchema.parse((await act(id, 'resume').expect(200)).body);
    expect(resumed).toMatchObject({ status: 'active', pausedUntil: null });
    expect(resumed.cycles[1]).toMatchObject({ state: 'scheduled', skipReason: null });

    const audit = await auditRows(id);
    expect(audit.map((row) => row.action)).toEqual(['subscription.pause', 'subscription.resume']);
    expect(audit[0]!.before).toMatchObject({ status: 'active', pausedUntil: null });
    expect(audit[0]!.after).toMatchObject({ status: 'paused', pausedUntil: '2026-06-10T12:00:00.000Z' });
    expect(audit[1]!.after).toMatchObject({ status: 'active', box: expect.objectContaining({ state: 'scheduled' }) });
  });

  it('refuses a pause of the wrong length by naming the field, changing nothing', async () => {
    const { id } = await subscriber();
    const before = await storedSubscription(shop, id);
    const response = await act(id, 'pause', { months: 4 }).expect(400);
    expect(apiErrorSchema.parse(response.body).fieldErrors).toEqual([
      { field: 'months', message: 'Pause for 1 to 3 months' },
    ]);
    expect(await storedSubscription(shop, id)).toEqual(before);
    expect(await auditRows(id)).toEqual([]);
  });

  it('cancels at the end of the period for the shopper, audited; a second cancel is refused', async () => {
    const { id } = await subscriber();
    const cancelled = adminSubscriptionSchema.parse((await act(id, 'cancel').expect(200)).body);
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const [row] = await auditRows(id);
    expect(row).toMatchObject({
      action: 'subscription.cancel',
      before: { cancelAtPeriodEnd: false },
      after: { cancelAtPeriodEnd: true },
    });
    await refused(id, 'cancel', undefined, 'This subscription is already cancelled at the end of its period.');
    await refused(id, 'skip', undefined, 'This subscription ends at the end of its period.');
  });

  it('lists subscriptions by status and customer e-mail prefix, a page at a time', async () => {
    const first = await subscriber();
    const second = await subscriber();
    await act(second.id, 'pause', { months: 1 }).expect(200);

    const page = async (query: string) =>
      adminSubscriptionPageSchema.parse((await staff.get(`/api/admin/subscriptions?${query}`).expect(200)).body);

    const paused = await page('status=paused&pageSize=100');
    expect(paused.items.map((row) => row.id)).toContain(second.id);
    expect(paused.items.map((row) => row.id)).not.toContain(first.id);
    expect(paused.items.every((row) => row.status === 'paused')).toBe(true);

    const byEmail = await page(`email=${encodeURIComponent(first.email.slice(0, -3).toUpperCase())}`);
    expect(byEmail.items).toEqual([
      {
        id: first.id,
        customer: expect.objectContaining({ email: first.email }),
        planName: expect.any(String),
        status: 'active',
        cancelAtPeriodEnd: false,
        nextBoxAt: BOX_1_RENEWS,
        paymentMethod: 'pay_on_delivery',
      },
    ]);
    expect(byEmail.total).toBe(1);
    // A wildcard typed into the search is a character, not a pattern.
    expect((await page('email=%25')).total).toBe(0);

    const [{ total }] = await shop.dataSource.query(`SELECT count(*)::int AS total FROM subscriptions`);
    const one = await page('page=2&pageSize=1');
    expect(one).toMatchObject({ page: 2, pageSize: 1, total });
    expect(one.items).toHaveLength(1);
    const all = await page('pageSize=100');
    expect(all.items.map((row) => row.id)).toEqual([...all.items.map((row) => row.id)].sort((a, b) => b - a));
    expect(one.items[0]!.id).toBe(all.items[1]!.id);
    expect(await page('page=999')).toMatchObject({ items: [], total });

    const bad = await staff.get('/api/admin/subscriptions?status=sleeping').expect(400);
    expect(apiErrorSchema.parse(bad.body).fieldErrors?.[0]?.field).toBe('status');
  });

  it('lists boxes held for a short oil in the held-renewals queue, with the oil', async () => {
    await shop.dataSource.query(`UPDATE subscriptions SET status = 'cancelled' WHERE status <> 'cancelled'`);
    const { id, email } = await subscriber();
    const [short] = (await shop.dataSource.query(`SELECT name FROM products WHERE id = $1`, [oilIds[1]])) as {
      name: string;
    }[];
    const stockBefore = (await shop.dataSource.query(`SELECT stock FROM products WHERE id = $1`, [oilIds[1]])) as {
      stock: number;
    }[];
    await setStock(shop, oilIds[1]!, 0);
    clock.set(BOX_1_CUTOFF_PASSED);
    await shop.app.get(RenewalsService).runDue(clock.now());
    await setStock(shop, oilIds[1]!, stockBefore[0]!.stock);

    const queue = heldRenewalPageSchema.parse((await staff.get('/api/admin/subscriptions/held').expect(200)).body);
    const held = queue.items.filter((item) => item.subscriptionId === id);
    expect(held).toEqual([
      {
        cycleId: expect.any(Number),
        subscriptionId: id,
        state: 'held',
        renewsAt: BOX_1_RENEWS,
        customer: expect.objectContaining({ email }),
        planName: expect.any(String),
        paymentMethod: 'pay_on_delivery',
        shortOils: [{ productId: oilIds[1], name: short!.name }],
        reason: `Short at the cutoff: ${short!.name}. Waiting for a substitute.`,
      },
    ]);
    expect((await detail(id)).cycles[1]).toMatchObject({ state: 'held' });
    await shop.dataSource.query(`UPDATE subscriptions SET status = 'cancelled' WHERE id = $1`, [id]);
  });
});
