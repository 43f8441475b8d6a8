import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { MetricsService } from '../metrics/metrics.service.js';

/**
 * The outbox as an operator watches it: how many e-mails wait, how many were given up on, and how
 * long the oldest waiting one has waited. Read from the table at each scrape, so every process
 * reports the same shared backlog and nothing can drift. A growing oldest age means nothing is
 * sending (SMTP down, or every worker stopped); the alert rules in deploy/ watch it.
 */
@Injectable()
export class OutboxBacklogMetric {
  constructor(metrics: MetricsService, @InjectDataSource() dataSource: DataSource, @Inject(CLOCK) clock: Clock) {
    new Gauge({
      name: 'shop_email_outbox_emails',
      help: 'E-mails in the outbox by status: pending (waiting to be sent) or failed (given up on)',
      labelNames: ['status'] as const,
      registers: [metrics.registry],
      async collect() {
        const rows: { status: string; count: string }[] = await dataSource.query(
          `SELECT status, count(*) AS count FROM email_outbox WHERE status IN ('pending', 'failed') GROUP BY status`,
        );
        const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
        for (const status of ['pending', 'failed']) this.set({ status }, counts.get(status) ?? 0);
      },
    });
    new Gauge({
      name: 'shop_email_outbox_oldest_pending_seconds',
      help: 'How long the oldest e-mail still waiting to be sent has waited (0 when none waits)',
      registers: [metrics.registry],
      async collect() {
        const [row]: { oldest: Date | null }[] = await dataSource.query(
          `SELECT min("createdAt") AS oldest FROM email_outbox WHERE status = 'pending'`,
        );
        const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
        this.set(oldest === undefined ? 0 : Math.max(0, (clock.now().getTime() - oldest) / 1000));
      },
    });
  }
}
