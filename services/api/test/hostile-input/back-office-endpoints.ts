import { randomUUID } from 'node:crypto';
import { deliveryWindowChoiceSchema } from '@shop/contracts/delivery-windows';
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
import {
  liftPayOnDeliveryLimitsRequestSchema,
  reinstatePayOnDeliveryRequestSchema,
} from '@shop/contracts/admin-pay-on-delivery';
import {
  closeRunRequestSchema,
  deliveryRunIdParamsSchema,
  deliveryRunsQuerySchema,
  deliveryStopIdParamsSchema,
  stopOutcomeRequestSchema,
} from '@shop/contracts/admin-delivery-runs';
import {
  deliveryClosureRequestSchema,
  deliveryScheduleIdParamsSchema,
  deliveryWindowRequestSchema,
  deliveryZoneRequestSchema,
  deliveryZoneZipsRequestSchema,
} from '@shop/contracts/admin-delivery';
import type { Endpoint } from './endpoint.js';

/** An order number no order has. */
const NO_ORDER = '2147483000';

/** A dated window (a delivery run) and a stop that do not exist. */
const NO_RUN = '2147483000';

/** A delivery zone, window or closure that does not exist. */
const NO_SCHEDULE_ROW = '2147483000';

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
    method: 'PUT',
    route: '/api/admin/orders/:id/delivery-window',
    signedIn: true,
    parts: {
      params: { schema: orderIdParamsSchema, example: (fixture) => ({ id: String(fixture.orderId) }) },
      // The window the order holds already: the move changes nothing.
      body: { schema: deliveryWindowChoiceSchema, example: (fixture) => ({ ...fixture.deliveryWindow }) },
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
  {
    method: 'GET',
    route: '/api/admin/orders/:id/pay-on-delivery-standing',
    signedIn: true,
    parts: { params: { schema: orderIdParamsSchema, example: (fixture) => ({ id: String(fixture.orderId) }) } },
  },
  {
    method: 'PUT',
    route: '/api/admin/orders/:id/pay-on-delivery-standing',
    signedIn: true,
    parts: {
      params: { schema: orderIdParamsSchema, example: (fixture) => ({ id: String(fixture.orderId) }) },
      // The suite's shopper has missed no delivery: an accepted request changes nothing.
      body: { schema: reinstatePayOnDeliveryRequestSchema, example: () => ({ reinstate: true }) },
    },
  },
  // Delivery runs: no dated window or stop has these ids, so an accepted request is a 404.
  {
    method: 'GET',
    route: '/api/admin/delivery/runs',
    signedIn: true,
    parts: { query: { schema: deliveryRunsQuerySchema, example: () => ({ date: '2026-11-28' }) } },
  },
  {
    method: 'GET',
    route: '/api/admin/delivery/runs/:id',
    signedIn: true,
    parts: { params: { schema: deliveryRunIdParamsSchema, example: () => ({ id: NO_RUN }) } },
  },
  {
    method: 'POST',
    route: '/api/admin/delivery/runs/:id/start',
    signedIn: true,
    parts: { params: { schema: deliveryRunIdParamsSchema, example: () => ({ id: NO_RUN }) } },
  },
  {
    method: 'POST',
    route: '/api/admin/delivery/runs/:id/close',
    signedIn: true,
    parts: {
      params: { schema: deliveryRunIdParamsSchema, example: () => ({ id: NO_RUN }) },
      body: { schema: closeRunRequestSchema, example: () => ({ countedCash: '120.50', cardTerminalTotal: '42.00' }) },
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/delivery/stops/:id/outcome',
    signedIn: true,
    parts: {
      params: { schema: deliveryStopIdParamsSchema, example: () => ({ id: NO_RUN }) },
      body: {
        schema: stopOutcomeRequestSchema,
        example: () => ({ outcome: 'delivered', collected: { kind: 'cash', amount: '42.50' } }),
      },
    },
  },
  // The delivery schedule. No zone, window or closure has NO_SCHEDULE_ROW, so an accepted edit is
  // a 404; a zone or a closure that is added lives far from the suite's checkouts (no ZIP code,
  // days in 2099), so every order still finds its window.
  { method: 'GET', route: '/api/admin/delivery/schedule', signedIn: true, parts: {}, note: 'no input' },
  {
    method: 'POST',
    route: '/api/admin/delivery/zones',
    signedIn: true,
    parts: {
      body: {
        schema: deliveryZoneRequestSchema,
        example: () => ({ name: 'Probe zone', catchAll: false, cutoffKind: 'day_before_at', cutoffMinute: 1200 }),
      },
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/delivery/zones/:id',
    signedIn: true,
    parts: {
      params: { schema: deliveryScheduleIdParamsSchema, example: () => ({ id: NO_SCHEDULE_ROW }) },
      body: {
        schema: deliveryZoneRequestSchema,
        example: () => ({ name: 'Probe zone', catchAll: false, cutoffKind: 'hours_before', cutoffHours: 24 }),
      },
    },
  },
  {
    method: 'DELETE',
    route: '/api/admin/delivery/zones/:id',
    signedIn: true,
    parts: { params: { schema: deliveryScheduleIdParamsSchema, example: () => ({ id: NO_SCHEDULE_ROW }) } },
  },
  {
    method: 'PUT',
    route: '/api/admin/delivery/zones/:id/zips',
    signedIn: true,
    parts: {
      params: { schema: deliveryScheduleIdParamsSchema, example: () => ({ id: NO_SCHEDULE_ROW }) },
      body: { schema: deliveryZoneZipsRequestSchema, example: () => ({ zipCodes: ['30534', '30107'] }) },
    },
  },
  {
    method: 'POST',
    route: '/api/admin/delivery/zones/:id/windows',
    signedIn: true,
    parts: {
      params: { schema: deliveryScheduleIdParamsSchema, example: () => ({ id: NO_SCHEDULE_ROW }) },
      body: {
        schema: deliveryWindowRequestSchema,
        example: () => ({ weekday: 6, startMinute: 600, endMinute: 720, capacity: 10 }),
      },
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/delivery/windows/:id',
    signedIn: true,
    parts: {
      params: { schema: deliveryScheduleIdParamsSchema, example: () => ({ id: NO_SCHEDULE_ROW }) },
      body: {
        schema: deliveryWindowRequestSchema,
        example: () => ({ weekday: 2, startMinute: 840, endMinute: 960, capacity: 12 }),
      },
    },
  },
  {
    method: 'DELETE',
    route: '/api/admin/delivery/windows/:id',
    signedIn: true,
    parts: { params: { schema: deliveryScheduleIdParamsSchema, example: () => ({ id: NO_SCHEDULE_ROW }) } },
  },
  {
    method: 'POST',
    route: '/api/admin/delivery/closures',
    signedIn: true,
    parts: {
      body: {
        schema: deliveryClosureRequestSchema,
        example: () => ({
          zoneId: null,
          windowId: null,
          fromDate: '2099-12-24',
          toDate: '2099-12-26',
          reason: 'Christmas',
          moveBookings: false,
        }),
      },
    },
  },
  {
    method: 'DELETE',
    route: '/api/admin/delivery/closures/:id',
    signedIn: true,
    parts: { params: { schema: deliveryScheduleIdParamsSchema, example: () => ({ id: NO_SCHEDULE_ROW }) } },
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
