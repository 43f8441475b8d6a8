import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StripeApiError } from './errors.js';
import { parseForm } from './form.js';
import { IdempotencyStore } from './idempotency.js';
import { STRIPE_TEST_KEYS } from './keys.js';
import { matchRoute, type RecordedRequest, type Route } from './routes.js';

export interface DoubleServer {
  url: string;
  /** The next `count` requests to a known endpoint answer `status` (an api_error) without reaching the routes. */
  failNextRequests(count: number, status: number): void;
  close(): Promise<void>;
}

/**
 * The HTTP side of the double: finds the route, checks the secret key, injects failures, applies
 * idempotency keys to every POST, answers Stripe's JSON and records each request in `requests`.
 */
export async function serveStripeRoutes(routes: readonly Route[], requests: RecordedRequest[]): Promise<DoubleServer> {
  const idempotency = new IdempotencyStore();
  let failure: { remaining: number; status: number } | undefined;
  let requestCount = 0;

  function answer(request: IncomingMessage, response: ServerResponse, body: string): Answer {
    const url = new URL(request.url ?? '/', 'http://stripe.double');
    const method = request.method ?? 'GET';
    const match = matchRoute(routes, method, url.pathname);
    if (!match) {
      return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`);
    }
    if (request.headers.authorization !== `Bearer ${STRIPE_TEST_KEYS.secretKey}`) {
      return error(
        401,
        'invalid_request_error',
        'Invalid API Key provided (the double takes STRIPE_TEST_KEYS.secretKey)',
      );
    }
    if (failure && failure.remaining > 0) {
      failure.remaining -= 1;
      return error(failure.status, 'api_error', 'Stripe is having a bad day');
    }

    const raw = method === 'POST' ? body : url.search.slice(1);
    const form = new URLSearchParams(raw);
    const idempotencyKey = headerValue(request, 'idempotency-key');
    const recorded: RecordedRequest = {
      method,
      path: url.pathname,
      form,
      params: parseForm(raw),
      idempotencyKey,
      replayed: false,
      status: 0,
    };
    const result = execute(recorded, match.route, match.ids);
    recorded.status = result.status;
    recorded.replayed = result.replayed ?? false;
    if (idempotencyKey && method === 'POST') response.setHeader('Idempotency-Key', idempotencyKey);
    if (recorded.replayed) response.setHeader('Idempotent-Replayed', 'true');
    requests.push(recorded);
    match.route.record?.(recorded, match.ids);
    return result;
  }

  function execute(request: RecordedRequest, route: Route, ids: string[]): Answer {
    const key = request.method === 'POST' ? request.idempotencyKey : undefined;
    const fingerprint = IdempotencyStore.fingerprint(request.method, request.path, request.form);
    const saved = key === undefined ? undefined : idempotency.lookup(key, fingerprint);
    if (saved === 'mismatch') {
      return error(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. ` +
          `Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    if (saved) return { ...saved, replayed: true };
    try {
      const body = JSON.stringify(route.handle({ params: request.params, ids }));
      if (key !== undefined) idempotency.save(key, fingerprint, 200, body);
      return { status: 200, body };
    } catch (thrown) {
      if (thrown instanceof StripeApiError) return { status: thrown.status, body: JSON.stringify(thrown.body) };
      return failedDouble(thrown);
    }
  }

  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      requestCount += 1;
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('Request-Id', `req_double_${requestCount}`);
      const stripeVersion = headerValue(request, 'stripe-version');
      if (stripeVersion) response.setHeader('Stripe-Version', stripeVersion);
      let result: Answer;
      try {
        result = answer(request, response, body);
      } catch (thrown) {
        result = failedDouble(thrown);
      }
      response.statusCode = result.status;
      response.end(result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    failNextRequests: (count, status) => {
      failure = { remaining: count, status };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

interface Answer {
  status: number;
  body: string;
  replayed?: boolean;
}

function error(status: number, type: string, message: string): Answer {
  return { status, body: JSON.stringify(new StripeApiError(status, type, message).body) };
}

/** A bug in the double itself: a 500 whose message says where, rather than a hung request. */
function failedDouble(thrown: unknown): Answer {
  const message = thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown);
  return error(500, 'api_error', `The Stripe double failed: ${message}`);
}

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}
