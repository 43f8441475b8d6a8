import Stripe from 'stripe';
import {
  addMonthsClamped,
  signedEvent,
  signedStripeEvent,
  startStripeDouble,
  STRIPE_TEST_KEYS,
  type StripeDouble,
} from './stripe-double.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const utc = (year: number, month: number, day: number, hour = 15, minute = 30) =>
  new Date(Date.UTC(year, month - 1, day, hour, minute));

/** The double spoken to as the shop speaks to it: the real SDK, pointed at it like StripeGateway does. */
describe('the Stripe double, through the real Stripe SDK', () => {
  let double: StripeDouble;
  let stripe: Stripe;

  beforeAll(async () => {
    double = await startStripeDouble();
    const url = new URL(double.url);
    stripe = new Stripe(STRIPE_TEST_KEYS.secretKey, {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
      maxNetworkRetries: 2,
    });
  });
  afterAll(() => double.close());

  let users = 0;
  function createCustomer(userId = `user-${++users}`) {
    return stripe.customers.create(
      { email: `${userId}@example.test`, name: 'Ada Lovelace', metadata: { userId } },
      { idempotencyKey: `customer-${userId}` },
    );
  }

  let boxes = 0;
  async function subscriptionCheckout(subscriptionId = String(++boxes)) {
    const customer = await createCustomer();
    const metadata = { subscriptionId };
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: customer.id,
        client_reference_id: subscriptionId,
        metadata,
        subscription_data: { metadata },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: 3900,
              recurring: { interval: 'month' },
              product_data: { name: 'Oil box (3 oils a month)' },
            },
          },
        ],
        success_url: `http://shop.test/subscriptions/success?subscription_id=${subscriptionId}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: 'http://shop.test/subscriptions/checkout/1?payment=cancelled',
        expires_at: seconds(new Date()) + 30 * 60,
      },
      { idempotencyKey: `subscription-${subscriptionId}-checkout-session` },
    );
    return { customer, session, subscriptionId };
  }

  async function activeSubscription(periodStart = utc(2027, 3, 10)) {
    const { session } = await subscriptionCheckout();
    return double.completeSubscriptionCheckout(session.id, { periodStart });
  }

  describe('customers', () => {
    it('creates a customer, and answers the same key with the same customer', async () => {
      const first = await createCustomer('user-ada');
      expect(first).toMatchObject({
        id: expect.stringMatching(/^cus_/),
        object: 'customer',
        email: 'user-ada@example.test',
        name: 'Ada Lovelace',
        metadata: { userId: 'user-ada' },
      });
      const again = await createCustomer('user-ada');
      expect(again.id).toBe(first.id);
      expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
      expect([...double.customers.values()].filter((customer) => customer.metadata.userId === 'user-ada')).toHaveLength(
        1,
      );
      expect((await stripe.customers.retrieve(first.id)).id).toBe(first.id);
    });

    it('refuses a key used again with other parameters, as Stripe does', async () => {
      await createCustomer('user-grace');
      await expect(
        stripe.customers.create({ email: 'someone-else@example.test' }, { idempotencyKey: 'customer-user-grace' }),
      ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
    });
  });

  describe('checkout sessions', () => {
    it('still records payment-mode sessions in `sessions`, with the form and the idempotency key', async () => {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: '41',
          customer_email: 'ada@example.test',
          metadata: { orderId: '41' },
          line_items: [
            { quantity: 2, price_data: { currency: 'usd', unit_amount: 1499, product_data: { name: 'Coconut oil' } } },
            { quantity: 1, price_data: { currency: 'usd', unit_amount: 1299, product_data: { name: 'Shipping' } } },
          ],
          success_url: 'http://shop.test/orders/41?payment=success',
          cancel_url: 'http://shop.test/checkout?payment=cancelled',
        },
        { idempotencyKey: 'order-41-checkout-session' },
      );
      expect(session).toMatchObject({
        id: expect.stringMatching(/^cs_test_/),
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${session.id}`,
        amount_total: 2 * 1499 + 1299,
        currency: 'usd',
      });
      const sent = double.sessions.at(-1)!;
      expect(sent.idempotencyKey).toBe('order-41-checkout-session');
      expect(sent.form.get('mode')).toBe('payment');
      expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('1499');
      expect(sent.form.get('line_items[1][quantity]')).toBe('1');
    });

    it('opens a subscription-mode session and parses the bracketed form into nested parameters', async () => {
      const { customer, session, subscriptionId } = await subscriptionCheckout();
      expect(session).toMatchObject({
        id: expect.stringMatching(/^cs_test_/),
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${session.id}`,
        customer: customer.id,
        client_reference_id: subscriptionId,
        metadata: { subscriptionId },
        subscription: null,
        amount_total: 3900,
        currency: 'usd',
        expires_at: expect.any(Number),
      });
      const sent = double.sessions.at(-1)!;
      expect(sent.idempotencyKey).toBe(`subscription-${subscriptionId}-checkout-session`);
      expect(sent.params).toMatchObject({
        subscription_data: { metadata: { subscriptionId } },
        line_items: [
          {
            quantity: '1',
            price_data: { unit_amount: '3900', currency: 'usd', recurring: { interval: 'month' } },
          },
        ],
      });
      expect(double.checkoutSessions.get(session.id)?.status).toBe('open');
    });

    it('answers a completed session as complete and paid, naming its subscription and first invoice', async () => {
      const { session } = await subscriptionCheckout();
      expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
      const completed = double.completeSubscriptionCheckout(session.id, { periodStart: utc(2027, 3, 10) });
      const current = await stripe.checkout.sessions.retrieve(session.id);
      expect(current).toMatchObject({
        status: 'complete',
        payment_status: 'paid',
        subscription: expect.stringMatching(/^sub_/),
        invoice: expect.stringMatching(/^in_/),
        url: null,
      });
      expect(current.subscription).toBe(completed.subscription.id);
      expect(completed.session).toEqual({ ...current });
    });

    it('expires an open session, and refuses to expire one that is complete or already expired', async () => {
      const open = (await subscriptionCheckout()).session;
      expect(await stripe.checkout.sessions.expire(open.id)).toMatchObject({ status: 'expired', url: null });
      await expect(stripe.checkout.sessions.expire(open.id)).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        statusCode: 400,
      });

      const paid = (await subscriptionCheckout()).session;
      double.completeSubscriptionCheckout(paid.id);
      await expect(stripe.checkout.sessions.expire(paid.id)).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        statusCode: 400,
        raw: { type: 'invalid_request_error', message: expect.stringContaining('open') },
      });
      expect((await stripe.checkout.sessions.retrieve(paid.id)).status).toBe('complete');
    });

    it('expires an open session on its own, as Stripe does at expires_at, and only an open one', async () => {
      const { session } = await subscriptionCheckout();
      expect(double.expireCheckoutSession(session.id)).toMatchObject({ id: session.id, status: 'expired', url: null });
      expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'expired', url: null });
      expect(() => double.expireCheckoutSession(session.id)).toThrow(/expired, not open/);
      expect(() => double.completeSubscriptionCheckout(session.id)).toThrow(/expired, not open/);
    });

    it('refuses what Stripe refuses: an unknown customer, a subscription without a recurring price', async () => {
      await expect(
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: 'cus_missing',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: 100,
                recurring: { interval: 'month' },
                product_data: { name: 'x' },
              },
            },
          ],
        }),
      ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' });
      await expect(
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'x' } } }],
        }),
      ).rejects.toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError' });
    });
  });

  describe('subscriptions', () => {
    it('creates the subscription on completion: active, with the checkout metadata and the period on its item', async () => {
      const { session, subscriptionId } = await subscriptionCheckout();
      const { subscription } = double.completeSubscriptionCheckout(session.id, { periodStart: utc(2027, 3, 10) });
      const retrieved = await stripe.subscriptions.retrieve(subscription.id);
      expect(retrieved).toMatchObject({
        id: expect.stringMatching(/^sub_/),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        metadata: { subscriptionId },
        cancel_at_period_end: false,
        pause_collection: null,
        canceled_at: null,
        items: {
          object: 'list',
          data: [
            {
              id: expect.stringMatching(/^si_/),
              object: 'subscription_item',
              current_period_start: seconds(utc(2027, 3, 10)),
              current_period_end: seconds(utc(2027, 4, 10)),
              price: { unit_amount: 3900, currency: 'usd', recurring: { interval: 'month' } },
            },
          ],
        },
      });
      expect({ ...retrieved }).toEqual(double.subscription(subscription.id));
    });

    it('answers an unknown subscription with 404 resource_missing', async () => {
      await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        statusCode: 404,
        code: 'resource_missing',
        raw: { type: 'invalid_request_error' },
      });
    });

    it('sets pause_collection, then clears it with an empty value, recording each update', async () => {
      const { subscription } = await activeSubscription();
      const resumesAt = seconds(utc(2027, 6, 10));
      const paused = await stripe.subscriptions.update(
        subscription.id,
        { pause_collection: { behavior: 'void', resumes_at: resumesAt } },
        { idempotencyKey: 'pause-1' },
      );
      expect(paused.pause_collection).toEqual({ behavior: 'void', resumes_at: resumesAt });
      const sent = double.subscriptionUpdates.at(-1)!;
      expect(sent).toMatchObject({ subscriptionId: subscription.id, idempotencyKey: 'pause-1', replayed: false });
      expect(sent.form.get('pause_collection[behavior]')).toBe('void');
      expect(sent.form.get('pause_collection[resumes_at]')).toBe(String(resumesAt));

      const resumed = await stripe.subscriptions.update(subscription.id, { pause_collection: '' });
      expect(resumed.pause_collection).toBeNull();
      expect(double.subscriptionUpdates.at(-1)!.form.get('pause_collection')).toBe('');
      expect(double.subscription(subscription.id).pause_collection).toBeNull();
    });

    it('replays an update sent again with the same key instead of applying it twice', async () => {
      const { subscription } = await activeSubscription();
      const update = { pause_collection: { behavior: 'void' as const, resumes_at: seconds(utc(2027, 5, 1)) } };
      await stripe.subscriptions.update(subscription.id, update, { idempotencyKey: 'pause-twice' });
      await stripe.subscriptions.update(subscription.id, { pause_collection: '' });
      const replay = await stripe.subscriptions.update(subscription.id, update, { idempotencyKey: 'pause-twice' });
      expect(replay.pause_collection).not.toBeNull(); // the first answer, as saved
      expect(double.subscription(subscription.id).pause_collection).toBeNull(); // nothing applied again
      expect(double.subscriptionUpdates.at(-1)).toMatchObject({ idempotencyKey: 'pause-twice', replayed: true });
    });

    it('sets and unsets cancel_at_period_end, and merges metadata', async () => {
      const { subscription } = await activeSubscription();
      const ending = await stripe.subscriptions.update(subscription.id, {
        cancel_at_period_end: true,
        metadata: { reason: 'moving' },
      });
      expect(ending).toMatchObject({
        cancel_at_period_end: true,
        cancel_at: subscription.items.data[0]!.current_period_end,
        metadata: { subscriptionId: subscription.metadata.subscriptionId, reason: 'moving' },
      });
      expect(double.subscriptionUpdates.at(-1)!.form.get('cancel_at_period_end')).toBe('true');
      const staying = await stripe.subscriptions.update(subscription.id, {
        cancel_at_period_end: false,
        metadata: { reason: '' },
      });
      expect(staying).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
      expect(staying.metadata).toEqual({ subscriptionId: subscription.metadata.subscriptionId });
    });

    it('refuses parameters whose effect it does not model, changing nothing', async () => {
      const { subscription } = await activeSubscription();
      await expect(
        stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true, trial_end: 'now' }),
      ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'trial_end' });
      expect(double.subscription(subscription.id).cancel_at_period_end).toBe(false);
    });

    it('cancels at once on DELETE, and then takes only metadata', async () => {
      const { subscription } = await activeSubscription();
      const canceled = await stripe.subscriptions.cancel(subscription.id);
      expect(canceled).toMatchObject({ status: 'canceled', canceled_at: expect.any(Number) });
      await expect(stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).rejects.toMatchObject({
        statusCode: 400,
      });
      expect((await stripe.subscriptions.update(subscription.id, { metadata: { note: 'gone' } })).metadata.note).toBe(
        'gone',
      );
    });

    it('moves a subscription as Stripe would on its own: past due, renewed, canceled', async () => {
      const { subscription } = await activeSubscription(utc(2027, 3, 10));
      expect(double.setSubscription(subscription.id, { status: 'past_due' }).status).toBe('past_due');
      expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');

      const renewed = double.setSubscription(subscription.id, { status: 'active', periodStart: utc(2027, 4, 10) });
      expect(renewed.items.data[0]).toMatchObject({
        current_period_start: seconds(utc(2027, 4, 10)),
        current_period_end: seconds(utc(2027, 5, 10)),
      });

      const ended = double.setSubscription(subscription.id, { status: 'canceled' });
      expect(ended.canceled_at).toEqual(expect.any(Number));
      expect(double.subscription(subscription.id).status).toBe('canceled');
      expect(() => double.subscription('sub_missing')).toThrow(/No such subscription/);
    });
  });

  describe('monthly periods', () => {
    it('ends a period starting on the 31st on the last day of a shorter month', async () => {
      const nonLeap = await activeSubscription(utc(2027, 1, 31));
      expect(nonLeap.subscription.items.data[0]!.current_period_end).toBe(seconds(utc(2027, 2, 28)));
      const leap = await activeSubscription(utc(2028, 1, 31));
      expect(leap.subscription.items.data[0]!.current_period_end).toBe(seconds(utc(2028, 2, 29)));
      const yearEnd = await activeSubscription(utc(2026, 12, 31));
      expect(yearEnd.subscription.items.data[0]!.current_period_end).toBe(seconds(utc(2027, 1, 31)));
    });

    it('counts later periods from the billing anchor: Jan 31, Feb 28, then Mar 31', async () => {
      const { subscription } = await activeSubscription(utc(2027, 1, 31));
      const renewed = double.setSubscription(subscription.id, { periodStart: utc(2027, 2, 28) });
      expect(renewed.items.data[0]!.current_period_end).toBe(seconds(utc(2027, 3, 31)));
    });

    it('adds calendar months like date-fns addMonths, keeping the time of day', () => {
      expect(addMonthsClamped(utc(2027, 1, 31), 1)).toEqual(utc(2027, 2, 28));
      expect(addMonthsClamped(utc(2028, 1, 31), 1)).toEqual(utc(2028, 2, 29));
      expect(addMonthsClamped(utc(2027, 3, 31), 1)).toEqual(utc(2027, 4, 30));
      expect(addMonthsClamped(utc(2027, 11, 30), 3)).toEqual(utc(2028, 2, 29));
      expect(addMonthsClamped(utc(2027, 5, 15), 1)).toEqual(utc(2027, 6, 15));
    });
  });

  describe('invoices', () => {
    it('creates the first invoice on completion, paid, under the session’s invoice id', async () => {
      const { session, subscription, invoice } = await activeSubscription(utc(2027, 3, 10));
      expect(session.invoice).toBe(invoice.id);
      expect(invoice).toMatchObject({
        status: 'paid',
        billing_reason: 'subscription_create',
        amount_paid: 3900,
        parent: { subscription_details: { subscription: subscription.id } },
        lines: { data: [{ period: { start: seconds(utc(2027, 3, 10)), end: seconds(utc(2027, 4, 10)) } }] },
      });
    });

    it('makes renewal invoices shaped as API 2026 sends them, and answers them on GET', async () => {
      const { subscription } = await activeSubscription(utc(2027, 3, 10));
      const invoice = double.invoice({
        subscriptionId: subscription.id,
        periodStart: utc(2027, 4, 10),
        periodEnd: utc(2027, 5, 10),
        status: 'open',
        billingReason: 'subscription_cycle',
        amountPaid: 0,
      });
      expect(invoice).toMatchObject({
        id: expect.stringMatching(/^in_/),
        object: 'invoice',
        customer: subscription.customer,
        status: 'open',
        billing_reason: 'subscription_cycle',
        amount_paid: 0,
        amount_due: 3900,
        currency: 'usd',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
        },
        lines: {
          object: 'list',
          data: [
            {
              id: expect.stringMatching(/^il_/),
              object: 'line_item',
              period: { start: seconds(utc(2027, 4, 10)), end: seconds(utc(2027, 5, 10)) },
              amount: 3900,
            },
          ],
        },
      });
      expect({ ...(await stripe.invoices.retrieve(invoice.id)) }).toEqual(invoice);
      expect(double.subscription(subscription.id).latest_invoice).toBe(invoice.id);
      await expect(stripe.invoices.retrieve('in_missing')).rejects.toMatchObject({ statusCode: 404 });
    });
  });

  describe('billing portal', () => {
    it('opens a portal session for a customer and records it', async () => {
      const customer = await createCustomer();
      const session = await stripe.billingPortal.sessions.create({
        customer: customer.id,
        return_url: 'http://shop.test/subscriptions/manage',
      });
      expect(session).toMatchObject({
        id: expect.stringMatching(/^bps_/),
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/p/session/${session.id}`,
        customer: customer.id,
        return_url: 'http://shop.test/subscriptions/manage',
      });
      expect(double.portalSessions.at(-1)).toEqual({ ...session });
      await expect(stripe.billingPortal.sessions.create({ customer: 'cus_missing' })).rejects.toMatchObject({
        statusCode: 400,
        code: 'resource_missing',
      });
    });
  });

  describe('when Stripe fails', () => {
    it('fails the next requests to any endpoint; the SDK retries with the same key, and one object is made', async () => {
      const { subscription } = await activeSubscription();
      double.failNextRequests(1, 500);
      expect((await stripe.subscriptions.retrieve(subscription.id)).id).toBe(subscription.id);

      const customers = double.customers.size;
      double.failNextRequests(2, 503);
      const customer = await createCustomer();
      expect(double.customers.size).toBe(customers + 1);
      expect(double.requests.at(-1)).toMatchObject({ path: '/v1/customers', status: 200, replayed: false });

      double.failNextRequests(3, 503);
      await expect(stripe.billingPortal.sessions.create({ customer: customer.id })).rejects.toMatchObject({
        type: 'StripeAPIError',
        statusCode: 503,
      });
      await expect(stripe.billingPortal.sessions.create({ customer: customer.id })).resolves.toBeTruthy();
    });

    it('refuses another secret key', async () => {
      const url = new URL(double.url);
      const stranger = new Stripe('sk_test_someoneelse', {
        host: url.hostname,
        port: Number(url.port),
        protocol: 'http',
      });
      await expect(stranger.customers.create({ email: 'x@example.test' })).rejects.toMatchObject({
        type: 'StripeAuthenticationError',
        statusCode: 401,
      });
    });
  });

  describe('signed events', () => {
    it('wraps any object in an event that the SDK verifies', async () => {
      const { session, subscription, invoice } = await activeSubscription();
      for (const [type, object] of [
        ['checkout.session.completed', session],
        ['invoice.paid', invoice],
        ['customer.subscription.updated', subscription],
      ] as const) {
        const delivery = signedEvent(type, object);
        const event = stripe.webhooks.constructEvent(
          delivery.payload,
          delivery.signature,
          STRIPE_TEST_KEYS.webhookSecret,
        );
        expect(event).toMatchObject({ id: delivery.id, object: 'event', type, created: expect.any(Number) });
        expect(event.data.object).toEqual(object);
      }
      const chosen = signedEvent('invoice.payment_failed', invoice, 'evt_chosen');
      expect(chosen.id).toBe('evt_chosen');
      expect(() =>
        stripe.webhooks.constructEvent(
          chosen.payload.replace('"paid"', '"open"'),
          chosen.signature,
          STRIPE_TEST_KEYS.webhookSecret,
        ),
      ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    });

    it('keeps signedStripeEvent wrapping checkout.session objects', () => {
      const delivery = signedStripeEvent('checkout.session.expired', { id: 'cs_test_1' });
      const event = stripe.webhooks.constructEvent(
        delivery.payload,
        delivery.signature,
        STRIPE_TEST_KEYS.webhookSecret,
      );
      expect(event).toMatchObject({
        type: 'checkout.session.expired',
        data: { object: { object: 'checkout.session', id: 'cs_test_1' } },
      });
    });
  });
});
