import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { FAILED_RENEWAL_ATTENTION_DAYS } from '@shop/contracts/admin-subscriptions';
import {
  LOW_STOCK_THRESHOLD,
  PICK_LIST_DAYS,
  type Today,
  type TodayOrder,
  type ZipGroup,
} from '@shop/contracts/admin-today';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Orders the team packs today: paid (card) or confirmed (pay on delivery), not yet packed. */
const TO_PACK_STATUSES = ['paid', 'confirmed'];
const OUT_FOR_DELIVERY_STATUSES = ['out_for_delivery'];
const TO_RESCHEDULE_STATUSES = ['to_reschedule'];

/** The orders in these statuses, oldest first (served by the status index), with their delivery ZIP. */
const ORDERS_IN_STATUSES = `
  SELECT id, "firstName", "lastName", status, "createdAt", "subscriptionId",
         coalesce(nullif("zipCode", ''), '—') AS "zipCode"
    FROM orders
   WHERE status = ANY($1::varchar[])
   ORDER BY "createdAt", id`;

/**
 * What counts as waiting in the inbox: the statuses the Inbox moves items through (a contact
 * message until it is answered or closed, an inquiry until it is quoted, won or lost).
 */
const OPEN_CONTACT_MESSAGES = `status = 'open'`;
const OPEN_BUSINESS_INQUIRIES = `status IN ('new', 'in_progress')`;

const INBOX_COUNTS = `
  SELECT (SELECT count(*)::int FROM chat_sessions WHERE "handoffState" = 'open') AS "openChatHandoffs",
         (SELECT count(*)::int FROM contact_messages WHERE ${OPEN_CONTACT_MESSAGES}) AS "openContactMessages",
         (SELECT count(*)::int FROM business_inquiries WHERE ${OPEN_BUSINESS_INQUIRIES}) AS "openBusinessInquiries"`;

/** The same boxes as the held-renewals queue (GET /api/admin/subscriptions/held). */
const RENEWAL_COUNTS = `
  SELECT count(*) FILTER (WHERE state = 'held')::int AS held,
         count(*) FILTER (WHERE state = 'failed' AND "renewsAt" >= $1)::int AS failed
    FROM subscription_cycles
   WHERE state IN ('held', 'failed')`;

const LOW_STOCK = `
  SELECT id, name, stock FROM products WHERE stock <= $1 ORDER BY stock, name`;

/** Locked boxes (oils fixed, bottles set aside) renewing in [$1, $2): one row per oil with its bottles. */
const PICK_LIST = `
  SELECT (oil->>'productId')::int AS "productId", min(oil->>'name') AS name, count(*)::int AS bottles
    FROM subscription_cycles c
    CROSS JOIN LATERAL jsonb_array_elements(coalesce(c.oils, '[]'::jsonb)) AS oil
   WHERE c.state = 'locked' AND c."renewsAt" >= $1 AND c."renewsAt" < $2
   GROUP BY (oil->>'productId')::int
   ORDER BY name`;

const PICK_LIST_BOXES = `
  SELECT count(*)::int AS boxes FROM subscription_cycles
   WHERE state = 'locked' AND "renewsAt" >= $1 AND "renewsAt" < $2`;

interface OrderRecord {
  id: number;
  firstName: string;
  lastName: string;
  status: string;
  createdAt: Date | string;
  subscriptionId: number | null;
  zipCode: string;
}

function byZip(records: OrderRecord[]): ZipGroup[] {
  const groups = new Map<string, TodayOrder[]>();
  for (const record of records) {
    const orders = groups.get(record.zipCode) ?? [];
    orders.push({
      id: record.id,
      customerName: `${record.firstName} ${record.lastName}`.trim(),
      status: record.status,
      orderedAt: new Date(record.createdAt).toISOString(),
      subscriptionId: record.subscriptionId,
    });
    groups.set(record.zipCode, orders);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([zipCode, orders]) => ({ zipCode, orders }));
}

/**
 * The Today dashboard: one read across orders, the inbox, subscriptions and the catalog. It is a
 * read model of its own rather than a method of any of those modules, and it reads with SQL rather
 * than their entities: it changes nothing, needs one column or count from each, and going through
 * four modules' services (and their exports) for that would couple all four to a screen.
 */
@Injectable()
export class TodayReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async read(now: Date): Promise<Today> {
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const pickUntil = new Date(now.getTime() + PICK_LIST_DAYS * DAY_MS);
    const query = <Row>(sql: string, parameters: unknown[]) => this.dataSource.query<Row[]>(sql, parameters);
    const [toPack, outForDelivery, toReschedule, [inbox], [renewals], lowStock, pickList, [pick]] = await Promise.all([
      query<OrderRecord>(ORDERS_IN_STATUSES, [TO_PACK_STATUSES]),
      query<OrderRecord>(ORDERS_IN_STATUSES, [OUT_FOR_DELIVERY_STATUSES]),
      query<OrderRecord>(ORDERS_IN_STATUSES, [TO_RESCHEDULE_STATUSES]),
      query<Today['inbox']>(INBOX_COUNTS, []),
      query<Today['renewals']>(RENEWAL_COUNTS, [daysAgo(FAILED_RENEWAL_ATTENTION_DAYS)]),
      query<Today['lowStock'][number]>(LOW_STOCK, [LOW_STOCK_THRESHOLD]),
      query<Today['pickList'][number]>(PICK_LIST, [now, pickUntil]),
      query<{ boxes: number }>(PICK_LIST_BOXES, [now, pickUntil]),
    ]);
    return {
      generatedAt: now.toISOString(),
      toPack: byZip(toPack),
      outForDelivery: byZip(outForDelivery),
      toReschedule: byZip(toReschedule),
      inbox: inbox!,
      renewals: renewals!,
      lowStock,
      pickList,
      pickListBoxes: pick!.boxes,
    };
  }
}
