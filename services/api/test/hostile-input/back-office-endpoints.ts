import { randomUUID } from 'node:crypto';
import { auditQuerySchema, setRoleRequestSchema } from '@shop/contracts/admin';
import {
  adminProductListQuerySchema,
  stockChangeRequestSchema,
  updateProductRequestSchema,
} from '@shop/contracts/admin-products';
import { productIdParamsSchema } from '@shop/contracts/products';
import { emailIdParamsSchema, outboxQuerySchema } from '@shop/contracts/admin-emails';
import {
  inboxAssignRequestSchema,
  inboxItemParamsSchema,
  inboxListQuerySchema,
  inboxNoteRequestSchema,
  inboxReplyRequestSchema,
  inboxStatusChangeSchema,
} from '@shop/contracts/admin-inbox';
import { adminSubscriptionListQuerySchema, heldRenewalQuerySchema } from '@shop/contracts/admin-subscriptions';
import {
  pauseRequestSchema,
  SUBSCRIPTION_PAUSE_MONTHS,
  subscriptionIdParamsSchema,
} from '@shop/contracts/subscriptions';
import {
  adminOrderQuerySchema,
  orderStatusChangeRequestSchema,
  refundRequestSchema,
} from '@shop/contracts/admin-orders';
import { idempotencyKeySchema, orderIdParamsSchema } from '@shop/contracts/orders';
import { liftPayOnDeliveryLimitsRequestSchema } from '@shop/contracts/admin-pay-on-delivery';
import type { Endpoint } from './endpoint.js';

/** An order number no order has. */
const NO_ORDER = '2147483000';

/** An inbox item that does not exist (the kind with the most fields to break). */
const NO_INBOX_ITEM = { kind: 'inquiry', id: '2147483000' };

/**
 * The back office's routes (/api/admin/...). The suite's shopper is made owner, so every one of
 * them gets past the role check to validation. Each area keeps its rows under its own heading.
 */
