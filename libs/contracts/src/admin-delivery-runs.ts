import { z } from './zod.js';
import { ADMIN_API_PREFIX } from './admin.js';
import { numericIdSchema } from './common.js';
import { shopDaySchema } from './delivery-windows.js';
import { moneySchema } from './money-schema.js';
import { orderAddressSchema, orderStatusSchema, paymentMethodSchema } from './orders.js';

/**
 * Delivery runs in the back office (staff and owners; drivers are staff). A run is one dated
 * delivery window with orders booked into it, named by that dated window's id: it can be read
 * before it starts, when its stops are still computed from the bookings.
 */
export const DELIVERY_RUNS_API = {
  runs: `${ADMIN_API_PREFIX}/delivery/runs`,
  run: (id: number) => `${ADMIN_API_PREFIX}/delivery/runs/${id}`,
  start: (id: number) => `${ADMIN_API_PREFIX}/delivery/runs/${id}/start`,
  close: (id: number) => `${ADMIN_API_PREFIX}/delivery/runs/${id}/close`,
  stopOutcome: (stopId: number) => `${ADMIN_API_PREFIX}/delivery/stops/${stopId}/outcome`,
} as const;

/** planned: not started (stops computed on every read); started: the van left; closed: settled. */
export const RUN_STATUSES = ['planned', 'started', 'closed'] as const;
export const runStatusSchema = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof runStatusSchema>;

export const STOP_OUTCOMES = ['delivered', 'failed'] as const;
export const stopOutcomeSchema = z.enum(STOP_OUTCOMES, { error: 'Outcome must be delivered or failed' });
export type StopOutcome = z.infer<typeof stopOutcomeSchema>;

/** Why a stop failed. Nobody home and refused count as no-shows; a wrong address does not (whose mistake?). */
export const FAILURE_REASONS = ['nobody_home', 'refused', 'wrong_address'] as const;
export const failureReasonSchema = z.enum(FAILURE_REASONS, {
  error: 'Reason must be nobody_home, refused or wrong_address',
});
export type FailureReason = z.infer<typeof failureReasonSchema>;
export const FAILURE_REASON_LABELS: Record<FailureReason, string> = {
  nobody_home: 'Nobody home',
  refused: 'Refused',
  wrong_address: 'Wrong address',
};

export const COLLECTED_KINDS = ['cash', 'card'] as const;
export const collectedKindSchema = z.enum(COLLECTED_KINDS, { error: 'Kind must be cash or card' });
export type CollectedKind = z.infer<typeof collectedKindSchema>;

/** A difference of money, with its sign: "-1.50", "0.00", "2.25". */
export const signedMoneySchema = z.string().regex(/^-?\d{1,9}\.\d{2}$/);
export type SignedMoney = z.infer<typeof signedMoneySchema>;

/** An amount typed by staff: "42.5", "42.50", "0". */
const amountField = (label: string) =>
  z
    .string({ error: `${label} must be an amount like 12.50` })
    .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: `${label} must be an amount like 12.50` });

/** GET …/runs?date=2026-11-28 (today in the shop's time zone when left out). */
export const deliveryRunsQuerySchema = z.strictObject({ date: shopDaySchema.optional() });
export type DeliveryRunsQuery = z.infer<typeof deliveryRunsQuerySchema>;

/** …/runs/:id (the dated window's id) and …/stops/:id */
export const deliveryRunIdParamsSchema = z.strictObject({ id: numericIdSchema });
export const deliveryStopIdParamsSchema = z.strictObject({ id: numericIdSchema });

/** PUT …/stops/:id/outcome: delivered (with what was collected, if anything) or failed with a reason. */
export const stopOutcomeRequestSchema = z
  .strictObject({
    outcome: stopOutcomeSchema,
    reason: failureReasonSchema.optional(),
    collected: z
      .strictObject({
        kind: collectedKindSchema,
        amount: amountField('Amount').refine((value) => /[1-9]/.test(value), { error: 'Amount must be more than 0' }),
      })
      .optional(),
  })
  .refine((request) => request.outcome !== 'failed' || request.reason !== undefined, {
    error: 'Say why the delivery failed',
    path: ['reason'],
  })
  .refine((request) => request.outcome !== 'delivered' || request.reason === undefined, {
    error: 'A reason goes only with a failed delivery',
    path: ['reason'],
  })
  .refine((request) => request.outcome !== 'failed' || request.collected === undefined, {
    error: 'Nothing is collected on a failed delivery',
    path: ['collected'],
  });
export type StopOutcomeRequest = z.infer<typeof stopOutcomeRequestSchema>;

