import type { z } from 'zod';

/*
 * What an endpoint of the hostile-input suite is: the shape the shopper endpoints' table
 * (endpoint-table.ts) and the back office's (back-office-endpoints.ts) both fill in.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The parts of a request a handler validates; each is checked by one contracts schema. */
export type InputPartName = 'body' | 'query' | 'params' | 'idempotencyKey';

/** Rows the suite creates before probing, so examples point at things that exist. */
export interface Fixture {
  productId: number;
  cartItemId: number;
  orderId: number;
  planId: number;
  /** The shopper's subscription, and oils making a box of the plan above (each on the shelf). */
  subscriptionId: number;
  oilIds: number[];
  /** The subscription's coming box (its delivery window can be moved once it is set aside). */
  boxId: number;
  /** An entry of the shopper's address book (the address of the order above). */
  addressId: number;
  /** The window the order above is booked into (moving it there again changes nothing). */
  deliveryWindow: { windowId: number; date: string };
}

/**
 * One validated part: the schema the server parses it with, and a VALID example built from the
 * contracts and the fixture. Bad inputs are this example with exactly one thing broken, so the
 * example must pass the schema (a test checks that) and follows schema changes.
 */
export interface InputPart<Value = unknown> {
  schema: z.ZodType;
  example(fixture: Fixture): Value;
}

export interface Endpoint {
  method: HttpMethod;
  /** The route as Express registers it, e.g. /api/cart/:id (a test compares with the server's routes). */
  route: string;
  /** Private: the suite sends the shopper's session, so the request gets past the 401 to validation. */
  signedIn: boolean;
  /** Signed webhooks come from another site's server: no same-origin check. */
  crossSiteAllowed?: boolean;
  /** Reads the raw body itself (no schema): still gets the non-schema hostile bodies. */
  rawBody?: boolean;
  parts: Partial<Record<InputPartName, InputPart>>;
  /** Why an endpoint has no validated part, for a reader of the table. */
  note?: string;
}
