import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { savedAddressIdParamsSchema, savedAddressRequestSchema } from '@shop/contracts/address-book';
import { checkoutFormDefaults } from '@shop/contracts/addresses';
import { registerRequestSchema, returnToField, signInRequestSchema } from '@shop/contracts/auth';
import { addToCartRequestSchema, cartItemIdParamsSchema, updateCartItemRequestSchema } from '@shop/contracts/cart';
import { chatRequestSchema } from '@shop/contracts/chat';
import { deliveryAreaQuerySchema } from '@shop/contracts/delivery-area';
import { deliveryWindowChoiceSchema, deliveryWindowsQuerySchema } from '@shop/contracts/delivery-windows';
import {
  idempotencyKeySchema,
  orderIdParamsSchema,
  paymentMethodSchema,
  placeOrderRequestSchema,
} from '@shop/contracts/orders';
import { placeholderImageParamsSchema, productIdParamsSchema, productListQuerySchema } from '@shop/contracts/products';
import { planIdParamsSchema } from '@shop/contracts/subscription-plans';
import {
  boxDeliveryWindowRequestSchema,
  changeOilsRequestSchema,
  changeShippingAddressRequestSchema,
  createSubscriptionCheckoutRequestSchema,
  deliveryPreferenceRequestSchema,
  pauseRequestSchema,
  SUBSCRIPTION_PAUSE_MONTHS,
  subscriptionBoxParamsSchema,
  subscriptionIdParamsSchema,
} from '@shop/contracts/subscriptions';
import {
  businessInquiryRequestSchema,
  businessTypeSchema,
  contactMessageRequestSchema,
  newsletterRequestSchema,
} from '@shop/contracts/support';
import { BACK_OFFICE_ENDPOINTS } from './back-office-endpoints.js';
import type { Endpoint, Fixture, InputPart, InputPartName } from './endpoint.js';

export const endpointName = (endpoint: Pick<Endpoint, 'method' | 'route'>) => `${endpoint.method} ${endpoint.route}`;

/** Whether the request changes state, and so is refused cross-site (the same-origin guard). */
export const isStateChanging = (endpoint: Endpoint) => endpoint.method !== 'GET';

/**
 * Both sign-in entry points take `returnTo`; the contracts define that field once (the OIDC
 * controller's own query schema is exactly this).
 */
const returnToQuerySchema = z.strictObject({ returnTo: returnToField });
const returnToQuery: InputPart = { schema: returnToQuerySchema, example: () => ({ returnTo: '/products' }) };

/** A realistic shopper; emails are made up so a validation slip never signs anyone in. */
const person = { firstName: 'Asha', lastName: 'Patel', email: 'probe@example.com' };
const idParams = (schema: z.ZodType, key: string, pick: (fixture: Fixture) => number): InputPart => ({
  schema,
  example: (fixture) => ({ [key]: String(pick(fixture)) }),
});

/** An address the shop delivers to, as the subscription shipping form sends it. */
const subscriptionShipping = {
  address: '100 Main Street',
  city: checkoutFormDefaults.city,
  state: checkoutFormDefaults.state,
  zipCode: checkoutFormDefaults.zipCode,
  phone: '404-555-0100',
};
const subscriptionParams = idParams(subscriptionIdParamsSchema, 'id', (fixture) => fixture.subscriptionId);

/** An address-book entry as the shopper adds or corrects it (another street than the fixture's). */
const savedAddress = { ...subscriptionShipping, address: '12 Lanier Way' };
const addressParams = idParams(savedAddressIdParamsSchema, 'id', (fixture) => fixture.addressId);

/** A self-service action on the shopper's subscription that takes nothing but its id. */
const subscriptionAction = (action: string): Endpoint => ({
  method: 'POST',
  route: `/api/subscriptions/:id/${action}`,
  signedIn: true,
  parts: { params: subscriptionParams },
});