/** POST …/runs/:id/close: the cash counted back at the shop and the card terminal's total for the run. */
export const closeRunRequestSchema = z.strictObject({
  countedCash: amountField('Counted cash'),
  cardTerminalTotal: amountField('Card terminal total'),
});
export type CloseRunRequest = z.infer<typeof closeRunRequestSchema>;

/** One run of a day, as the runs page lists it. */
export const deliveryRunSummarySchema = z.object({
  /** The dated window's id. */
  id: z.number().int().positive(),
  date: z.string(),
  zoneName: z.string(),
  /** "Saturday 28 November, 10:00 AM – 12:00 PM" */
  label: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: runStatusSchema,
  stopCount: z.number().int().nonnegative(),
  /** Booked orders not packed yet: the run cannot start while there are any. */
  notPackedCount: z.number().int().nonnegative(),
  /** What the driver is to collect: the totals of the pay-on-delivery orders. */
  expectedAmount: moneySchema,
  driverEmail: z.string().nullable(),
  /** Set once closed. */
  countedCash: moneySchema.nullable(),
});
export type DeliveryRunSummary = z.infer<typeof deliveryRunSummarySchema>;
/**
 * A subscription box whose bottles are set aside but which found no delivery window with room
 * (its shopper was e-mailed): staff book it by hand or raise a window's capacity.
 */
export const unbookedBoxSchema = z.object({
  subscriptionId: z.number().int().positive(),
  boxId: z.number().int().positive(),
  renewsAt: z.string(),
  customerName: z.string(),
  zipCode: z.string(),
});
export type UnbookedBox = z.infer<typeof unbookedBoxSchema>;

export const deliveryRunListSchema = z.object({
  date: z.string(),
  runs: z.array(deliveryRunSummarySchema),
  /** Every box set aside without a window, whatever the day (they need someone now). */
  unbookedBoxes: z.array(unbookedBoxSchema),
});
export type DeliveryRunList = z.infer<typeof deliveryRunListSchema>;

export const collectedSchema = z.object({ kind: collectedKindSchema, amount: moneySchema });
export type Collected = z.infer<typeof collectedSchema>;

/** One stop, in driving order. `id` is null until the run starts (stops are made then). */
export const deliveryStopSchema = z.object({
  id: z.number().int().positive().nullable(),
  sequence: z.number().int().positive(),
  orderId: z.number().int().positive(),
  orderStatus: orderStatusSchema,
  paymentMethod: paymentMethodSchema,
  customerName: z.string(),
  phone: z.string().nullable(),
  address: orderAddressSchema,
  specialInstructions: z.string().nullable(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int().positive() })),
  /** The order's total when paid on delivery, else 0.00. */
  expectedAmount: moneySchema,
  outcome: stopOutcomeSchema.nullable(),
  failureReason: failureReasonSchema.nullable(),
  collected: collectedSchema.nullable(),
  recordedAt: z.string().nullable(),
  recordedByEmail: z.string().nullable(),
});
export type DeliveryStop = z.infer<typeof deliveryStopSchema>;

/** A delivered stop whose collection differs from what was expected. */
export const stopOffSchema = z.object({
  stopId: z.number().int().positive(),
  sequence: z.number().int().positive(),
  orderId: z.number().int().positive(),
  expected: moneySchema,
  collected: moneySchema,
  /** collected − expected */
  difference: signedMoneySchema,
});

/**
 * The money of a run in exact cents. Counted cash and the terminal's total are null until the
 * run closes; their differences (counted − recorded) too.
 */
export const runReconciliationSchema = z.object({
  /** Expected at the stops delivered, and what the driver recorded there, by kind. */
  expectedDelivered: moneySchema,
  recordedCash: moneySchema,
  recordedCard: moneySchema,
  recordedTotal: moneySchema,
  /** recordedTotal − expectedDelivered */
  recordedDifference: signedMoneySchema,
  /** Expected at stops that failed: not collected, the order goes to be rescheduled. */
  expectedFailed: moneySchema,
  countedCash: moneySchema.nullable(),
  cardTerminalTotal: moneySchema.nullable(),
  cashDifference: signedMoneySchema.nullable(),
  cardDifference: signedMoneySchema.nullable(),
  stopsOff: z.array(stopOffSchema),
});
export type RunReconciliation = z.infer<typeof runReconciliationSchema>;

/** GET …/runs/:id, and the answer of every change to a run. */
export const deliveryRunSchema = deliveryRunSummarySchema.extend({
  startedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  stops: z.array(deliveryStopSchema),
  reconciliation: runReconciliationSchema,
});
export type DeliveryRun = z.infer<typeof deliveryRunSchema>;
