import { z } from './zod.js';
import { ADMIN_API_PREFIX } from './admin.js';
import { numericIdSchema, rowIdSchema } from './common.js';
import { datedWindowSchema, shopDaySchema } from './delivery-windows.js';
import { textField } from './text.js';

/**
 * The owner's delivery schedule in the back office: zones (their ZIP codes and order cutoff),
 * weekly windows, and closures. Staff read it and manage closures; the rest is the owner's.
 */
export const DELIVERY_SCHEDULE_API = {
  schedule: `${ADMIN_API_PREFIX}/delivery/schedule`,
  zones: `${ADMIN_API_PREFIX}/delivery/zones`,
  zone: (id: number) => `${ADMIN_API_PREFIX}/delivery/zones/${id}`,
  zoneZips: (id: number) => `${ADMIN_API_PREFIX}/delivery/zones/${id}/zips`,
  zoneWindows: (id: number) => `${ADMIN_API_PREFIX}/delivery/zones/${id}/windows`,
  window: (id: number) => `${ADMIN_API_PREFIX}/delivery/windows/${id}`,
  closures: `${ADMIN_API_PREFIX}/delivery/closures`,
  closure: (id: number) => `${ADMIN_API_PREFIX}/delivery/closures/${id}`,
} as const;

/** The database's limits, so a request that passes these is never refused by a column or CHECK. */
export const DELIVERY_SCHEDULE_LIMITS = {
  zoneName: 60,
  closureReason: 200,
  /** ZIP codes listed in one zone (Forsyth County has a handful; the whole area a few hundred). */
  zipsPerZone: 500,
  /** A window and a day-before cutoff lie between 06:00 and 22:00, in quarter hours. */
  firstMinute: 6 * 60,
  lastMinute: 22 * 60,
  minuteStep: 15,
  cutoffHours: { min: 1, max: 72 },
  capacity: { min: 0, max: 200 },
  /** A closure covers at most a year of days. */
  closureDays: 366,
} as const;

/** ISO weekdays, 1 = Monday … 7 = Sunday. */
export const WEEKDAY_NAMES: Readonly<Record<number, string>> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

