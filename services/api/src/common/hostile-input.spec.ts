import fc from 'fast-check';
import request from 'supertest';
import { savedAddressListSchema } from '@shop/contracts/address-book';
import { cartItemSchema } from '@shop/contracts/cart';
import { placeOrderResponseSchema } from '@shop/contracts/orders';
import { productListSchema } from '@shop/contracts/products';
import { subscriptionPlanListSchema } from '@shop/contracts/subscription-plans';
import { subscriptionListSchema } from '@shop/contracts/subscriptions';
import { placeOrder } from '../../test/checkout-helpers.js';
import { checkHostileRequests, type PropertyContext } from '../../test/hostile-input/check-hostile-property.js';
import { crossSiteRequests } from '../../test/hostile-input/cross-site-requests.js';
import { User } from '../auth/user.entity.js';
import { PayOnDeliveryLift } from '../orders/pay-on-delivery-lift.entity.js';
import type { Fixture } from '../../test/hostile-input/endpoint.js';
import { endpointName, ENDPOINTS, validatedParts } from '../../test/hostile-input/endpoint-table.js';
import { FailureSurvey } from '../../test/hostile-input/failure-survey.js';
import { HostileClient } from '../../test/hostile-input/hostile-client.js';
import { RAW_FAMILIES, rawRequests, type RawFamily } from '../../test/hostile-input/raw-requests.js';
import { registeredApiRoutes } from '../../test/hostile-input/route-inventory.js';
import { inputFields } from '../../test/hostile-input/schema-fields.js';
import { schemaAcceptedRequests, schemaDrivenRequests } from '../../test/hostile-input/schema-requests.js';
import { browser, newShopper, sessionCookie, uniqueClientIp } from '../../test/shopper-agent.js';
import { boxAddress, subscribe, subscribedId } from '../../test/subscription-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Hostile input for every endpoint of the API: bad bodies, queries, path
 * parameters and headers generated from the contracts' own schemas, plus hostile requests no schema
 * describes. Every one must be answered 400–499 in the API's error shape, and none may write; at
 * least 4,000 of them per run (half that on PostgreSQL, see BAD_INPUT_SCALE). Last, the
 * complement: hostile values the schemas accept (emoji, values at their maximum) may be stored
 * but must never break the server or the database.
 *
 * HOSTILE_INPUT_SURVEY=1 lists every distinct failure instead of stopping at the first of each
 * property; HOSTILE_INPUT_SEED and HOSTILE_INPUT_PATH (from a failure report, with -t) replay one.
 */

/**
 * Bad input is refused by validation before any handler or query runs, so it meets the same code
 * on either database: the PostgreSQL pass (TEST_DATABASE_URL) sends half as much of it as the
 * embedded one, and every hostile value the schemas accept, since those do reach the database.
 * The scale is a share of the full plan (about 18,800 bad requests, never fewer than 8,000): the
 * everyday run sends half of it, which keeps it a few minutes long on a 2-core machine;
 * HOSTILE_INPUT_SCALE=4 sends four times the plan, for a deeper search before a release.
 */
function badInputScale(): number {
  const asked = process.env.HOSTILE_INPUT_SCALE;
  if (asked === undefined) return process.env.TEST_DATABASE_URL ? 0.25 : 0.5;
  const scale = Number(asked);
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new Error(`HOSTILE_INPUT_SCALE must be a positive number, not "${asked}"`);
  }
  return scale;
}
const BAD_INPUT_SCALE = badInputScale();
const MINIMUM_REQUESTS = 8_000 * BAD_INPUT_SCALE;
/** A property sends hundreds of requests, and shrinking a failure sends more. */
const PROPERTY_TIMEOUT_MS = 120_000;

/** Runs per schema-driven property: more fields, more ways to break them. */
const runsForFields = (fieldCount: number) => Math.round((150 + 30 * fieldCount) * BAD_INPUT_SCALE);
const RUNS_PER_RAW_FAMILY = Math.round(220 * BAD_INPUT_SCALE);
const CROSS_SITE_RUNS = Math.round(300 * BAD_INPUT_SCALE);
/** Hostile values the schema accepts: fewer, since they are the complement (and are stored). */
const ACCEPTED_RUNS_PER_PART = 60;

