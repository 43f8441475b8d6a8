import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { apiErrorSchema, type ApiError } from '@shop/contracts/errors';
import { productListSchema, type Product } from '@shop/contracts/products';
import { subscriptionPlanListSchema, type SubscriptionPlan } from '@shop/contracts/subscription-plans';
import {
  createSubscriptionCheckoutResponseSchema,
  subscriptionListSchema,
  type Subscription,
} from '@shop/contracts/subscriptions';
import type { Clock } from '../src/common/clock.js';
import { browser, newShopper } from './shopper-agent.js';
import type { TestApp } from './test-app.js';

export type Shopper = ReturnType<typeof browser>;

/** An address in Cumming, GA: inside the delivery area. */
export const boxAddress = {
  address: '100 Main Street',
  city: 'Cumming',
  state: 'GA',
  zipCode: '30040',
  phone: '4045550100',
};

/** The seeded plans and products a subscription is made of. */
export interface BoxCatalog {
  planWith(bottleCount: number): SubscriptionPlan;
  /** Oils with bottles on the shelf. */
  oils: Product[];
  /** The seeded oil with no bottle on the shelf (Cold-Pressed Almond Oil). */
  soldOutOil: Product;
  spice: Product;
}

export async function boxCatalog(shop: TestApp): Promise<BoxCatalog> {
  const products = productListSchema.parse((await request(shop.http).get('/api/products').expect(200)).body);
  const plans = subscriptionPlanListSchema.parse((await request(shop.http).get('/api/subscriptions/plans')).body);
  return {
    planWith: (bottleCount) => plans.find((plan) => plan.bottleCount === bottleCount)!,
    oils: products.filter((product) => product.category === 'oils' && product.inStock === 'true'),
    soldOutOil: products.find((product) => product.category === 'oils' && product.inStock === 'false')!,
    spice: products.find((product) => product.category === 'spices' && product.inStock === 'true')!,
  };
}

export async function signedInShopper(shop: TestApp): Promise<Shopper> {
  const client = browser(shop);
  await client.post('/api/auth/register', newShopper()).expect(201);
  return client;
}

/** POST /api/create-subscription-checkout as the subscriptions page sends it. */
export function subscribe(client: Shopper, body: object, idempotencyKey: string | null = randomUUID()) {
  const call = client.agent.post('/api/create-subscription-checkout').set('Sec-Fetch-Site', 'same-origin');
  if (idempotencyKey !== null) call.set('Idempotency-Key', idempotencyKey);
  return call.send(body);
}

/** The id in the success page's address the pay-on-delivery answer sends the shopper to. */
export function subscribedId(response: request.Response): number {
  const answer = createSubscriptionCheckoutResponseSchema.parse(response.body);
  if (!('redirectUrl' in answer)) throw new Error(`Expected a redirect to the success page, got ${answer.url}`);
  const match = /^\/subscriptions\/success\?subscription_id=(\d+)$/.exec(answer.redirectUrl);
  if (!match) throw new Error(`Unexpected redirect ${answer.redirectUrl}`);
  return Number(match[1]);
}

export async function mySubscriptions(client: Shopper): Promise<Subscription[]> {
  return subscriptionListSchema.parse((await client.get('/api/subscriptions').expect(200)).body);
}

/** A self-service call on /api/subscriptions/:id/<action>, with the verb the route has. */
export function act(client: Shopper, id: number | string, action: SelfServiceAction, body?: object) {
  const path = `/api/subscriptions/${id}/${action}`;
  const call = PUT_ACTIONS.has(action) ? client.agent.put(path) : client.agent.post(path);
  return call.set('Sec-Fetch-Site', 'same-origin').send(body);
}

export type SelfServiceAction =
  'oils' | 'skip' | 'unskip' | 'pause' | 'resume' | 'shipping-address' | 'cancel' | 'keep' | 'billing-portal';

const PUT_ACTIONS = new Set<SelfServiceAction>(['oils', 'shipping-address']);

export function errorOf(response: request.Response): ApiError {
  return apiErrorSchema.parse(response.body);
}

/**
 * What a refused subscribe must leave as it was: the subscriptions, their boxes, the orders and
 * every product's stock.
 */
export async function subscriptionTables(shop: TestApp) {
  const [counts] = (await shop.dataSource.query(
    `SELECT (SELECT count(*)::int FROM subscriptions) AS subscriptions,
            (SELECT count(*)::int FROM subscription_cycles) AS cycles,
            (SELECT count(*)::int FROM orders) AS orders`,
  )) as { subscriptions: number; cycles: number; orders: number }[];
  const stock = (await shop.dataSource.query(`SELECT id, stock FROM products ORDER BY id`)) as {
    id: number;
    stock: number;
  }[];
  return { ...counts!, stock };
}

/** One subscription's rows as stored (the subscription and its boxes), to prove a refused change changed nothing. */
export async function storedSubscription(shop: TestApp, id: number) {
  const [subscription] = (await shop.dataSource.query(`SELECT * FROM subscriptions WHERE id = $1`, [id])) as object[];
  const boxes = (await shop.dataSource.query(
    `SELECT * FROM subscription_cycles WHERE "subscriptionId" = $1 ORDER BY sequence`,
    [id],
  )) as object[];
  return { subscription, boxes };
}

/** A clock the test sets by hand; renewals run when the test calls RenewalsService.runDue with it. */
export class SettableClock implements Clock {
  private current = new Date(0);
  now(): Date {
    return new Date(this.current);
  }
  set(iso: string): void {
    this.current = new Date(iso);
  }
}