/**
 * Every route of the API with what validates which part. Examples are built from the contracts
 * (checkoutFormDefaults, enums) rather than copied, so the suite follows schema changes.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  {
    method: 'POST',
    route: '/api/auth/register',
    signedIn: false,
    parts: {
      body: {
        schema: registerRequestSchema,
        example: () => ({ ...person, password: 'cold pressed sesame 42', returnTo: '/products' }),
      },
    },
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    signedIn: false,
    parts: {
      body: {
        schema: signInRequestSchema,
        example: () => ({ email: person.email, password: 'cold pressed sesame 42', returnTo: '/cart' }),
      },
    },
  },
  { method: 'GET', route: '/api/login', signedIn: false, parts: { query: returnToQuery } },
  { method: 'GET', route: '/api/auth/oidc/login', signedIn: false, parts: { query: returnToQuery } },
  { method: 'GET', route: '/api/cart', signedIn: true, parts: {}, note: 'no input' },
  { method: 'GET', route: '/api/cart/summary', signedIn: true, parts: {}, note: 'no input' },
  {
    method: 'POST',
    route: '/api/cart',
    signedIn: true,
    parts: {
      body: { schema: addToCartRequestSchema, example: (fixture) => ({ productId: fixture.productId, quantity: 1 }) },
    },
  },
  {
    method: 'PUT',
    route: '/api/cart/:id',
    signedIn: true,
    parts: {
      params: idParams(cartItemIdParamsSchema, 'id', (fixture) => fixture.cartItemId),
      body: { schema: updateCartItemRequestSchema, example: () => ({ quantity: 2 }) },
    },
  },
  {
    method: 'DELETE',
    route: '/api/cart/:id',
    signedIn: true,
    parts: { params: idParams(cartItemIdParamsSchema, 'id', (fixture) => fixture.cartItemId) },
  },
  { method: 'GET', route: '/api/checkout/options', signedIn: false, parts: {}, note: 'no input' },
  {
    method: 'POST',
    route: '/api/orders',
    signedIn: true,
    parts: {
      // A new key per request, as a client makes one per checkout attempt: an accepted order is then
      // really placed (and its values stored) instead of answered from an earlier one.
      idempotencyKey: { schema: idempotencyKeySchema, example: () => `hostile-${randomUUID()}` },
      body: {
        schema: placeOrderRequestSchema,
        example: () => ({
          ...checkoutFormDefaults,
          ...person,
          phone: '404-555-0100',
          address: '100 Main Street',
          specialInstructions: 'Leave at the side door',
          paymentMethod: paymentMethodSchema.enum.pay_on_delivery,
        }),
      },
    },
  },
  { method: 'GET', route: '/api/orders', signedIn: true, parts: {}, note: 'no input' },
  {
    method: 'GET',
    route: '/api/orders/:id',
    signedIn: true,
    parts: { params: idParams(orderIdParamsSchema, 'id', (fixture) => fixture.orderId) },
  },
  {
    method: 'PUT',
    route: '/api/orders/:id/delivery-window',
    signedIn: true,
    parts: {
      params: idParams(orderIdParamsSchema, 'id', (fixture) => fixture.orderId),
      body: { schema: deliveryWindowChoiceSchema, example: (fixture) => ({ ...fixture.deliveryWindow }) },
    },
  },
  { method: 'GET', route: '/api/addresses', signedIn: true, parts: {}, note: 'no input' },
  {
    method: 'POST',
    route: '/api/addresses',
    signedIn: true,
    parts: { body: { schema: savedAddressRequestSchema, example: () => savedAddress } },
  },
  {
    method: 'PUT',
    route: '/api/addresses/:id',
    signedIn: true,
    parts: {
      params: addressParams,
      body: { schema: savedAddressRequestSchema, example: () => savedAddress },
    },
  },
  { method: 'DELETE', route: '/api/addresses/:id', signedIn: true, parts: { params: addressParams } },
  {
    method: 'GET',
    route: '/api/products',
    signedIn: false,
    parts: { query: { schema: productListQuerySchema, example: () => ({ category: 'oils' }) } },
  },
  {
    method: 'GET',
    route: '/api/products/:id',
    signedIn: false,
    parts: { params: idParams(productIdParamsSchema, 'id', (fixture) => fixture.productId) },
  },
  {
    method: 'GET',
    route: '/api/placeholder/:width/:height',
    signedIn: false,
    parts: { params: { schema: placeholderImageParamsSchema, example: () => ({ width: '300', height: '200' }) } },
  },
  { method: 'GET', route: '/api/subscriptions/plans', signedIn: false, parts: {}, note: 'no input' },
  {
    method: 'GET',
    route: '/api/subscriptions/plans/:planId',
    signedIn: false,
    parts: { params: idParams(planIdParamsSchema, 'planId', (fixture) => fixture.planId) },
  },
  {
    method: 'POST',
    route: '/api/create-subscription-checkout',
    signedIn: true,
    parts: {
      // A new key per request, as for orders: an accepted subscribe is really made.
      idempotencyKey: { schema: idempotencyKeySchema, example: () => `hostile-${randomUUID()}` },
      body: {
        schema: createSubscriptionCheckoutRequestSchema,
        example: (fixture) => ({
          planId: fixture.planId,
          shippingAddress: subscriptionShipping,
          selectedOils: fixture.oilIds,
          paymentMethod: paymentMethodSchema.enum.pay_on_delivery,
        }),
      },
    },
  },
  { method: 'GET', route: '/api/subscriptions', signedIn: true, parts: {}, note: 'no input' },
  {
    method: 'PUT',
    route: '/api/subscriptions/:id/oils',
    signedIn: true,
    parts: {
      params: subscriptionParams,
      body: { schema: changeOilsRequestSchema, example: (fixture) => ({ selectedOils: fixture.oilIds }) },
    },
  },
  subscriptionAction('skip'),
  subscriptionAction('unskip'),
  {
    method: 'POST',
    route: '/api/subscriptions/:id/pause',
    signedIn: true,
    parts: {
      params: subscriptionParams,
      body: { schema: pauseRequestSchema, example: () => ({ months: SUBSCRIPTION_PAUSE_MONTHS.min }) },
    },
  },
  subscriptionAction('resume'),
  {
    method: 'PUT',
    route: '/api/subscriptions/:id/shipping-address',
    signedIn: true,
    parts: {
      params: subscriptionParams,
      body: { schema: changeShippingAddressRequestSchema, example: () => ({ shippingAddress: subscriptionShipping }) },
    },
  },
  subscriptionAction('cancel'),
  subscriptionAction('keep'),
  subscriptionAction('billing-portal'),
  {
    method: 'GET',
    route: '/api/subscriptions/:id/delivery-windows',
    signedIn: true,
    parts: { params: subscriptionParams },
  },
  {
    method: 'PUT',
    route: '/api/subscriptions/:id/delivery-preference',
    signedIn: true,
    parts: {
      params: subscriptionParams,
      // The seeded schedule's first window (Forsyth County, Mondays 10 to 12).
      body: { schema: deliveryPreferenceRequestSchema, example: () => ({ windowId: 1 }) },
    },
  },
  {
    method: 'PUT',
    route: '/api/subscriptions/:id/boxes/:boxId/delivery-window',
    signedIn: true,
    parts: {
      params: {
        schema: subscriptionBoxParamsSchema,
        example: (fixture) => ({ id: String(fixture.subscriptionId), boxId: String(fixture.boxId) }),
      },
      body: { schema: boxDeliveryWindowRequestSchema, example: () => ({ windowId: 1, date: '2026-12-07' }) },
    },
  },
  {
    method: 'GET',
    route: '/api/delivery-area',
    signedIn: false,
    parts: { query: { schema: deliveryAreaQuerySchema, example: () => ({ zipCode: '30040' }) } },
  },
  {
    method: 'GET',
    route: '/api/delivery-windows',
    signedIn: false,
    parts: { query: { schema: deliveryWindowsQuerySchema, example: () => ({ zipCode: '30040' }) } },
  },
  {
    method: 'POST',
    route: '/api/business-inquiries',
    signedIn: false,
    parts: {
      body: {
        schema: businessInquiryRequestSchema,
        example: () => ({
          businessName: 'Lanier Curry House',
          contactName: 'Ravi Menon',
          businessType: businessTypeSchema.enum.restaurant,
          email: 'ravi@lanier-curry.example',
          phone: '678-555-0142',
          requirements: 'Ten litres of groundnut oil a week, delivered on Mondays.',
        }),
      },
    },
  },
  {
    method: 'POST',
    route: '/api/contact-messages',
    signedIn: false,
    parts: {
      body: {
        schema: contactMessageRequestSchema,
        example: () => ({ ...person, subject: 'Sesame oil', message: 'Is it roasted?' }),
      },
    },
  },
  {
    method: 'POST',
    route: '/api/newsletter',
    signedIn: false,
    parts: { body: { schema: newsletterRequestSchema, example: () => ({ email: person.email }) } },
  },
  {
    // Public and limited per address and per conversation: the client sends each request from a
    // new address, and the example names no conversation, so neither limit answers for validation.
    method: 'POST',
    route: '/api/chat',
    signedIn: false,
    parts: { body: { schema: chatRequestSchema, example: () => ({ message: 'Is the sesame oil in stock?' }) } },
  },
  {
    method: 'GET',
    route: '/api/chat/history',
    signedIn: false,
    parts: {},
    note: 'the session id travels in a header and is not validated: any value not a conversation of the asker has no messages (200)',
  },
  {
    method: 'POST',
    route: '/api/stripe/webhook',
    signedIn: false,
    crossSiteAllowed: true,
    rawBody: true,
    parts: {},
    note: 'Stripe-signed raw body, no schema; Stripe is off in this suite (404)',
  },
  // Routes without any input the server validates: any query is ignored and the answer is a 2xx
  // or a redirect by design, so there is no bad input to send. Listed so the table names every route.
  { method: 'GET', route: '/api/auth/providers', signedIn: false, parts: {}, note: 'no input' },
  { method: 'GET', route: '/api/auth/user', signedIn: false, parts: {}, note: 'no input (401 when signed out)' },
  { method: 'GET', route: '/api/auth/email-verification', signedIn: true, parts: {}, note: 'no input' },
  {
    method: 'POST',
    route: '/api/auth/email-verification',
    signedIn: true,
    parts: {},
    note: 'no input: e-mails a new verification link to the account (202, a few per hour)',
  },
  {
    method: 'GET',
    route: '/api/auth/verify-email',
    signedIn: false,
    parts: {},
    note: 'a page navigation: any token that is not a live link redirects to the "invalid" result, changing nothing',
  },
  { method: 'GET', route: '/api/logout', signedIn: false, parts: {}, note: 'no input; would end the session' },
  {
    method: 'GET',
    route: '/api/auth/oidc/callback',
    signedIn: false,
    parts: {},
    note: 'read by the OpenID Connect client, off here (404)',
  },
  { method: 'GET', route: '/api/health', signedIn: false, parts: {}, note: 'no input' },
  { method: 'GET', route: '/api/health/live', signedIn: false, parts: {}, note: 'no input' },
  { method: 'GET', route: '/api/health/serving', signedIn: false, parts: {}, note: 'no input' },
  { method: 'GET', route: '/api/metrics', signedIn: false, parts: {}, note: 'bearer token only; off here (404)' },
  ...BACK_OFFICE_ENDPOINTS,
];

/** Endpoints with at least one validated part: the targets of the schema-driven properties. */
export const validatedParts = () =>
  ENDPOINTS.flatMap((endpoint) =>
    (Object.entries(endpoint.parts) as [InputPartName, InputPart][]).map(([partName, part]) => ({
      endpoint,
      partName,
      part,
    })),
  );

/** The URL path of an endpoint with its params filled in (already encoded segments). */
export function fillRoute(route: string, encodedParams: Record<string, string>): string {
  return route.replace(/:(\w+)/g, (_match, name: string) => encodedParams[name] ?? '');
}
