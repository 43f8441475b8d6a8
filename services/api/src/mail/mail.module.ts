import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminEmailsController } from './admin/admin-emails.controller.js';
import { AdminEmailsService } from './admin/admin-emails.service.js';
import { Outbox } from './outbox.js';
import { OutboxBacklogMetric } from './outbox-backlog-metric.js';
import { OutboxClaims } from './outbox-claims.js';
import { OutboxEmail } from './outbox-email.entity.js';
import { OutboxWorker } from './outbox-worker.js';
import { SmtpSender } from './smtp-sender.js';

/**
 * The e-mail outbox; any module leaves its e-mails through Outbox, OutboxWorker sends them over
 * SMTP, and the back office shows them (admin/).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxEmail])],
  controllers: [AdminEmailsController],
  providers: [Outbox, OutboxBacklogMetric, OutboxClaims, OutboxWorker, SmtpSender, AdminEmailsService],
  exports: [Outbox],
})
export class MailModule {}
