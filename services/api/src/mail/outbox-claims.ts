import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { OutboxEmail } from './outbox-email.entity.js';
import { retryDelayMs } from './retry-backoff.js';
import { withoutSecretLinks } from './secret-links.js';

/**
 * How long a claim holds: longer than any one SMTP try can take with SmtpSender's timeouts, so
 * only a process that died mid-send leaves a claim to lapse (and the e-mail is tried again).
 */
export const SENDING_LEASE_MS = 10 * 60_000;

/** An e-mail a worker has claimed: it alone sends it, until it reports how the try went. */
export type ClaimedEmail = Pick<OutboxEmail, 'id' | 'kind' | 'toAddress' | 'subject' | 'textBody' | 'attempts'>;

const MAX_ERROR_LENGTH = 1_000;

/**
 * The outbox's claim protocol. A worker claims due e-mails in a short transaction (FOR UPDATE
 * SKIP LOCKED, so concurrent workers take different rows) and commits before it talks to the SMTP
 * server: the claim — attempts + 1 and sendingUntil — makes the row not due for anyone else while
 * it sends. No transaction is open during a send, and the result is written afterwards.
 */
@Injectable()
export class OutboxClaims {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async claimDue(now: Date, limit: number): Promise<ClaimedEmail[]> {
    const leaseEnd = new Date(now.getTime() + SENDING_LEASE_MS);
    return this.dataSource.transaction(async (manager) => {
      const due = await manager
        .createQueryBuilder(OutboxEmail, 'email')
        .select(['email.id'])
        .where(`email.status = 'pending'`)
        .andWhere('email.nextAttemptAt <= :now', { now })
        .orderBy('email.nextAttemptAt', 'ASC')
        .addOrderBy('email.id', 'ASC')
        .limit(limit)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      if (due.length === 0) return [];
      const ids = due.map((row) => row.id);
      await manager
        .createQueryBuilder()
        .update(OutboxEmail)
        .set({ attempts: () => '"attempts" + 1', sendingUntil: leaseEnd, nextAttemptAt: leaseEnd })
        .whereInIds(ids)
        .execute();
      const claimed = await manager.findBy(
        OutboxEmail,
        ids.map((id) => ({ id })),
      );
      return claimed
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
        .map(({ id, kind, toAddress, subject, textBody, attempts }) => ({
          id,
          kind,
          toAddress,
          subject,
          textBody,
          attempts,
        }));
    });
  }

  /**
   * Only the claim that sent it marks it (a lapsed claim taken over by another worker does not).
   * Once sent, a verification e-mail's link is only in the recipient's mailbox: the row keeps the
   * text with the link hidden, as the token itself is kept only as its hash.
   */
  async markSent(email: ClaimedEmail, now: Date): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(OutboxEmail)
      .set({ status: 'sent', sentAt: now, sendingUntil: null, lastError: null, textBody: withoutSecretLinks(email) })
      .where({ id: email.id, status: 'pending', attempts: email.attempts })
      .execute();
  }

  /** Another try after the backoff (pending), or — out of tries — failed, kept for "Send again". */
  async markFailed(email: ClaimedEmail, error: string, now: Date): Promise<'pending' | 'failed'> {
    const outOfTries = email.attempts >= this.config.mail.maxAttempts;
    const status = outOfTries ? 'failed' : 'pending';
    await this.dataSource
      .createQueryBuilder()
      .update(OutboxEmail)
      .set({
        status,
        sendingUntil: null,
        lastError: error.slice(0, MAX_ERROR_LENGTH),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(email.attempts)),
      })
      .where({ id: email.id, status: 'pending', attempts: email.attempts })
      .execute();
    return status;
  }
}
