import { z } from './zod.js';
import { checkoutFormSchema } from './addresses.js';
import { moneySchema } from './money.js';
import { numericIdSchema } from './common.js';
import { datedWindowSchema, deliveryWindowChoiceSchema } from './delivery-windows.js';

/**
 * pending: waiting for card payment; paid: the payment arrived; confirmed: pay on delivery,
 * accepted; packed, out_for_delivery, delivered: the shop's staff fulfilling it; to_reschedule: a
 * delivery failed, the shopper picks a new window (then packed again); cancelled: never
 * paid (the stock went back) or cancelled by the shop.
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'confirmed',
  'packed',
  'out_for_delivery',
  'to_reschedule',
  'delivered',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Order statuses in words, for shoppers and staff alike (the API's values are codes). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending payment',
  paid: 'Paid',
  confirmed: 'Confirmed – pay on delivery',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  to_reschedule: 'To reschedule',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const paymentMethodSchema = z.enum(['stripe', 'pay_on_delivery'], { error: 'Choose a payment method' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /api/cart/summary: the amounts every screen shows, computed by the server. */
export const cartSummarySchema = z.object({
  itemCount: z.number().int().nonnegative(),
  subtotal: moneySchema,
  tax: moneySchema,
  shipping: moneySchema,
  total: moneySchema,
  freeShippingThreshold: moneySchema,
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/** GET /api/checkout/options: how this shop takes payment (none: checkout says "Setup Required"). */
export const checkoutOptionsSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

/** POST /api/orders (with an Idempotency-Key header). Prices never come from the browser. */
export const placeOrderRequestSchema = checkoutFormSchema.extend({
  paymentMethod: paymentMethodSchema,
  /** The delivery window chosen; none: the earliest with room (placing an order stays one click). */
  deliveryWindow: deliveryWindowChoiceSchema.optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/** Idempotency-Key header: a client-made id per checkout attempt (e.g. a UUID). */
export const idempotencyKeySchema = z
  .string({ error: 'Idempotency-Key header is required' })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: 'Idempotency-Key must be 16-100 letters, digits, - or _' });

export const orderAddressSchema = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

export const orderLineSchema = z.object({
  productId: z.number().int().positive(),
  name: z.string(),
  unitPrice: moneySchema,
  quantity: z.number().int().positive(),
  lineTotal: moneySchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** An order as its owner sees it. */
export const orderSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  shippingAddress: orderAddressSchema,
  items: z.array(orderLineSchema),
  subtotal: moneySchema,
  tax: moneySchema,
  shipping: moneySchema,
  total: moneySchema,
  status: orderStatusSchema,
  paymentMethod: paymentMethodSchema,
  specialInstructions: z.string().nullable(),
  /** Set on a subscription box: the subscription it was packed for. */
  subscriptionId: z.number().int().positive().nullable(),
  /** When it will be delivered; none for orders placed before delivery windows, or not booked yet. */
  deliveryWindow: datedWindowSchema.nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

/** Answer of POST /api/orders: the order, and for card payment the payment page to go to. */
export const placeOrderResponseSchema = z.object({ order: orderSchema, paymentUrl: z.string().nullable() });
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

export const orderIdParamsSchema = z.strictObject({ id: numericIdSchema });