/** Field counts do not depend on which rows exist, so the plan is made before the app starts. */
const PLANNING_FIXTURE: Fixture = {
  productId: 1,
  cartItemId: 1,
  orderId: 1,
  planId: 1,
  subscriptionId: 1,
  oilIds: [1, 2],
  boxId: 1,
  addressId: 1,
  deliveryWindow: { windowId: 1, date: '2026-12-04' },
};

const schemaProperties = validatedParts().map(({ endpoint, partName, part }) => ({
  name: `${endpointName(endpoint)} ${partName}: bad input derived from its schema`,
  endpoint,
  partName,
  runs: runsForFields(inputFields(part.schema, part.example(PLANNING_FIXTURE)).length),
}));
const acceptedProperties = schemaProperties.map(({ endpoint, partName }) => ({
  name: `${endpointName(endpoint)} ${partName}: hostile values its schema accepts never break the server`,
  endpoint,
  partName,
}));
const rawFamilies = Object.keys(RAW_FAMILIES) as RawFamily[];
const plannedRequests =
  schemaProperties.reduce((sum, property) => sum + property.runs, 0) +
  rawFamilies.length * RUNS_PER_RAW_FAMILY +
  CROSS_SITE_RUNS;

describe('hostile input to every endpoint', () => {
  let shop: TestApp;
  let fixture: Fixture;
  let context: PropertyContext;
  let client: HostileClient;
  let acceptedContext: PropertyContext;
  let refillCart: () => Promise<void>;
  const survey = process.env.HOSTILE_INPUT_SURVEY ? new FailureSurvey() : undefined;
  const failedProperties: string[] = [];

  beforeAll(async () => {
    // captureLogs: a 500's failure report shows the exception the server logged for it.
    shop = await startTestApp({ env: { PAYMENT_PAY_ON_DELIVERY: 'true' }, captureLogs: true });
    // One listening socket for the run: otherwise supertest opens and closes the server per request.
    await shop.app.listen(0, '127.0.0.1');

    // One shopper with an order, a cart line, a subscription and a saved address, so the cart, order,
    // subscription and address-book endpoints have rows to act on.
    const shopper = browser(shop);
    const account = newShopper();
    const signUp = await shopper.post('/api/auth/register', account).expect(201);
    // The owner: every back-office endpoint then gets past the role check to its validation. Its
    // pay-on-delivery limits are lifted, so every accepted order and subscribe is really stored.
    await shop.dataSource.getRepository(User).update({ email: account.email }, { role: 'owner' });
    const { id: ownerId } = await shop.dataSource.getRepository(User).findOneByOrFail({ email: account.email });
    await shop.dataSource
      .getRepository(PayOnDeliveryLift)
      .insert({ userId: ownerId, liftedUntil: new Date('2999-01-01T00:00:00Z') });
    const products = productListSchema.parse((await shopper.get('/api/products').expect(200)).body);
    const product = products.find((candidate) => candidate.inStock === 'true')!;
    await shopper.post('/api/cart', { productId: product.id, quantity: 1 }).expect(201);
    const placed = placeOrderResponseSchema.parse((await placeOrder(shopper, 'pay_on_delivery').expect(201)).body);
    const line = cartItemSchema.parse(
      (await shopper.post('/api/cart', { productId: product.id, quantity: 1 }).expect(201)).body,
    );
    const plans = subscriptionPlanListSchema.parse((await shopper.get('/api/subscriptions/plans').expect(200)).body);
    const plan = plans[0]!;
    // Oils on the shelf, as many as the plan's box holds.
    const oilIds = products
      .filter((candidate) => candidate.category === 'oils' && candidate.inStock === 'true')
      .map((oil) => oil.id)
      .slice(0, plan.bottleCount);
    const subscribed = await subscribe(shopper, {
      planId: plan.id,
      shippingAddress: boxAddress,
      selectedOils: oilIds,
    }).expect(200);
    fixture = {
      productId: product.id,
      cartItemId: line.id,
      orderId: placed.order.id,
      planId: plan.id,
      subscriptionId: subscribedId(subscribed),
      oilIds,
      boxId: subscriptionListSchema.parse((await shopper.get('/api/subscriptions').expect(200)).body)[0]!.nextBox!.id,
      // The order above put its address in the shopper's address book.
      addressId: savedAddressListSchema.parse((await shopper.get('/api/addresses').expect(200)).body)[0]!.id,
      deliveryWindow: { windowId: placed.order.deliveryWindow!.windowId, date: placed.order.deliveryWindow!.date },
    };

    const cookie = sessionCookie(signUp)!;
    client = new HostileClient(shop, cookie);
    context = { client, dataSource: shop.dataSource, ...(survey ? { survey } : {}) };
    // Its own client: the requests of the complement are not counted among the bad inputs.
    acceptedContext = { ...context, client: new HostileClient(shop, cookie) };

    // An accepted order empties the cart: the next one needs a line again (products in turn, for stock).
    const inStock = products.filter((candidate) => candidate.inStock === 'true');
    let turn = 0;
    refillCart = async () => {
      turn += 1;
      await request(shop.http)
        .post('/api/cart')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .set('X-Forwarded-For', uniqueClientIp())
        .send({ productId: inStock[turn % inStock.length]!.id, quantity: 1 });
    };
  }, 60_000);

  afterAll(async () => {
    if (survey) console.log(`Survey of hostile-input failures\n${survey.report()}`);
    await shop?.close();
  });

  /** Runs one property; remembers a failure so the final count does not fail for a reason already reported. */
  async function check(name: string, run: () => Promise<void>) {
    try {
      await run();
    } catch (error) {
      failedProperties.push(name);
      throw error;
    }
  }

  it('has every API route of the server in its endpoint table', () => {
    expect(registeredApiRoutes(shop).sort()).toEqual(ENDPOINTS.map(endpointName).sort());
  });

  it('starts from valid examples, so each bad input breaks exactly one thing', () => {
    const invalid = validatedParts().flatMap(({ endpoint, partName, part }) => {
      const verdict = part.schema.safeParse(part.example(fixture));
      return verdict.success ? [] : [`${endpointName(endpoint)} ${partName}: ${verdict.error.message}`];
    });
    expect(invalid).toEqual([]);
  });

  it.each(schemaProperties)(
    '$name',
    async ({ name, endpoint, partName, runs }) => {
      await check(name, () =>
        checkHostileRequests(name, context, schemaDrivenRequests(endpoint, partName, fixture), runs),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it.each(rawFamilies)(
    'non-schema hostile requests: %s',
    async (family) => {
      const name = `non-schema hostile requests: ${family}`;
      await check(name, () =>
        checkHostileRequests(name, context, rawRequests(family, ENDPOINTS, fixture), RUNS_PER_RAW_FAMILY),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'refuses bad bodies from another site with 403 before validation, and writes nothing',
    async () => {
      const name = 'cross-site bad input';
      await check(name, () => checkHostileRequests(name, context, crossSiteRequests(fixture), CROSS_SITE_RUNS));
    },
    PROPERTY_TIMEOUT_MS,
  );

  // Runs after every bad-input property: these may write (an accepted contact message is stored).
  it.each(acceptedProperties)(
    '$name',
    async ({ name, endpoint, partName }) => {
      const requests = schemaAcceptedRequests(endpoint, partName, fixture);
      // Some parts accept nothing hostile (a digits-only id): nothing to send, and fast-check would
      // give up after too many discarded inputs.
      if (!requests || !fc.sample(requests, { numRuns: 300 }).some((candidate) => candidate.sendable)) return;
      await check(name, () =>
        checkHostileRequests(name, acceptedContext, requests, ACCEPTED_RUNS_PER_PART, {
          writesNothing: false,
          prepare: async (hostile) => {
            if (hostile.endpoint === 'POST /api/orders') await refillCart();
          },
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(`sent at least ${MINIMUM_REQUESTS.toLocaleString('en-US')} hostile requests`, () => {
    const perEndpoint = client.perEndpoint().map(([endpoint, count]) => `  ${String(count).padStart(6)}  ${endpoint}`);
    console.log(
      `Hostile requests sent: ${client.total} bad inputs (planned ${plannedRequests}), ` +
        `and ${acceptedContext.client.total} hostile values the schemas accept\n${perEndpoint.join('\n')}`,
    );
    expect(plannedRequests).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
    // A failed property stops early; its failure is the report, not the shortfall it causes here.
    if (failedProperties.length === 0) expect(client.total).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
  });
});
