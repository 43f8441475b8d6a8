import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  FAILED_RENEWAL_ATTENTION_DAYS,
  type AdminCustomer,
  type AdminSubscription,
  type AdminSubscriptionListQuery,
  type AdminSubscriptionRow,
  type HeldRenewal,
} from '@shop/contracts/admin-subscriptions';
import type { PageQuery } from '@shop/contracts/admin';
import type { PaymentMethod } from '@shop/contracts/orders';
import type { BoxOil, SubscriptionStatus } from '@shop/contracts/subscriptions';
import { StockService } from '../../catalog/stock.service.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { prefixPattern } from '../../common/like-pattern.js';
import { SubscriptionCycle } from '../subscription-cycle.entity.js';
import { Subscription } from '../subscription.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function customerOf(user: {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}): AdminCustomer {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { id: user.id, email: user.email, name: name || user.email };
}

interface RowRecord {
  id: number;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  paymentMethod: PaymentMethod;
  planName: string;
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  nextBoxAt: Date | null;
  total: number;
}

interface HeldRecord {
  cycleId: number;
  subscriptionId: number;
  state: 'held' | 'failed';
  renewsAt: Date;
  shortOils: BoxOil[];
  paid: boolean;
  paymentMethod: PaymentMethod;
  planName: string;
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  total: number;
}

/** Why a held or failed box did not ship, in the team's words. */
function reasonOf(record: HeldRecord): string {
  const short = record.shortOils.map((oil) => oil.name).join(', ');
  if (record.state === 'held') return `Short at the cutoff: ${short || 'an oil'}. Waiting for a substitute.`;
  if (short) {
    return record.paid
      ? `Never shipped, no substitute chosen for ${short}. Paid: a refund is owed.`
      : `Never shipped, no substitute chosen for ${short}.`;
  }
  return 'The renewal payment failed.';
}

/**
 * What the back office reads of subscriptions: the list, one subscription with every box, and the
 * boxes needing attention. Reads only; every change goes through SubscriptionChanges.
 */
