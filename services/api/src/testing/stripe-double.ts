import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STRIPE_TEST_KEYS = { secretKey: 'sk_test_localdouble000000', webhookSecret: 'whsec_localdouble000000' };

/** The settings that point the shop's Stripe SDK at a double listening on `url`. */
export function stripeDoubleSettings(url: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhookSecret,
    STRIPE_API_URL: url,
  };
}

export interface RecordedSessionRequest {
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

/**
 * A local stand-in for Stripe's Checkout Session endpoint, spoken to by the real Stripe SDK over
 * HTTP (the SaaS itself cannot be reached from here). It records what the shop sent.
 */
export async function startStripeDouble(): Promise<{
  url: string;
  sessions: RecordedSessionRequest[];
  failNextRequests(count: number, status: number): void;
  close(): Promise<void>;
}> {
  const sessions: RecordedSessionRequest[] = [];
  let failure: { remaining: number; status: number } | undefined;
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      response.setHeader('Content-Type', 'application/json');
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.statusCode = 404;
        return response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown endpoint' } }));
      }
      if (failure && failure.remaining > 0) {
        failure.remaining -= 1;
        response.statusCode = failure.status;
        return response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is having a bad day' } }));
      }
      const form = new URLSearchParams(body);
      sessions.push({ form, idempotencyKey: request.headers['idempotency-key'] as string | undefined });
      const id = `cs_test_${sessions.length}_${Date.now()}`;
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          payment_status: 'unpaid',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessions,
    failNextRequests: (count, status) => {
      failure = { remaining: count, status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}

let eventCounter = 0;

/** A webhook delivery as Stripe sends it, signed with the SDK's own test-header helper. */
export function signedStripeEvent(
  type: string,
  session: Record<string, unknown>,
  id = `evt_test_${++eventCounter}_${Date.now()}`,
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { object: 'checkout.session', ...session } },
  });
  const stripe = new Stripe(STRIPE_TEST_KEYS.secretKey);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_TEST_KEYS.webhookSecret });
  return { id, payload, signature };
}
