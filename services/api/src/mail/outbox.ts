import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EmailKind } from '@shop/contracts/admin-emails';
import { cleanSubject } from './email-subject.js';
import { OutboxEmail } from './outbox-email.entity.js';

export interface EmailMessage {
  kind: EmailKind;
  /** One message per event, e.g. `order-confirmation:42`: enqueueing the same key twice sends once. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
}

/** Where modules leave e-mails to send, inside the transaction of the event they tell about. */
@Injectable()
export class Outbox {
  async enqueue(manager: EntityManager, message: EmailMessage): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxEmail)
      .values({
        kind: message.kind,
        dedupeKey: message.dedupeKey,
        toAddress: message.to,
        subject: cleanSubject(message.subject),
        textBody: message.text,
      })
      .orIgnore()
      .execute();
  }
}
