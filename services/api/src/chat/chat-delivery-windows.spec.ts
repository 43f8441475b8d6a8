import { deliveryWindowsSchema, type OfferedWindow } from '@shop/contracts/delivery-windows';
import { say, storedMessages } from '../../test/chat-helpers.js';
import { placeOrder, shopperWithCart } from '../../test/checkout-helpers.js';
import { SettableClock } from '../../test/renewal-helpers.js';
import { browser } from '../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/** Wednesday 25 November 2026, noon in Cumming (EST, UTC−5): Thursday's windows close at 8 PM tonight. */
const WEDNESDAY_NOON = '2026-11-25T17:00:00.000Z';
const SATURDAY = '2026-11-28';

describe('the chat answers delivery-window questions from the live schedule', () => {
  const clock = new SettableClock(WEDNESDAY_NOON);
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp({
      clock,
      env: { PAYMENT_PAY_ON_DELIVERY: 'true', PAY_ON_DELIVERY_MAX_OPEN_ORDERS: '10' },
    });
  });
  afterAll(() => shop.close());
  beforeEach(() => clock.set(WEDNESDAY_NOON));

  const visitor = () => browser(shop);

  async function offered(zipCode: string): Promise<OfferedWindow[]> {
    const response = await visitor().get(`/api/delivery-windows?zipCode=${zipCode}`).expect(200);
    return deliveryWindowsSchema.parse(response.body).windows;
  }

  async function forsythZoneId(): Promise<number> {
    const [zone] = await shop.dataSource.query(`SELECT id FROM delivery_zones WHERE name = 'Forsyth County'`);
    return zone.id as number;
  }

  it('lists the next windows with room for a ZIP, each with its cutoff, and remembers the ZIP it answered for', async () => {
    const answer = await say(visitor(), 'when can you deliver to 30041?');
    expect(answer.response).toContain(
      'We deliver to 30041 (Forsyth County) on Mondays, Tuesdays, Wednesdays, Thursdays, Fridays and Saturdays. The next windows with room:',
    );
    expect(answer.response).toContain('• Thursday 26 November, 10:00 AM – 12:00 PM — order by 8:00 PM today');
    expect(answer.response).toContain('• Thursday 26 November, 2:00 PM – 4:00 PM — order by 8:00 PM today');
    expect(answer.response).toContain('• Thursday 26 November, 5:00 PM – 7:00 PM — order by 8:00 PM today');
    expect(answer.response).not.toContain('Friday 27 November');
    expect(answer.response).not.toContain('business days');
    const [, bot] = await storedMessages(shop, answer.sessionId);
    expect(bot).toMatchObject({ topic: 'delivery-window', sources: [{ kind: 'delivery-window', id: '30041' }] });
  });

  it('finds the zone of a town named in the question and says which ZIP it checked', async () => {
    const answer = await say(visitor(), 'next delivery slot for Alpharetta');
    expect(answer.response).toMatch(/Alpharetta \(Alpharetta, Milton and Johns Creek, ZIP 300\d\d\)/);
    expect(answer.response).toContain('Thursday 26 November, 10:00 AM – 1:00 PM — order by 8:00 PM today');
    expect(answer.response).toContain('Tell me your ZIP code to be sure about your street.');
  });

  it('asks a visitor for the ZIP, then answers the day asked when the ZIP comes alone, then "what about saturday?"', async () => {
    const client = visitor();
    const asked = await say(client, 'do you deliver tomorrow?');
    expect(asked.response).toContain('Which ZIP code should I check?');
    const zip = await say(client, '30040', asked.sessionId);
    expect(zip.response).toContain('Yes, we can deliver to 30040 (Forsyth County) tomorrow (Thursday 26 November):');
    expect(zip.response).toContain('• 10:00 AM – 12:00 PM: order by 8:00 PM today');
    expect(zip.response).toContain('You choose your window at checkout.');
    const saturday = await say(client, 'what about saturday?', asked.sessionId);
    expect(saturday.response).toContain('Yes, we can deliver to 30040 (Forsyth County) on Saturday 28 November:');
    expect(saturday.response).toContain('• 5:00 PM – 7:00 PM: order by 8:00 PM Friday');
  });

  it('answers a signed-in shopper for the ZIP they last had delivered to', async () => {
    const shopper = await shopperWithCart(shop, [{ productId: 1, quantity: 1 }]);
    await placeOrder(shopper, 'pay_on_delivery', undefined, { zipCode: '30004', city: 'Alpharetta' }).expect(201);
    const answer = await say(shopper, 'can I get it Saturday?');
    expect(answer.response).toContain(
      'Yes, we can deliver to your address in 30004 (Alpharetta, Milton and Johns Creek) on Saturday 28 November:',
    );
    expect(answer.response).toContain('• 10:00 AM – 1:00 PM: order by 8:00 PM Friday');
    expect(answer.response).toContain('• 4:00 PM – 7:00 PM: order by 8:00 PM Friday');
  });

  it('says a day the zone has no window is not a delivery day, and names the days it has', async () => {
    const answer = await say(visitor(), 'do you deliver on sunday to 30041');
    expect(answer.response).toContain(
      "We don't deliver to 30041 (Forsyth County) on Sundays: our delivery days there are Monday, Tuesday, Wednesday, Thursday, Friday and Saturday.",
    );
    expect(answer.response).toContain('The next windows with room:');
  });

  it('shuts a day at its cutoff: open at 7:59:59 PM the evening before, too late at 8:00 PM', async () => {
    clock.set('2026-11-26T00:59:59.000Z');
    const open = await say(visitor(), 'do you deliver tomorrow to 30041?');
    expect(open.response).toContain('• 10:00 AM – 12:00 PM: order by 8:00 PM today');
    clock.set('2026-11-26T01:00:00.000Z');
    const late = await say(visitor(), 'do you deliver tomorrow to 30041?');
    expect(late.response).toContain(
      "It's too late to order for tomorrow (Thursday 26 November): orders for 30041 (Forsyth County) closed at 8:00 PM today.",
    );
    expect(late.response).toContain(
      'The next windows with room:\n• Friday 27 November, 10:00 AM – 12:00 PM — order by 8:00 PM tomorrow',
    );
  });

  it('says a closed day is closed, with its reason, and offers the next windows', async () => {
    await shop.dataSource.query(
      `INSERT INTO delivery_closures ("zoneId", "windowId", "fromDate", "toDate", reason) VALUES ($1, NULL, '2026-11-26', '2026-11-26', 'Thanksgiving')`,
      [await forsythZoneId()],
    );
    try {
      const answer = await say(visitor(), 'can you deliver thursday to 30041?');
      expect(answer.response).toContain(
        "We're closed tomorrow (Thursday 26 November): Thanksgiving. No deliveries to 30041 (Forsyth County) that day.",
      );
      expect(answer.response).toContain('The next windows with room:\n• Friday 27 November, 10:00 AM – 12:00 PM');
      // The shop's Christmas closure from the seed, read the Monday before.
      clock.set('2026-12-21T17:00:00.000Z');
      const christmas = await say(visitor(), 'can i get it friday? my zip is 30041');
      expect(christmas.response).toContain("We're closed on Friday 25 December: Christmas Day.");
      expect(christmas.response).toContain('• Saturday 26 December, 10:00 AM – 12:00 PM — order by 8:00 PM Friday');
    } finally {
      await shop.dataSource.query(`DELETE FROM delivery_closures WHERE reason = 'Thanksgiving'`);
    }
  });

  it('counts places from the bookings: a full window is marked, a full Saturday says so and offers the next windows', async () => {
    await shop.dataSource.query(`UPDATE delivery_windows SET capacity = 1 WHERE "zoneId" = $1 AND weekday = 6`, [
      await forsythZoneId(),
    ]);
    const saturday = (await offered('30040')).filter((window) => window.date === SATURDAY);
    expect(saturday).toHaveLength(3);
    const [first, ...others] = saturday;
    const book = async (window: OfferedWindow) => {
      const shopper = await shopperWithCart(shop, [{ productId: 2, quantity: 1 }]);
      await placeOrder(shopper, 'pay_on_delivery', undefined, {
        deliveryWindow: { windowId: window.windowId, date: window.date },
      }).expect(201);
    };

    await book(first!);
    const partly = await say(visitor(), 'can I get it Saturday? 30041');
    expect(partly.response).toContain('Yes, we can deliver to 30041 (Forsyth County) on Saturday 28 November:');
    expect(partly.response).toContain('• 10:00 AM – 12:00 PM: full');
    expect(partly.response).toContain('• 2:00 PM – 4:00 PM: order by 8:00 PM Friday');

    for (const window of others) await book(window);
    const full = await say(visitor(), 'can I get it Saturday? 30041');
    expect(full.response).toContain('Saturday 28 November is full: every window for 30041 (Forsyth County) is booked.');
    expect(full.response).toContain(
      'The next windows with room:\n• Monday 30 November, 10:00 AM – 12:00 PM — order by 8:00 PM Sunday',
    );
    expect(full.response).not.toContain('Yes, we can deliver');
  });

  it('says a ZIP outside the area is outside, as the delivery-area answer does, and an unknown ZIP unknown', async () => {
    const outside = await say(visitor(), 'when can you deliver to 90210?');
    expect(outside.response).toContain("Sorry, we don't deliver to 90210 (Beverly Hills, CA) yet");
    expect(outside.response).not.toContain('order by');
    const unknown = await say(visitor(), 'next delivery slot for 00000');
    expect(unknown.response).toContain("I couldn't find ZIP code 00000.");
    const texas = await say(visitor(), 'can you deliver to texas on saturday');
    expect(texas.response).toContain("Sorry, we don't deliver to Texas.");
  });

  it('leaves shipping times, the area check and a shopper’s own delivery to their answers', async () => {
    const howLong = await say(visitor(), 'how long does delivery take to 30041');
    const [, bot] = await storedMessages(shop, howLong.sessionId);
    expect(bot!.topic).toBe('delivery-area,shipping');
    const area = await say(visitor(), 'do you deliver to 30041?');
    expect((await storedMessages(shop, area.sessionId))[1]!.topic).toBe('delivery-area');
    const open = await say(visitor(), 'are you open on saturday?');
    expect((await storedMessages(shop, open.sessionId))[1]!.topic).toBe('contact');
  });
});
