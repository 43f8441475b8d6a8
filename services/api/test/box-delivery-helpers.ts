import { randomUUID } from 'node:crypto';
import type { DeliveryWindowChoice } from '@shop/contracts/delivery-windows';
import { createSubscriptionCheckoutResponseSchema } from '@shop/contracts/subscriptions';
import { homeAddress } from './renewal-helpers.js';
import { browser, newShopper } from './shopper-agent.js';
import type { TestApp } from './test-app.js';

/** ISO weekdays of the seeded schedule. */
export const MONDAY = 1;
export const TUESDAY = 2;
export const SATURDAY = 6;

/** The seeded window of a zone on a weekday starting at `hour` (shop time). */
export async function windowId(shop: TestApp, zoneName: string, weekday: number, hour: number): Promise<number> {
  const [row] = (await shop.dataSource.query(
    `SELECT w.id FROM delivery_windows w JOIN delivery_zones z ON z.id = w."zoneId"
      WHERE z.name = $1 AND w.weekday = $2 AND w."startMinute" = $3 AND w."retiredAt" IS NULL`,
    [zoneName, weekday, hour * 60],
  )) as { id: number }[];
  if (!row) throw new Error(`No window of ${zoneName} on weekday ${weekday} at ${hour}:00`);
  return row.id;
}

export const FORSYTH = 'Forsyth County';
export const ALPHARETTA = 'Alpharetta, Milton and Johns Creek';

/** A new shopper subscribes, paying on delivery, optionally choosing the first box's window. */
export async function subscribeWithWindow(
  shop: TestApp,
  body: { planId: number; selectedOils: number[]; deliveryWindow?: DeliveryWindowChoice },
) {
  const account = newShopper();
  const shopper = browser(shop);
  await shopper.post('/api/auth/register', account).expect(201);
  const response = await shopper.agent
    .post('/api/create-subscription-checkout')
    .set('Sec-Fetch-Site', 'same-origin')
    .set('Idempotency-Key', randomUUID())
    .send({ shippingAddress: homeAddress, paymentMethod: 'pay_on_delivery', ...body });
  if (response.status !== 200)
    throw new Error(`Subscribing failed: ${response.status} ${JSON.stringify(response.body)}`);
  const answer = createSubscriptionCheckoutResponseSchema.parse(response.body);
  if (!('redirectUrl' in answer)) throw new Error(`Expected pay on delivery, got ${JSON.stringify(answer)}`);
  const subscriptionId = Number(new URL(answer.redirectUrl, 'http://shop').searchParams.get('subscription_id'));
  return { shopper, subscriptionId, email: account.email };
}

export interface BoxBookingRow {
  sequence: number;
  state: string;
  boxId: number;
  /** The box's order, and the order holding the place (the same once the box has shipped). */
  boxOrderId: number | null;
  bookingOrderId: number | null;
  windowId: number | null;
  date: string | null;
  startsAt: string | null;
}

/** Every box of a subscription with the place it holds, straight from the database. */
export async function boxBookings(shop: TestApp, subscriptionId: number): Promise<BoxBookingRow[]> {
  const rows = (await shop.dataSource.query(
    `SELECT c.sequence, c.state, c.id AS "boxId", c."orderId" AS "boxOrderId", b."orderId" AS "bookingOrderId",
            d."windowId", d."deliveryDate"::text AS date, d."startsAt"
       FROM subscription_cycles c
       LEFT JOIN delivery_bookings b ON b."subscriptionCycleId" = c.id
       LEFT JOIN delivery_window_days d ON d.id = b."windowDayId"
      WHERE c."subscriptionId" = $1 ORDER BY c.sequence`,
    [subscriptionId],
  )) as (Omit<BoxBookingRow, 'startsAt'> & { startsAt: Date | null })[];
  return rows.map((row) => ({ ...row, startsAt: row.startsAt ? new Date(row.startsAt).toISOString() : null }));
}

/** Places taken in a window on a date. */
export async function placesTaken(shop: TestApp, window: number, date: string): Promise<number> {
  const [row] = (await shop.dataSource.query(
    `SELECT count(b.id)::int AS taken FROM delivery_bookings b
       JOIN delivery_window_days d ON d.id = b."windowDayId"
      WHERE d."windowId" = $1 AND d."deliveryDate" = $2`,
    [window, date],
  )) as { taken: number }[];
  return row!.taken;
}

/** The box-delivery e-mails sent to a shopper, oldest first. */
export async function boxDeliveryEmails(shop: TestApp, to: string): Promise<{ subject: string; text: string }[]> {
  return (await shop.dataSource.query(
    `SELECT subject, "textBody" AS text FROM email_outbox WHERE kind = 'box_delivery_booked' AND "toAddress" = $1 ORDER BY id`,
    [to],
  )) as { subject: string; text: string }[];
}

/** A weekly window's stops per day, as the owner sets it. */
export async function setCapacity(shop: TestApp, window: number, capacity: number): Promise<void> {
  await shop.dataSource.query(`UPDATE delivery_windows SET capacity = $2 WHERE id = $1`, [window, capacity]);
}
