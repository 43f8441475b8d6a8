import { formatUsd, toCents } from '@shop/contracts/money';
import { orderListSchema, orderSchema, placeOrderResponseSchema, type Order } from '@shop/contracts/orders';
import type { Subscription } from '@shop/contracts/subscriptions';
import { say, storedMessages } from '../../test/chat-helpers.js';
import { placeOrder, shopperWithCart } from '../../test/checkout-helpers.js';
import { browser } from '../../test/shopper-agent.js';
import {
  boxAddress,
  boxCatalog,
  mySubscriptions,
  signedInShopper,
  subscribe,
  subscribedId,
  type Shopper,
} from '../../test/subscription-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/** A renewal date as the bot says it: the shop's team is in Georgia. */
const asTheBotSaysIt = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/New_York',
  }).format(new Date(iso));

const WHERE_IS_MY_ORDER = 'where is my order?';
const NEXT_BOX = 'when is my next box?';

describe("the chat's answers about a shopper's own orders and boxes", () => {
  let shop: TestApp;
  let orderer: Shopper;
  let order: Order;
  let subscriber: Shopper;
  let subscription: Subscription;

  beforeAll(async () => {
    // Pay on delivery, as the subscription suites run: orders are confirmed and boxes active at once.
    shop = await startTestApp({ env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    const catalog = await boxCatalog(shop);

    orderer = await shopperWithCart(shop, [{ productId: catalog.oils[0]!.id, quantity: 2 }]);
    order = placeOrderResponseSchema.parse((await placeOrder(orderer, 'pay_on_delivery').expect(201)).body).order;

    subscriber = await signedInShopper(shop);
    const subscribed = await subscribe(subscriber, {
      planId: catalog.planWith(2).id,
      shippingAddress: boxAddress,
      selectedOils: [catalog.oils[1]!.id, catalog.oils[2]!.id],
    }).expect(200);
    const id = subscribedId(subscribed);
    subscription = (await mySubscriptions(subscriber)).find((candidate) => candidate.id === id)!;
  }, 60_000);
  afterAll(() => shop.close());

  /** What must never reach anyone but the shopper who placed the order or holds the box. */
  function expectNothingOfOthers(response: string) {
    expect(response).not.toContain(`/orders/${order.id})`);
    expect(response).not.toContain(`#${order.id}]`);
    expect(response).not.toContain(subscription.planName);
    expect(response).not.toContain(asTheBotSaysIt(subscription.nextBox!.renewsAt));
  }

  it('tells a shopper with a pay-on-delivery order its number, status and link', async () => {
    expect(orderSchema.parse(order)).toMatchObject({ status: 'confirmed', paymentMethod: 'pay_on_delivery' });
    const answer = await say(orderer, WHERE_IS_MY_ORDER);
    expect(answer.response).toContain(`[Order #${order.id}](/orders/${order.id})`);
    expect(answer.response).toContain('confirmed');
    expect(answer.response).toContain(formatUsd(toCents(order.total)));
    const [, bot] = await storedMessages(shop, answer.sessionId);
    expect(bot).toMatchObject({ topic: 'my-orders', sources: [{ kind: 'order', id: String(order.id) }] });
  });

  it('tells a subscriber their plan and the date their next box renews', async () => {
    const box = subscription.nextBox!;
    expect(subscription.status).toBe('active');
    const answer = await say(subscriber, NEXT_BOX);
    expect(answer.response).toContain(subscription.planName);
    expect(answer.response).toContain(`renews on ${asTheBotSaysIt(box.renewsAt)}`);
    expect(answer.response).toContain('(/subscriptions/manage)');
    // The box's oils, as chosen.
    for (const oil of box.oils) expect(answer.response).toContain(oil.name);
    const [, bot] = await storedMessages(shop, answer.sessionId);
    expect(bot).toMatchObject({
      topic: 'my-subscription',
      sources: [{ kind: 'subscription', id: String(subscription.id) }],
    });
  });

  it('asks an anonymous visitor to sign in, and shows no order or box', async () => {
    const visitor = browser(shop);
    const orders = await say(visitor, WHERE_IS_MY_ORDER);
    expect(orders.response).toContain('[sign in](/login?returnTo=%2Forders)');
    expect(orders.response).not.toContain('Order #');
    expectNothingOfOthers(orders.response);
    const boxes = await say(visitor, NEXT_BOX, orders.sessionId);
    expect(boxes.response).toContain('[sign in](/login?returnTo=%2Fsubscriptions%2Fmanage)');
    expectNothingOfOthers(boxes.response);
    expect((await storedMessages(shop, orders.sessionId)).filter((row) => row.isBot)).toMatchObject([
      { topic: 'my-orders', sources: [] },
      { topic: 'my-subscription', sources: [] },
    ]);
  });

  it("never shows another signed-in shopper the first shopper's orders or plan", async () => {
    const other = await signedInShopper(shop);
    const orders = await say(other, WHERE_IS_MY_ORDER);
    expect(orders.response).toContain('You have no orders yet');
    expectNothingOfOthers(orders.response);
    const boxes = await say(other, NEXT_BOX, orders.sessionId);
    expect(boxes.response).toContain("You don't have a subscription box yet");
    expectNothingOfOthers(boxes.response);
    // Nor in the first shopper's own conversation, whose id they might hold.
    const ordererConversation = await say(orderer, 'Thanks');
    const intruding = await say(other, WHERE_IS_MY_ORDER, ordererConversation.sessionId);
    expect(intruding.sessionId).not.toBe(ordererConversation.sessionId);
    expectNothingOfOthers(intruding.response);
  });

  it("answers each shopper from their own records only: the subscriber's box order, the orderer's lack of a box", async () => {
    const [boxOrder] = orderListSchema.parse((await subscriber.get('/api/orders').expect(200)).body);
    expect(boxOrder?.subscriptionId).toBe(subscription.id);
    const orders = await say(subscriber, WHERE_IS_MY_ORDER);
    expect(orders.response).toContain(`[Order #${boxOrder!.id}](/orders/${boxOrder!.id})`);
    expect(orders.response).toContain('(subscription box)');
    expect(orders.response).not.toContain(`#${order.id}]`);
    const boxes = await say(orderer, NEXT_BOX);
    expect(boxes.response).toContain("You don't have a subscription box yet");
    expect(boxes.response).not.toContain(subscription.planName);
  });
});
