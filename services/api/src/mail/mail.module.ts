import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailsAdminController } from './admin/emails-admin.controller.js';
import { EmailsAdminService } from './admin/emails-admin.service.js';
import { Outbox } from './outbox.js';
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
  controllers: [EmailsAdminController],
  providers: [Outbox, OutboxClaims, OutboxWorker, SmtpSender, EmailsAdminService],
  exports: [Outbox],
})
export class MailModule {}
