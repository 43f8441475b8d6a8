import { LOW_STOCK_THRESHOLD, todaySchema, type Today } from '@shop/contracts/admin-today';
import { placeOrderResponseSchema } from '@shop/contracts/orders';
import { placeOrder, shopperWithCart } from '../../test/checkout-helpers.js';
import { oilsByName, planWithBottles, SettableClock, setStock, subscribe } from '../../test/renewal-helpers.js';
import { signedInAs, type SignedInAgent } from '../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { RenewalsService } from '../subscriptions/renewals.service.js';

/** A 10-day cutoff, so a box can be locked (bottles set aside) and still renew beyond the 7-day pick list. */
const CUTOFF_HOURS = 240;
const NOW = '2026-04-11T00:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(new Date(NOW).getTime() + days * DAY_MS);

describe('back office: GET /api/admin/today', () => {
  const clock = new SettableClock(NOW);
  let shop: TestApp;
  let staff: SignedInAgent;

  beforeAll(async () => {
    shop = await startTestApp({
      clock,
      env: { PAYMENT_PAY_ON_DELIVERY: 'true', SUBSCRIPTION_CUTOFF_HOURS: String(CUTOFF_HOURS) },
    });
    staff = await signedInAs(shop, 'staff');
  });
  afterAll(() => shop.close());

  const today = async (): Promise<Today> => todaySchema.parse((await staff.get('/api/admin/today').expect(200)).body);

  it('answers the day’s numbers from the database as it stands', async () => {
    const oils = [...(await oilsByName(shop)).values()].filter((oil) => oil.inStock === 'true');
    const [o0, o1, o2, o3, o4, o5] = oils.map((oil) => oil.id) as [number, number, number, number, number, number];
    const essentials = await planWithBottles(shop, 2);

    // Subscriptions started on different days: box 1 renews a calendar month later, its cutoff 10 days before.
    const startedOn = async (iso: string, selectedOils: number[]) => {
      clock.set(iso);
      return (await subscribe(shop, essentials, selectedOils)).subscriptionId;
    };
    const shipped = await startedOn('2026-03-10T12:00:00.000Z', [o0, o1]); // renews 04-10: before now, ships
    await startedOn('2026-03-12T12:00:00.000Z', [o0, o1]); // renews 04-12: locked, in the pick list
    await startedOn('2026-03-15T12:00:00.000Z', [o0, o2]); // renews 04-15: locked, in the pick list
    await startedOn('2026-03-20T12:00:00.000Z', [o3, o4]); // renews 04-20: locked, beyond 7 days
    const held = await startedOn('2026-03-13T12:00:00.000Z', [o0, o5]); // renews 04-13: o5 short, held
    await startedOn('2026-03-30T12:00:00.000Z', [o1, o2]); // renews 04-30: cutoff 04-20, still scheduled

    const [{ stock: o5Stock }] = (await shop.dataSource.query(`SELECT stock FROM products WHERE id = $1`, [o5])) as [
      { stock: number },
    ];
    await setStock(shop, o5, 0);
    clock.set(NOW);
    await shop.app.get(RenewalsService).runDue(clock.now());
    await setStock(shop, o5, o5Stock);
    const states = (await shop.dataSource.query(
      `SELECT "subscriptionId", sequence, state FROM subscription_cycles WHERE sequence = 1 ORDER BY "subscriptionId"`,
    )) as { subscriptionId: number; state: string }[];
    expect(states.map((row) => row.state)).toEqual(['ordered', 'locked', 'locked', 'locked', 'held', 'scheduled']);
    // A failed box of the last 30 days needs attention; one of 32 days ago is history.
    await shop.dataSource.query(
      `UPDATE subscription_cycles SET state = 'failed' WHERE "subscriptionId" = $1 AND sequence IN (0, 1)`,
      [shipped],
    );

    // Orders: every box order so far is delivered; then one order in each status, in three ZIP codes.
    await shop.dataSource.query(`UPDATE orders SET status = 'delivered'`);
    const spice = (await shop.dataSource.query(
      `SELECT id FROM products WHERE category = 'spices' AND stock > 20 ORDER BY id LIMIT 1`,
    )) as [{ id: number }];
    const orderIn = async (status: string, zipCode: string) => {
      const client = await shopperWithCart(shop, [{ productId: spice[0].id, quantity: 1 }]);
      const { id } = placeOrderResponseSchema.parse(
        (await placeOrder(client, 'pay_on_delivery').expect(201)).body,
      ).order;
      await shop.dataSource.query(
        `UPDATE orders SET status = $1, "zipCode" = $2::text,
                 "shippingAddress" = jsonb_set("shippingAddress", '{zipCode}', to_jsonb($2::text))
          WHERE id = $3`,
        [status, zipCode, id],
      );
      return id;
    };
    const paid40 = await orderIn('paid', '30040');
    const confirmed41 = await orderIn('confirmed', '30041');
    const confirmed40 = await orderIn('confirmed', '30040');
    const out28 = await orderIn('out_for_delivery', '30028');
    await orderIn('pending', '30040');
    await orderIn('packed', '30040');
    await orderIn('delivered', '30041');
    const failed41 = await orderIn('to_reschedule', '30041');

    // The inbox by status, whatever the age: an open handoff (a closed one and a plain chat do not
    // count), an open contact message of last month (an answered and a closed one do not), and
    // inquiries new and in progress (quoted, won and lost ones do not).
    await shop.dataSource.query(
      `INSERT INTO chat_sessions (id, "handoffState", "handoffRequestedAt")
       VALUES ('today-open', 'open', $1), ('today-closed', 'closed', $1), ('today-none', 'none', NULL)`,
      [daysFromNow(-1)],
    );
    await shop.dataSource.query(
      `INSERT INTO contact_messages ("firstName", "lastName", email, subject, message, status, "createdAt")
       VALUES ('Ravi', 'Iyer', 'ravi@example.com', 'Hello', 'Old but open', 'open', $2),
              ('New', 'One', 'new@example.com', 'Hi', 'Answered', 'answered', $1),
              ('Done', 'One', 'done@example.com', 'Hi', 'Closed', 'closed', $1)`,
      [daysFromNow(-1), daysFromNow(-40)],
    );
    await shop.dataSource.query(
      `INSERT INTO business_inquiries ("businessName", "contactName", "businessType", email, phone, requirements, status, "createdAt")
       SELECT 'Lanier Deli', 'Mina', 'restaurant', 'mina@example.com', '4045550100', 'Oil by the case', status, $1
         FROM unnest(ARRAY['new', 'in_progress', 'quoted', 'won', 'lost']) AS status`,
      [daysFromNow(-40)],
    );

    // Stock: one product at the threshold, one just above it.
    await setStock(shop, o3, LOW_STOCK_THRESHOLD);
    await setStock(shop, o4, LOW_STOCK_THRESHOLD + 1);

    const answer = await today();
    const ids = (groups: Today['toPack']) =>
      groups.map((group) => ({ zipCode: group.zipCode, ids: group.orders.map((order) => order.id) }));
    expect(ids(answer.toPack)).toEqual([
      { zipCode: '30040', ids: [paid40, confirmed40] },
      { zipCode: '30041', ids: [confirmed41] },
    ]);
    expect(answer.toPack[0]!.orders[0]).toEqual({
      id: paid40,
      customerName: expect.any(String),
      status: 'paid',
      orderedAt: expect.any(String),
      subscriptionId: null,
    });
    expect(ids(answer.outForDelivery)).toEqual([{ zipCode: '30028', ids: [out28] }]);
    expect(ids(answer.toReschedule)).toEqual([{ zipCode: '30041', ids: [failed41] }]);
    expect(answer.inbox).toEqual({ openChatHandoffs: 1, openContactMessages: 1, openBusinessInquiries: 2 });
    expect(answer.renewals).toEqual({ held: 1, failed: 1 });

    const lowIds = answer.lowStock.map((product) => product.id);
    expect(lowIds).toContain(o3);
    expect(lowIds).not.toContain(o4);
    expect(answer.lowStock.every((product) => product.stock <= LOW_STOCK_THRESHOLD)).toBe(true);
    expect(answer.lowStock.find((product) => product.id === o3)?.stock).toBe(LOW_STOCK_THRESHOLD);

    // Locked boxes renewing 04-12 ([o0, o1]) and 04-15 ([o0, o2]); not 04-20's, the held one or the scheduled one.
    expect(answer.pickListBoxes).toBe(2);
    const names = new Map(oils.map((oil) => [oil.id, oil.name]));
    expect([...answer.pickList].sort((a, b) => a.productId - b.productId)).toEqual(
      [
        { productId: o0, name: names.get(o0), bottles: 2 },
        { productId: o1, name: names.get(o1), bottles: 1 },
        { productId: o2, name: names.get(o2), bottles: 1 },
      ].sort((a, b) => a.productId - b.productId),
    );
    expect(held).toEqual(expect.any(Number));
    expect(answer.generatedAt).toBe(NOW);
  });

  it('refuses shoppers', async () => {
    const shopper = await signedInAs(shop, 'shopper');
    await shopper.get('/api/admin/today').expect(403);
  });
});
