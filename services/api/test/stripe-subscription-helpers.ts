import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { productListSchema, type Product } from '@shop/contracts/products';
import { subscriptionPlanListSchema, type SubscriptionPlan } from '@shop/contracts/subscription-plans';
import { subscriptionListSchema, type Subscription } from '@shop/contracts/subscriptions';
import type { Clock } from '../src/common/clock.js';
import { browser, newShopper } from './shopper-agent.js';
import { signedEvent, type SignedEvent, type StripeDouble } from './stripe-double.js';
import type { TestApp } from './test-app.js';

/** An address in Cumming, GA: inside the delivery area. */
export const cardBoxAddress = {
  address: '100 Main Street',
  city: 'Cumming',
  state: 'GA',
  zipCode: '30040',
  phone: '4045550100',
};

/** A clock the test moves by hand (the app and the renewal runs read it). */
export class TestClock implements Clock {
  private current: Date;
  constructor(at: string) {
    this.current = new Date(at);
  }
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(at: string | Date): void {
    this.current = new Date(at);
  }
}

export type CardShopper = ReturnType<typeof browser> & { email: string };

/** A new signed-in shopper. */
export async function cardShopper(shop: TestApp): Promise<CardShopper> {
  const client = browser(shop);
  const account = newShopper();
  await client.post('/api/auth/register', account).expect(201);
  return { ...client, email: account.email };
}

/** The seeded plans, and the oils with bottles on the shelf. */
export async function cardCatalog(
  shop: TestApp,
): Promise<{ planWith(bottles: number): SubscriptionPlan; oils: Product[] }> {
  const products = productListSchema.parse((await request(shop.http).get('/api/products?category=oils')).body);
  const plans = subscriptionPlanListSchema.parse((await request(shop.http).get('/api/subscriptions/plans')).body);
  return {
    planWith: (bottles) => plans.find((plan) => plan.bottleCount === bottles)!,
    oils: products.filter((product) => product.inStock === 'true'),
  };
}

/** POST /api/create-subscription-checkout as the subscriptions page sends it. */
export function subscribeByCard(client: CardShopper, body: object, idempotencyKey: string = randomUUID()) {
  return client.agent
    .post('/api/create-subscription-checkout')
    .set('Sec-Fetch-Site', 'same-origin')
    .set('Idempotency-Key', idempotencyKey)
    .send(body);
}

/** The Checkout Session behind a `{url}` answer, as the double holds it, and our subscription's id from its metadata. */
export function checkoutBehind(stripe: StripeDouble, url: string) {
  const session = [...stripe.checkoutSessions.values()].find((candidate) => candidate.url === url);
  if (!session) throw new Error(`No open Checkout Session has the url ${url}`);
  return { sessionId: session.id, subscriptionId: Number(session.metadata.subscriptionId) };
}

export async function listSubscriptions(client: CardShopper): Promise<Subscription[]> {
  return subscriptionListSchema.parse((await client.get('/api/subscriptions').expect(200)).body);
}

/** A self-service call on /api/subscriptions/:id/<action>. */
export function selfService(client: CardShopper, id: number, action: string, body?: object) {
  return client.agent.post(`/api/subscriptions/${id}/${action}`).set('Sec-Fetch-Site', 'same-origin').send(body);
}

/** A webhook delivery to the shop, as Stripe posts it. */
export function deliver(shop: TestApp, event: SignedEvent, signature = event.signature) {
  return request(shop.http)
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(event.payload);
}

/** Every row the Stripe events may touch: subscriptions, their boxes, orders and the products' stock. */
export async function shopFingerprint(shop: TestApp): Promise<string> {
  const rows = await Promise.all([
    shop.dataSource.query(`SELECT * FROM subscriptions ORDER BY id`),
    shop.dataSource.query(`SELECT * FROM subscription_cycles ORDER BY id`),
    shop.dataSource.query(`SELECT * FROM orders ORDER BY id`),
    shop.dataSource.query(`SELECT id, stock FROM products ORDER BY id`),
  ]);
  return JSON.stringify(rows);
}

