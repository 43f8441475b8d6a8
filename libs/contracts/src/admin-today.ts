import { z } from './zod.js';

/** A product with this many bottles or fewer on the shelf shows under "Low stock". */
export const LOW_STOCK_THRESHOLD = 5;
/** The pick list covers locked boxes renewing within this many days. */
export const PICK_LIST_DAYS = 7;

export const todayOrderSchema = z.object({
  id: z.number().int().positive(),
  customerName: z.string(),
  status: z.string(),
  /** When the order was placed. */
  orderedAt: z.string(),
  /** Set for a subscription box. */
  subscriptionId: z.number().int().positive().nullable(),
});
export type TodayOrder = z.infer<typeof todayOrderSchema>;

/** Orders delivered to one ZIP code, oldest first. */
export const zipGroupSchema = z.object({ zipCode: z.string(), orders: z.array(todayOrderSchema) });
export type ZipGroup = z.infer<typeof zipGroupSchema>;

export const pickListLineSchema = z.object({
  productId: z.number().int().positive(),
  name: z.string(),
  bottles: z.number().int().positive(),
});
export type PickListLine = z.infer<typeof pickListLineSchema>;

/** GET /api/admin/today: everything the team's day starts with, in one answer. */
export const todaySchema = z.object({
  generatedAt: z.string(),
  /** Paid or confirmed orders, by delivery ZIP. */
  toPack: z.array(zipGroupSchema),
  outForDelivery: z.array(zipGroupSchema),
  /** Orders back from a failed delivery, waiting for a new window (the shopper or staff picks one). */
  toReschedule: z.array(zipGroupSchema),
  /** What waits in the inbox: open chat handoffs, open contact messages, new or in-progress inquiries. */
  inbox: z.object({
    openChatHandoffs: z.number().int().nonnegative(),
    openContactMessages: z.number().int().nonnegative(),
    openBusinessInquiries: z.number().int().nonnegative(),
  }),
  renewals: z.object({
    held: z.number().int().nonnegative(),
    /** Failed boxes renewing in the last FAILED_RENEWAL_ATTENTION_DAYS days. */
    failed: z.number().int().nonnegative(),
  }),
  lowStock: z.array(z.object({ id: z.number().int().positive(), name: z.string(), stock: z.number().int() })),
  /** The bottles of locked boxes renewing in the next PICK_LIST_DAYS days, per oil. */
  pickList: z.array(pickListLineSchema),
  pickListBoxes: z.number().int().nonnegative(),
});
export type Today = z.infer<typeof todaySchema>;
