import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { productListSchema, type Product } from '@shop/contracts/products';
import { subscriptionPlanListSchema } from '@shop/contracts/subscription-plans';
import { createSubscriptionCheckoutResponseSchema, subscriptionListSchema } from '@shop/contracts/subscriptions';
import type { Clock } from '../src/common/clock.js';
import { browser, newShopper } from './shopper-agent.js';
import type { TestApp } from './test-app.js';

/** A clock the test sets to any moment: renewals are counted in calendar months, so tests name dates. */
export class SettableClock implements Clock {
  private current: Date;
  constructor(at: string | Date) {
    this.current = new Date(at);
  }
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(at: string | Date): Date {
    this.current = new Date(at);
    return this.now();
  }
  advanceHours(hours: number): Date {
    return this.set(new Date(this.current.getTime() + hours * 3_600_000));
  }
}

export const homeAddress = {
  address: '1 Main St',
  city: 'Cumming',
  state: 'GA',
  zipCode: '30040',
  phone: '4045550100',
};

export type Shopper = ReturnType<typeof browser>;

/** The seeded oils by name, with their ids. */
export async function oilsByName(shop: TestApp): Promise<Map<string, Product>> {
  const products = productListSchema.parse((await request(shop.http).get('/api/products?category=oils')).body);
  return new Map(products.map((product) => [product.name, product]));
}

/** The id of the plan with this many bottles. */
export async function planWithBottles(shop: TestApp, bottleCount: number): Promise<number> {
  const plans = subscriptionPlanListSchema.parse((await request(shop.http).get('/api/subscriptions/plans')).body);
  return plans.find((plan) => plan.bottleCount === bottleCount)!.id;
}

/** A new shopper subscribes through HTTP, paying on delivery (the app must run with PAYMENT_PAY_ON_DELIVERY). */
export async function subscribe(
  shop: TestApp,
  planId: number,
  selectedOils: number[],
): Promise<{ shopper: Shopper; subscriptionId: number }> {
  const shopper = browser(shop);
  await shopper.post('/api/auth/register', newShopper()).expect(201);
  const response = await shopper.agent
    .post('/api/create-subscription-checkout')
    .set('Sec-Fetch-Site', 'same-origin')
    .set('Idempotency-Key', randomUUID())
    .send({ planId, shippingAddress: homeAddress, selectedOils })
    .expect(200);
  const answer = createSubscriptionCheckoutResponseSchema.parse(response.body);
  if (!('redirectUrl' in answer)) throw new Error(`Expected pay on delivery, got ${JSON.stringify(answer)}`);
  const subscriptionId = Number(new URL(answer.redirectUrl, 'http://shop').searchParams.get('subscription_id'));
  return { shopper, subscriptionId };
}

/** PUT with the headers of a same-origin page. */
export function put(shopper: Shopper, path: string, body: object) {
  return shopper.agent.put(path).set('Sec-Fetch-Site', 'same-origin').send(body);
}

/** The shopper's one subscription as the manage page reads it. */
export async function subscriptionView(shopper: Shopper) {
  const [subscription] = subscriptionListSchema.parse((await shopper.get('/api/subscriptions').expect(200)).body);
  return subscription!;
}

export interface BoxRow {
  sequence: number;
  renewsAt: string;
  cutoffAt: string;
  state: string;
  reserved: boolean;
  skipReason: string | null;
  shortOils: { productId: number; name: string }[];
  orderId: number | null;
  /** The order's lines (product ids) and address, when the box is an order. */
  orderOils: number[] | null;
  orderAddress: Record<string, string> | null;
}

/** Every box of a subscription with its order, read straight from the database. */
export async function boxes(shop: TestApp, subscriptionId: number): Promise<BoxRow[]> {
  const rows: (Omit<BoxRow, 'renewsAt' | 'cutoffAt' | 'orderOils'> & {
    renewsAt: Date;
    cutoffAt: Date;
    items: { productId: number }[] | null;
  })[] = await shop.dataSource.query(
    `SELECT c.sequence, c."renewsAt", c."cutoffAt", c.state, c.reserved, c."skipReason", c."shortOils", c."orderId",
            o.items, o."shippingAddress" AS "orderAddress"
     FROM subscription_cycles c LEFT JOIN orders o ON o.id = c."orderId"
     WHERE c."subscriptionId" = $1 ORDER BY c.sequence`,
    [subscriptionId],
  );
  return rows.map(({ items, renewsAt, cutoffAt, ...row }) => ({
    ...row,
    renewsAt: renewsAt.toISOString(),
    cutoffAt: cutoffAt.toISOString(),
    orderOils: items ? items.map((item) => item.productId) : null,
  }));
}

/** How many orders a subscription has, however they are linked to its boxes. */
export async function orderCount(shop: TestApp, subscriptionId: number): Promise<number> {
  const [{ count }] = await shop.dataSource.query(
    `SELECT count(*)::int AS count FROM orders WHERE "subscriptionId" = $1`,
    [subscriptionId],
  );
  return count as number;
}

export async function setStock(shop: TestApp, productId: number, stock: number): Promise<void> {
  await shop.dataSource.query(`UPDATE products SET stock = $1 WHERE id = $2`, [stock, productId]);
}

export async function stockOf(shop: TestApp, productIds: number[]): Promise<number[]> {
  const rows: { id: number; stock: number }[] = await shop.dataSource.query(
    `SELECT id, stock FROM products WHERE id = ANY($1::int[])`,
    [productIds],
  );
  return productIds.map((id) => rows.find((row) => row.id === id)!.stock);
}

export async function lowestStock(shop: TestApp): Promise<number> {
  const [{ lowest }] = await shop.dataSource.query(`SELECT min(stock)::int AS lowest FROM products`);
  return lowest as number;
}

/**
 * Ends every subscription written so far, so the next test's clock renews only its own. (One app
 * per test file: the tests of a file share the database.)
 */
export async function retireSubscriptions(shop: TestApp): Promise<void> {
  await shop.dataSource.query(`UPDATE subscriptions SET status = 'cancelled' WHERE status <> 'cancelled'`);
}
