import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { OutboxEmailView, OutboxPage, OutboxQuery } from '@shop/contracts/admin-emails';
import { type AuditActor, AuditTrail } from '../../audit/audit-trail.js';
import { CLOCK, type Clock } from '../../common/clock.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { OutboxEmail } from '../outbox-email.entity.js';
import { SmtpSender } from '../smtp-sender.js';
import { toOutboxView } from './outbox-view.js';

/** The outbox as the team sees it, and "Send again" for an e-mail that failed or waits. */
@Injectable()
export class AdminEmailsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly sender: SmtpSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(query: OutboxQuery): Promise<OutboxPage> {
    const [rows, total] = await this.dataSource.getRepository(OutboxEmail).findAndCount({
      where: query.status ? { status: query.status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    });
    return {
      items: rows.map(toOutboxView),
      page: query.page,
      pageSize: query.pageSize,
      total,
      smtpConfigured: this.sender.configured,
    };
  }

  /** Due now with its tries counted afresh. A sent e-mail, or one being sent this moment, is refused. */
  async retry(actor: AuditActor, id: number): Promise<OutboxEmailView> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const email = await manager.findOne(OutboxEmail, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!email) throw new ShopError('EMAIL_NOT_FOUND');
      if (email.status === 'sent') {
        throw new ShopError('EMAIL_RETRY_NOT_ALLOWED', 'This e-mail has already been sent.');
      }
      if (email.sendingUntil && email.sendingUntil > now) {
        throw new ShopError('EMAIL_RETRY_NOT_ALLOWED', 'This e-mail is being sent right now.');
      }
      const before = {
        status: email.status,
        attempts: email.attempts,
        nextAttemptAt: email.nextAttemptAt.toISOString(),
      };
      const changes = { status: 'pending' as const, attempts: 0, nextAttemptAt: now, sendingUntil: null };
      await manager.update(OutboxEmail, { id }, changes);
      Object.assign(email, changes);
      await this.audit.record(manager, actor, {
        action: 'email.retry',
        entityType: 'email',
        entityId: id,
        before,
        after: { status: 'pending', attempts: 0, nextAttemptAt: now.toISOString() },
      });
      return toOutboxView(email);
    });
  }
}
