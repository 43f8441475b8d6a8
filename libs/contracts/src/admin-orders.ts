import { z } from './zod.js';
import { pageOf, pageQuerySchema } from './admin.js';
import { moneySchema } from './money.js';
import { orderSchema, orderStatusSchema, type OrderStatus } from './orders.js';

/** A calendar day in a query string, e.g. 2026-11-23: a day in the shop's time zone (America/New_York). */
const isoDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date like 2026-11-23` })
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      {
        error: `${label} is not a real date`,
      },
    );

/**
 * GET /api/admin/orders: newest first. `q` is an order number (123 or #123), the start of an
 * e-mail address, or the start of a first or last name (case-insensitive).
 */
export const adminOrderQuerySchema = pageQuerySchema
  .extend({
    status: orderStatusSchema.optional(),
    from: isoDate('From').optional(),
    to: isoDate('To').optional(),
    zip: z
      .string()
      .regex(/^\d{5}$/, { error: 'ZIP must be 5 digits' })
      .optional(),
    q: z
      .string()
      .trim()
      .max(100, { error: 'Search must be at most 100 characters' })
      .refine((value) => !value.includes('\u0000') && value.isWellFormed(), {
        error: 'Search contains a character that is not allowed',
      })
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'To must be on or after From',
    path: ['to'],
  });
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

/** One row of the orders list. */
export const adminOrderSummarySchema = z.object({
  id: z.number().int().positive(),
  createdAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  zipCode: z.string(),
  total: moneySchema,
  status: orderStatusSchema,
  paymentMethod: z.enum(['stripe', 'pay_on_delivery']),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
export const adminOrderPageSchema = pageOf(adminOrderSummarySchema);

/** What happened to an order, in its timeline. */
export const ORDER_EVENT_TYPES = [
  'placed',
  'paid',
  'confirmed',
  'packed',
  'out_for_delivery',
  'to_reschedule',
  'delivered',
  'cancelled',
  'refunded',
  'note',
  'window_moved',
] as const;
export const orderEventTypeSchema = z.enum(ORDER_EVENT_TYPES);
export type OrderEventType = z.infer<typeof orderEventTypeSchema>;

/** One timeline entry; actorEmail is null when the shop itself (checkout, Stripe) did it. */
export const orderEventSchema = z.object({
  id: z.number().int().positive(),
  type: orderEventTypeSchema,
  actorEmail: z.string().nullable(),
  note: z.string().nullable(),
  amount: moneySchema.nullable(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderRefundSchema = z.object({
  id: z.number().int().positive(),
  amount: moneySchema,
  status: z.string(),
  stripeRefundId: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** GET /api/admin/orders/:id: the order, what was refunded, its timeline and the moves staff can make now. */
export const adminOrderSchema = orderSchema.extend({
  userId: z.string().nullable(),
  zipCode: z.string(),
  paid: z.boolean(),
  refundedTotal: moneySchema,
  /** What an owner can still refund through Stripe ("0.00" when nothing, e.g. pay on delivery). */
  refundable: moneySchema,
  /** The statuses staff may move the order to now (never `paid`: only a payment does that). */
  nextStatuses: z.array(orderStatusSchema),
  events: z.array(orderEventSchema),
  refunds: z.array(orderRefundSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** The statuses the back office moves orders to; `paid` and `pending` come from payments only. */
export const STAFF_ORDER_STATUSES = [
  'packed',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];

/** POST /api/admin/orders/:id/status. Any status is accepted here; a move the order cannot make is a 409. */
export const orderStatusChangeRequestSchema = z.strictObject({
  status: z.enum(orderStatusSchema.options, { error: 'Status must be one of the order statuses' }),
});
export type OrderStatusChangeRequest = z.infer<typeof orderStatusChangeRequestSchema>;

/** POST /api/admin/orders/:id/refunds (owner, with an Idempotency-Key header): amount defaults to what is left. */
export const refundRequestSchema = z.strictObject({
  amount: z
    .string({ error: 'Amount must be an amount like 12.50' })
    .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: 'Amount must be an amount like 12.50' })
    .refine((value) => /[1-9]/.test(value), { error: 'Amount must be more than 0' })
    .optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** Answer of a status change: the order as the order page shows it. */
export const orderStatusChangeResponseSchema = adminOrderSchema;

/** Answer of a refund: the refund Stripe made (the same one for a repeated Idempotency-Key) and the order now. */
export const refundResponseSchema = z.object({ refund: orderRefundSchema, order: adminOrderSchema });
export type RefundResponse = z.infer<typeof refundResponseSchema>;