export async function stockOf(shop: TestApp, productIds: readonly number[]): Promise<number[]> {
  const rows: { id: number; stock: number }[] = await shop.dataSource.query(
    `SELECT id, stock FROM products WHERE id = ANY($1::int[])`,
    [productIds],
  );
  return productIds.map((id) => rows.find((row) => row.id === id)!.stock);
}

export interface StoredBox {
  sequence: number;
  renewsAt: string;
  cutoffAt: string;
  state: string;
  reserved: boolean;
  paid: boolean;
  skipReason: string | null;
  stripeInvoiceId: string | null;
  order: { status: string; total: string; subscriptionId: number; productIds: number[] } | null;
}

/** A subscription's boxes as stored, each with the order it became. */
export async function storedBoxes(shop: TestApp, subscriptionId: number): Promise<StoredBox[]> {
  const rows: {
    sequence: number;
    renewsAt: Date;
    cutoffAt: Date;
    state: string;
    reserved: boolean;
    paid: boolean;
    skipReason: string | null;
    stripeInvoiceId: string | null;
    orderStatus: string | null;
    total: string | null;
    orderSubscriptionId: number | null;
    items: { productId: number }[] | null;
  }[] = await shop.dataSource.query(
    `SELECT c.sequence, c."renewsAt", c."cutoffAt", c.state, c.reserved, c.paid, c."skipReason", c."stripeInvoiceId",
            o.status AS "orderStatus", o.total, o."subscriptionId" AS "orderSubscriptionId", o.items
     FROM subscription_cycles c LEFT JOIN orders o ON o.id = c."orderId"
     WHERE c."subscriptionId" = $1 ORDER BY c.sequence`,
    [subscriptionId],
  );
  return rows.map(({ renewsAt, cutoffAt, orderStatus, total, orderSubscriptionId, items, ...box }) => ({
    ...box,
    renewsAt: renewsAt.toISOString(),
    cutoffAt: cutoffAt.toISOString(),
    order:
      orderStatus === null
        ? null
        : {
            status: orderStatus,
            total: total!,
            subscriptionId: orderSubscriptionId!,
            productIds: items!.map((item) => item.productId),
          },
  }));
}

/** The subscription row as stored. */
export async function storedSubscription(shop: TestApp, id: number): Promise<Record<string, unknown>> {
  const [row] = (await shop.dataSource.query(`SELECT * FROM subscriptions WHERE id = $1`, [id])) as Record<
    string,
    unknown
  >[];
  return row!;
}

/** How many orders a subscription has. */
export async function ordersOf(shop: TestApp, subscriptionId: number): Promise<number> {
  const [{ count }] = await shop.dataSource.query(
    `SELECT count(*)::int AS count FROM orders WHERE "subscriptionId" = $1`,
    [subscriptionId],
  );
  return count as number;
}

export interface CardCheckout {
  client: CardShopper;
  subscriptionId: number;
  sessionId: string;
}

/** A new shopper's card checkout, open at the double. */
export async function openCardCheckout(shop: TestApp, stripe: StripeDouble, body: object): Promise<CardCheckout> {
  const client = await cardShopper(shop);
  const response = await subscribeByCard(client, body).expect(200);
  return { client, ...checkoutBehind(stripe, (response.body as { url: string }).url) };
}

/** The shopper pays at the double (the period starting at `periodStart`) and `checkout.session.completed` is delivered. */
export async function paidCardCheckout(shop: TestApp, stripe: StripeDouble, body: object, periodStart: Date) {
  const checkout = await openCardCheckout(shop, stripe, body);
  const paid = stripe.completeSubscriptionCheckout(checkout.sessionId, { periodStart });
  const delivered = await deliver(shop, signedEvent('checkout.session.completed', paid.session)).expect(200);
  if (delivered.body.outcome !== 'applied') throw new Error(`checkout.session.completed was ${delivered.body.outcome}`);
  return { ...checkout, stripeSubscriptionId: paid.subscription.id, paid };
}