/** 600 → "10:00 AM", 1200 → "8:00 PM": a minute of the shop's day as its clocks show it. */
export function formatMinuteOfDay(minute: number): string {
  const hours = Math.floor(minute / 60);
  const period = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 || 12}:${String(minute % 60).padStart(2, '0')} ${period}`;
}

/** Every quarter hour from 06:00 to 22:00, as the forms offer them. */
export const QUARTER_HOURS: readonly number[] = Array.from(
  {
    length:
      (DELIVERY_SCHEDULE_LIMITS.lastMinute - DELIVERY_SCHEDULE_LIMITS.firstMinute) /
        DELIVERY_SCHEDULE_LIMITS.minuteStep +
      1,
  },
  (_, step) => DELIVERY_SCHEDULE_LIMITS.firstMinute + step * DELIVERY_SCHEDULE_LIMITS.minuteStep,
);

/** A wall time of the shop's day in minutes: 06:00–22:00, on a quarter hour. */
const minuteOfDay = (label: string) =>
  z
    .number({ error: `${label} must be a number of minutes after midnight` })
    .int({ error: `${label} must be a whole number of minutes` })
    .min(DELIVERY_SCHEDULE_LIMITS.firstMinute, { error: `${label} must be 6:00 AM or later` })
    .max(DELIVERY_SCHEDULE_LIMITS.lastMinute, { error: `${label} must be 10:00 PM or earlier` })
    .multipleOf(DELIVERY_SCHEDULE_LIMITS.minuteStep, { error: `${label} must be on a quarter hour` });

/** day_before_at: orders close at a wall time the day before; hours_before: so many hours ahead. */
export const DELIVERY_CUTOFF_KINDS = ['day_before_at', 'hours_before'] as const;
export const deliveryCutoffKindSchema = z.enum(DELIVERY_CUTOFF_KINDS, { error: 'Choose when orders close' });
export type DeliveryCutoffKind = z.infer<typeof deliveryCutoffKindSchema>;

export const DELIVERY_CUTOFF_KIND_LABELS: Record<DeliveryCutoffKind, string> = {
  day_before_at: 'At a time the day before',
  hours_before: 'Some hours before the window',
};

/** …/zones/:id, …/windows/:id, …/closures/:id */
export const deliveryScheduleIdParamsSchema = z.strictObject({ id: numericIdSchema });
export type DeliveryScheduleIdParams = z.output<typeof deliveryScheduleIdParamsSchema>;

/**
 * POST …/zones and PUT …/zones/:id (owner). The cutoff's other number may be left out: a zone
 * closing the day before at 8 PM sends `cutoffMinute: 1200`, one closing 24 hours ahead
 * `cutoffHours: 24`; the number of the other kind is ignored.
 */
export const deliveryZoneRequestSchema = z
  .strictObject({
    name: textField('Zone name', DELIVERY_SCHEDULE_LIMITS.zoneName, { length: 1, message: 'Zone name is required' }),
    /** The zone of every ZIP within the area that no zone lists (one at most). */
    catchAll: z.boolean({ error: 'Catch-all must be true or false' }),
    cutoffKind: deliveryCutoffKindSchema,
    cutoffMinute: minuteOfDay('Cutoff time').optional(),
    cutoffHours: z
      .number({ error: 'Cutoff hours must be a number' })
      .int({ error: 'Cutoff hours must be a whole number' })
      .min(DELIVERY_SCHEDULE_LIMITS.cutoffHours.min, { error: 'Cutoff hours must be at least 1' })
      .max(DELIVERY_SCHEDULE_LIMITS.cutoffHours.max, { error: 'Cutoff hours must be at most 72' })
      .optional(),
  })
  .refine((zone) => zone.cutoffKind !== 'day_before_at' || zone.cutoffMinute !== undefined, {
    error: 'Choose the time orders close the day before',
    path: ['cutoffMinute'],
  })
  .refine((zone) => zone.cutoffKind !== 'hours_before' || zone.cutoffHours !== undefined, {
    error: 'Enter how many hours before a window orders close',
    path: ['cutoffHours'],
  });
export type DeliveryZoneRequest = z.infer<typeof deliveryZoneRequestSchema>;

const zipCodeSchema = z
  .string({ error: 'ZIP code must be text' })
  .trim()
  .regex(/^\d{5}$/, { error: 'Enter a 5-digit ZIP code' });

/**
 * PUT …/zones/:id/zips (owner): the zone's whole list. A ZIP listed in another zone moves here;
 * one the area check calls outside (or does not know) is refused, naming its place in the list.
 */
export const deliveryZoneZipsRequestSchema = z.strictObject({
  zipCodes: z.array(zipCodeSchema, { error: 'ZIP codes must be a list' }).max(DELIVERY_SCHEDULE_LIMITS.zipsPerZone, {
    error: `A zone lists at most ${DELIVERY_SCHEDULE_LIMITS.zipsPerZone} ZIP codes`,
  }),
});
export type DeliveryZoneZipsRequest = z.infer<typeof deliveryZoneZipsRequestSchema>;

/**
 * POST …/zones/:id/windows and PUT …/windows/:id (owner). A window with deliveries booked ahead
 * keeps its day and hours (409 DELIVERY_WINDOW_HAS_BOOKINGS); its capacity may change.
 */
export const deliveryWindowRequestSchema = z
  .strictObject({
    weekday: z
      .number({ error: 'Day must be a weekday number' })
      .int({ error: 'Day must be a weekday number' })
      .min(1, { error: 'Day must be 1 (Monday) to 7 (Sunday)' })
      .max(7, { error: 'Day must be 1 (Monday) to 7 (Sunday)' }),
    startMinute: minuteOfDay('Start'),
    endMinute: minuteOfDay('End'),
    capacity: z
      .number({ error: 'Stops must be a number' })
      .int({ error: 'Stops must be a whole number' })
      .min(DELIVERY_SCHEDULE_LIMITS.capacity.min, { error: 'Stops cannot be negative' })
      .max(DELIVERY_SCHEDULE_LIMITS.capacity.max, {
        error: `Stops must be at most ${DELIVERY_SCHEDULE_LIMITS.capacity.max}`,
      }),
  })
  .refine((window) => window.startMinute < window.endMinute, {
    error: 'The window must end after it starts',
    path: ['endMinute'],
  });
export type DeliveryWindowRequest = z.infer<typeof deliveryWindowRequestSchema>;

/**
 * POST …/closures (staff and owner): days without deliveries, for every zone (`zoneId` null), one
 * zone, or one window of a zone. Over deliveries already booked it is refused (409
 * DELIVERY_CLOSURE_HAS_BOOKINGS naming the orders) unless `moveBookings` is true: then each booking,
 * oldest first, moves to the zone's earliest window with room after the closure.
 */
export const deliveryClosureRequestSchema = z
  .strictObject({
    zoneId: rowIdSchema('Zone').nullable(),
    windowId: rowIdSchema('Window').nullable(),
    fromDate: shopDaySchema,
    toDate: shopDaySchema,
    reason: textField('Reason', DELIVERY_SCHEDULE_LIMITS.closureReason, { length: 1, message: 'Reason is required' }),
    moveBookings: z.boolean({ error: 'Move bookings must be true or false' }).optional(),
  })
  .refine((closure) => closure.fromDate <= closure.toDate, {
    error: 'The last day cannot be before the first',
    path: ['toDate'],
  });
export type DeliveryClosureRequest = z.infer<typeof deliveryClosureRequestSchema>;

/** A weekly window as the schedule shows it. */
export const adminDeliveryWindowSchema = z.object({
  id: z.number().int().positive(),
  zoneId: z.number().int().positive(),
  weekday: z.number().int().min(1).max(7),
  startMinute: z.number().int(),
  endMinute: z.number().int(),
  capacity: z.number().int().nonnegative(),
  /** "Saturday 10:00 AM – 12:00 PM" */
  label: z.string(),
  /** Deliveries booked from today on: while there are any, its day and hours cannot change. */
  bookingsAhead: z.number().int().nonnegative(),
});
export type AdminDeliveryWindow = z.infer<typeof adminDeliveryWindowSchema>;

export const adminDeliveryZoneSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  catchAll: z.boolean(),
  cutoffKind: deliveryCutoffKindSchema,
  cutoffMinute: z.number().int().nullable(),
  cutoffHours: z.number().int().nullable(),
  /** "Orders close at 8:00 PM the day before" */
  cutoffLabel: z.string(),
  zipCodes: z.array(z.string()),
  /** Windows taking bookings (retired ones are left out), by weekday and start. */
  windows: z.array(adminDeliveryWindowSchema),
});
export type AdminDeliveryZone = z.infer<typeof adminDeliveryZoneSchema>;

export const adminDeliveryClosureSchema = z.object({
  id: z.number().int().positive(),
  zoneId: z.number().int().positive().nullable(),
  /** "All zones" when the closure is for every zone. */
  zoneName: z.string(),
  windowId: z.number().int().positive().nullable(),
  /** The window's label, or null when every window of the days is closed. */
  windowLabel: z.string().nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type AdminDeliveryClosure = z.infer<typeof adminDeliveryClosureSchema>;

/** GET …/schedule: every zone with its windows, and the closures that end today or later. */
export const adminDeliveryScheduleSchema = z.object({
  /** The shop's date now (YYYY-MM-DD). */
  today: z.string(),
  /** How many days ahead shoppers can book (DELIVERY_BOOKING_DAYS). */
  bookingDays: z.number().int().positive(),
  zones: z.array(adminDeliveryZoneSchema),
  closures: z.array(adminDeliveryClosureSchema),
});
export type AdminDeliverySchedule = z.infer<typeof adminDeliveryScheduleSchema>;

/** A booking a closure moved: an order, or a subscription box not yet made an order. */
export const movedBookingSchema = z.object({
  orderId: z.number().int().positive().nullable(),
  subscriptionCycleId: z.number().int().positive().nullable(),
  from: datedWindowSchema,
  to: datedWindowSchema,
});
export type MovedBooking = z.infer<typeof movedBookingSchema>;

/** The answer of POST …/closures: the closure, and the bookings it moved (oldest first). */
export const addedClosureSchema = z.object({
  closure: adminDeliveryClosureSchema,
  movedBookings: z.array(movedBookingSchema),
});
export type AddedClosure = z.infer<typeof addedClosureSchema>;