@Injectable()
export class AdminSubscriptionsReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: StockService,
  ) {}

  async list(query: AdminSubscriptionListQuery) {
    const email = query.email ? prefixPattern(query.email) : null;
    const rows: RowRecord[] = await this.dataSource.query(
      `SELECT s.id, s.status, s."cancelAtPeriodEnd", s."paymentMethod", p.name AS "planName",
              u.id AS "userId", u.email, u."firstName", u."lastName",
              (SELECT min(c."renewsAt") FROM subscription_cycles c
                WHERE c."subscriptionId" = s.id AND c.sequence > 0 AND c.state IN ('scheduled', 'locked', 'held')
              ) AS "nextBoxAt",
              count(*) OVER ()::int AS total
         FROM subscriptions s
         JOIN users u ON u.id = s."userId"
         JOIN subscription_plans p ON p.id = s."planId"
        WHERE ($1::varchar IS NULL OR s.status = $1)
          AND ($2::varchar IS NULL OR lower(u.email) LIKE $2)
        ORDER BY s.id DESC
        LIMIT $3 OFFSET $4`,
      [query.status ?? null, email, query.pageSize, (query.page - 1) * query.pageSize],
    );
    const items: AdminSubscriptionRow[] = rows.map((row) => ({
      id: row.id,
      customer: customerOf({ id: row.userId, email: row.email, firstName: row.firstName, lastName: row.lastName }),
      planName: row.planName,
      status: row.status,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      nextBoxAt: row.nextBoxAt ? new Date(row.nextBoxAt).toISOString() : null,
      paymentMethod: row.paymentMethod,
    }));
    return {
      items,
      page: query.page,
      pageSize: query.pageSize,
      total: rows[0]?.total ?? (await this.countOf(query, email)),
    };
  }

  /** The total when the page asked for is past the last row (the window count has no row to ride on). */
  private async countOf(query: AdminSubscriptionListQuery, email: string | null): Promise<number> {
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM subscriptions s JOIN users u ON u.id = s."userId"
        WHERE ($1::varchar IS NULL OR s.status = $1) AND ($2::varchar IS NULL OR lower(u.email) LIKE $2)`,
      [query.status ?? null, email],
    )) as [{ total: number }];
    return total;
  }

  async detail(id: number): Promise<AdminSubscription> {
    const manager = this.dataSource.manager;
    const subscription = await manager.findOne(Subscription, { where: { id }, relations: { plan: true, user: true } });
    if (!subscription) throw new ShopError('SUBSCRIPTION_NOT_FOUND', `Subscription ${id} does not exist`);
    const cycles = await manager.find(SubscriptionCycle, { where: { subscriptionId: id }, order: { sequence: 'ASC' } });
    const ids = subscription.selectedOils ?? [];
    const names = new Map((await this.stock.findMany(manager, ids)).map((product) => [product.id, product.name]));
    return {
      id: subscription.id,
      status: subscription.status,
      paymentMethod: subscription.paymentMethod,
      plan: {
        id: subscription.plan.id,
        name: subscription.plan.name,
        bottleCount: subscription.plan.bottleCount,
        price: subscription.plan.price,
      },
      customer: customerOf(subscription.user),
      shippingAddress: subscription.shippingAddress,
      selectedOils: ids.map((productId) => ({ productId, name: names.get(productId) ?? `Oil ${productId}` })),
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      pausedUntil: subscription.pausedUntil?.toISOString() ?? null,
      currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
      createdAt: subscription.createdAt.toISOString(),
      cycles: cycles.map((cycle) => ({
        id: cycle.id,
        sequence: cycle.sequence,
        state: cycle.state,
        renewsAt: cycle.renewsAt.toISOString(),
        cutoffAt: cycle.cutoffAt.toISOString(),
        oils: cycle.oils ?? [],
        shortOils: cycle.shortOils,
        skipReason: cycle.skipReason,
        paid: cycle.paid,
        orderId: cycle.orderId,
      })),
    };
  }

  /**
   * Boxes held for a short oil (all of them: each waits for a substitute), and failed boxes of
   * the last FAILED_RENEWAL_ATTENTION_DAYS days (older ones are history), soonest renewal first.
   */
  async held(query: PageQuery, now: Date) {
    const since = new Date(now.getTime() - FAILED_RENEWAL_ATTENTION_DAYS * DAY_MS);
    const rows: HeldRecord[] = await this.dataSource.query(
      `SELECT c.id AS "cycleId", c."subscriptionId", c.state, c."renewsAt", c."shortOils", c.paid,
              s."paymentMethod", p.name AS "planName",
              u.id AS "userId", u.email, u."firstName", u."lastName",
              count(*) OVER ()::int AS total
         FROM subscription_cycles c
         JOIN subscriptions s ON s.id = c."subscriptionId"
         JOIN users u ON u.id = s."userId"
         JOIN subscription_plans p ON p.id = s."planId"
        WHERE c.state = 'held' OR (c.state = 'failed' AND c."renewsAt" >= $1)
        ORDER BY c."renewsAt", c.id
        LIMIT $2 OFFSET $3`,
      [since, query.pageSize, (query.page - 1) * query.pageSize],
    );
    const items: HeldRenewal[] = rows.map((row) => ({
      cycleId: row.cycleId,
      subscriptionId: row.subscriptionId,
      state: row.state,
      renewsAt: new Date(row.renewsAt).toISOString(),
      customer: customerOf({ id: row.userId, email: row.email, firstName: row.firstName, lastName: row.lastName }),
      planName: row.planName,
      paymentMethod: row.paymentMethod,
      shortOils: row.shortOils,
      reason: reasonOf(row),
    }));
    let total = rows[0]?.total;
    if (total === undefined) {
      const [counted] = (await this.dataSource.query(
        `SELECT count(*)::int AS total FROM subscription_cycles c
          WHERE c.state = 'held' OR (c.state = 'failed' AND c."renewsAt" >= $1)`,
        [since],
      )) as [{ total: number }];
      total = counted.total;
    }
    return { items, page: query.page, pageSize: query.pageSize, total };
  }
}
