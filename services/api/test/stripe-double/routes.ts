import type { FormObject } from './form.js';

/** A request as the double received it, kept for tests to assert on what the shop sent. */
export interface RecordedRequest {
  method: string;
  /** The path, e.g. `/v1/subscriptions/sub_…`. */
  path: string;
  /** The raw parameters (the POST body, or the query of a GET or DELETE): `form.get('line_items[0][quantity]')`. */
  form: URLSearchParams;
  /** The same parameters nested, as Stripe reads them: `params.line_items[0].quantity`. */
  params: FormObject;
  idempotencyKey: string | undefined;
  /** Answered from the idempotency store: Stripe did nothing new. */
  replayed: boolean;
  /** The HTTP status the double answered. */
  status: number;
}

/** A request on its way to a route: its parameters and the ids captured from its path. */
export interface RouteRequest {
  params: FormObject;
  ids: string[];
}

/** One endpoint: what it answers (a Stripe object, or a thrown StripeApiError), and where it records requests. */
export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** Matched against the whole path; capture groups become `ids`. */
  path: RegExp;
  handle(request: RouteRequest): object;
  /** Keeps each request this route received in a list of its own (every request also goes to `requests`). */
  record?(request: RecordedRequest, ids: string[]): void;
}

export function matchRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; ids: string[] } | undefined {
  for (const route of routes) {
    const match = route.method === method ? route.path.exec(path) : null;
    if (match) return { route, ids: match.slice(1).map((id) => decodeURIComponent(id ?? '')) };
  }
  return undefined;
}
