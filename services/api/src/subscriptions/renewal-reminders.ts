import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { StockService } from '../catalog/stock.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { Outbox } from '../mail/outbox.js';
import { manageUrlOf, renewalReminder } from './subscription-emails.js';

/** A box's reminder goes out once its cutoff is this close: time enough to re-pick, skip or pause. */
export const REMINDER_BEFORE_CUTOFF_MS = 48 * 60 * 60 * 1000;

/**
 * Scheduled boxes whose cutoff falls in ($1, $2], of subscriptions that will ship them (a paused
 * or ending subscription skips its box at the cutoff: nothing to remind of). Box 0 is bought at
 * checkout and has no cutoff to remind of.
 */
const DUE_REMINDERS = `
  SELECT c.id, c."renewsAt", c."cutoffAt", s."selectedOils", p.name AS "planName", u.email, u."firstName"
    FROM subscription_cycles c
    JOIN subscriptions s ON s.id = c."subscriptionId"
    JOIN subscription_plans p ON p.id = s."planId"
    JOIN users u ON u.id = s."userId"
   WHERE c.state = 'scheduled' AND c.sequence > 0
     AND c."cutoffAt" > $1 AND c."cutoffAt" <= $2
     AND s.status IN ('active', 'past_due') AND NOT s."cancelAtPeriodEnd"
   ORDER BY c.id`;

interface DueReminder {
  id: number;
  renewsAt: Date;
  cutoffAt: Date;
  selectedOils: number[] | null;
  planName: string;
  email: string;
  firstName: string | null;
}

/**
 * The renewal reminders, run after each renewal run. Each box's e-mail has the dedupe key
 * renewal-reminder:<box id>, so however often the scheduler ticks (or however many processes run
 * it), a box is reminded of once.
 */
@Injectable()
export class RenewalReminders {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly stock: StockService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Enqueues the reminders due at `now`; returns how many boxes were due (enqueued now or before). */
  async sendDue(now: Date): Promise<number> {
    const until = new Date(now.getTime() + REMINDER_BEFORE_CUTOFF_MS);
    return this.dataSource.transaction(async (manager) => {
      const due: DueReminder[] = await manager.query(DUE_REMINDERS, [now, until]);
      if (due.length === 0) return 0;
      const oilIds = [...new Set(due.flatMap((box) => box.selectedOils ?? []))];
      const names = new Map((await this.stock.findMany(manager, oilIds)).map((product) => [product.id, product.name]));
      for (const box of due) {
        const message = renewalReminder({
          firstName: box.firstName,
          planName: box.planName,
          renewsAt: new Date(box.renewsAt),
          cutoffAt: new Date(box.cutoffAt),
          oilNames: (box.selectedOils ?? []).map((id) => names.get(id) ?? `Oil ${id}`),
          manageUrl: manageUrlOf(this.config.publicUrl),
        });
        await this.outbox.enqueue(manager, {
          kind: 'renewal_reminder',
          dedupeKey: `renewal-reminder:${box.id}`,
          to: box.email,
          ...message,
        });
      }
      return due.length;
    });
  }
}