export const BACK_OFFICE_ENDPOINTS: readonly Endpoint[] = [
  // The team and the audit log
  { method: 'GET', route: '/api/admin/staff', signedIn: true, parts: {}, note: 'no input' },
  {
    method: 'PUT',
    route: '/api/admin/staff',
    signedIn: true,
    parts: {
      // No account uses this address: an accepted request is a 404 and changes nobody's role.
      body: { schema: setRoleRequestSchema, example: () => ({ email: 'nobody-here@example.com', role: 'staff' }) },
    },
  },
  {
    method: 'GET',
    route: '/api/admin/audit',
    signedIn: true,
    parts: { query: { schema: auditQuerySchema, example: () => ({ page: '1', pageSize: '10', entityType: 'order' }) } },
  },
  // Orders
  {
    method: 'GET',
    route: '/api/admin/orders',
    signedIn: true,
    parts: {
      query: {
        schema: adminOrderQuerySchema,
        example: () => ({
          page: '1',
          pageSize: '10',
          status: 'confirmed',
          from: '2024-01-01',
          to: '2030-12-31',
          zip: '30040',
          q: 'asha',
        }),
      },
    },
  },
  {
    method: 'GET',
    route: '/api/admin/orders/:id',
    signedIn: true,
    parts: { params: { schema: orderIdParamsSchema, example: (fixture) => ({ id: String(fixture.orderId) }) } },
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/status',
    signedIn: true,
    parts: {
      params: { schema: orderIdParamsSchema, example: (fixture) => ({ id: String(fixture.orderId) }) },
      // The fixture's order is confirmed (pay on delivery): delivering it at once is a harmless 409.
      body: { schema: orderStatusChangeRequestSchema, example: () => ({ status: 'delivered' }) },
    },
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/refunds',
    signedIn: true,
    parts: {
      params: { schema: orderIdParamsSchema, example: (fixture) => ({ id: String(fixture.orderId) }) },
      idempotencyKey: { schema: idempotencyKeySchema, example: () => `hostile-${randomUUID()}` },
      // Pay on delivery: refused with a 409, nothing goes to Stripe.
      body: { schema: refundRequestSchema, example: () => ({ amount: '1.00' }) },
    },
  },
  {
    method: 'GET',
    route: '/api/admin/orders/:id/pay-on-delivery-limits',
    signedIn: true,
    parts: { params: { schema: orderIdParamsSchema, example: (fixture) => ({ id: String(fixture.orderId) }) } },
  },
  {
    method: 'PUT',
    route: '/api/admin/orders/:id/pay-on-delivery-limits',
    signedIn: true,
    parts: {
      // No such order: an accepted request is a 404 and lifts nobody's limits (the suite's shopper
      // keeps the lift its orders and subscribes need).
      params: { schema: orderIdParamsSchema, example: () => ({ id: NO_ORDER }) },
      body: { schema: liftPayOnDeliveryLimitsRequestSchema, example: () => ({ liftForDays: 30 }) },
    },
  },
  // Products and stock
  {
    method: 'GET',
    route: '/api/admin/products',
    signedIn: true,
    parts: {
      query: {
        schema: adminProductListQuerySchema,
        example: () => ({
          page: '1',
          pageSize: '10',
          category: 'oils',
          published: 'true',
          lowStock: 'false',
          search: 'oil',
        }),
      },
    },
  },
  {
    method: 'GET',
    route: '/api/admin/products/:id',
    signedIn: true,
    parts: { params: { schema: productIdParamsSchema, example: (fixture) => ({ id: String(fixture.productId) }) } },
  },
  {
    method: 'PATCH',
    route: '/api/admin/products/:id',
    signedIn: true,
    parts: {
      params: { schema: productIdParamsSchema, example: (fixture) => ({ id: String(fixture.productId) }) },
      // Keeps the product on sale: the cart refills of the suite go on adding it.
      body: {
        schema: updateProductRequestSchema,
        example: () => ({ description: 'Cold-pressed in small batches.', keyBenefits: ['Unrefined'], published: true }),
      },
    },
  },
  {
    method: 'POST',
    route: '/api/admin/products/:id/stock',
    signedIn: true,
    parts: {
      params: { schema: productIdParamsSchema, example: (fixture) => ({ id: String(fixture.productId) }) },
      // Adds stock, so accepted requests never starve the suite's orders.
      body: {
        schema: stockChangeRequestSchema,
        example: () => ({ change: 5, reason: 'count_correction', note: 'Recount' }),
      },
    },
  },
  // Inbox
  {
    method: 'GET',
    route: '/api/admin/inbox',
    signedIn: true,
    parts: {
      query: {
        schema: inboxListQuerySchema,
        example: () => ({ page: '1', pageSize: '10', kind: 'inquiry', status: 'quoted', assignee: 'me' }),
      },
    },
  },
  { method: 'GET', route: '/api/admin/inbox/assignees', signedIn: true, parts: {}, note: 'no input' },
  {
    method: 'GET',
    route: '/api/admin/inbox/:kind/:id',
    signedIn: true,
    parts: { params: { schema: inboxItemParamsSchema, example: () => NO_INBOX_ITEM } },
  },
  // No item has this id: an accepted request is a 404, and no e-mail, note or audit row is written.
  ...(
    [
      ['status', inboxStatusChangeSchema, { status: 'quoted', quoteCents: 125_000 }],
      ['assignee', inboxAssignRequestSchema, { assigneeId: null }],
      ['notes', inboxNoteRequestSchema, { text: 'Called back: wants a sample.' }],
      ['replies', inboxReplyRequestSchema, { text: 'Thank you for writing. Yes, we deliver on Mondays.' }],
    ] as const
  ).map(([action, schema, body]): Endpoint => ({
    method: 'POST',
    route: `/api/admin/inbox/:kind/:id/${action}`,
    signedIn: true,
    parts: {
      params: { schema: inboxItemParamsSchema, example: () => NO_INBOX_ITEM },
      body: { schema, example: () => ({ ...body }) },
    },
  })),
  // Subscriptions and Today
  { method: 'GET', route: '/api/admin/today', signedIn: true, parts: {}, note: 'no input' },
  {
    method: 'GET',
    route: '/api/admin/subscriptions',
    signedIn: true,
    parts: {
      query: {
        schema: adminSubscriptionListQuerySchema,
        example: () => ({ page: '1', pageSize: '10', status: 'active', email: 'shopper' }),
      },
    },
  },
  {
    method: 'GET',
    route: '/api/admin/subscriptions/held',
    signedIn: true,
    parts: { query: { schema: heldRenewalQuerySchema, example: () => ({ page: '1', pageSize: '10' }) } },
  },
  {
    method: 'GET',
    route: '/api/admin/subscriptions/:id',
    signedIn: true,
    // The suite's own subscription: the team acts on it under the shopper's own rules.
    parts: {
      params: { schema: subscriptionIdParamsSchema, example: (fixture) => ({ id: String(fixture.subscriptionId) }) },
    },
  },
  {
    method: 'POST',
    route: '/api/admin/subscriptions/:id/pause',
    signedIn: true,
    parts: {
      params: { schema: subscriptionIdParamsSchema, example: (fixture) => ({ id: String(fixture.subscriptionId) }) },
      body: { schema: pauseRequestSchema, example: () => ({ months: SUBSCRIPTION_PAUSE_MONTHS.min }) },
    },
  },
  ...(['skip', 'resume', 'cancel'] as const).map((action): Endpoint => ({
    method: 'POST',
    route: `/api/admin/subscriptions/:id/${action}`,
    signedIn: true,
    parts: {
      params: { schema: subscriptionIdParamsSchema, example: (fixture) => ({ id: String(fixture.subscriptionId) }) },
    },
  })),
  // E-mails
  {
    method: 'GET',
    route: '/api/admin/emails',
    signedIn: true,
    parts: { query: { schema: outboxQuerySchema, example: () => ({ page: '1', pageSize: '10', status: 'failed' }) } },
  },
  {
    method: 'POST',
    route: '/api/admin/emails/:id/retry',
    signedIn: true,
    // No e-mail has this id: an accepted request is a 404 and changes nothing.
    parts: { params: { schema: emailIdParamsSchema, example: () => ({ id: '2147483000' }) } },
  },
];
