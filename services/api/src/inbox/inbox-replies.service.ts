import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { InboxItem, InboxKind } from '@shop/contracts/admin-inbox';
import { PHONE_DISPLAY } from '@shop/contracts/shop-contact';
import { SHOP_NAME } from '@shop/contracts/site-pages';
import { AuditTrail, type AuditActor } from '../audit/audit-trail.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { ShopError } from '../common/errors/shop-error.js';
import { Outbox } from '../mail/outbox.js';
import type { ChatSession } from '../chat/chat-session.entity.js';
import { ChatTables } from '../chat/chat-tables.js';
import { ContactTables } from '../contact/contact-tables.js';
import { auditAction, auditTarget, itemNumber, snapshotOf } from './inbox-audit.js';
import { InboxEntry } from './inbox-entry.entity.js';
import { InboxReader, type LockedItem } from './inbox.reader.js';

/**
 * The same text from the same person to the same item within this many seconds is a repeat (a
 * second tab, a retried request), not a second reply: the customer would get the e-mail twice.
 */
export const REPEATED_REPLY_SECONDS = 120;
const signature = `\n\n${SHOP_NAME}\nReply to this e-mail or call ${PHONE_DISPLAY}.`;

/** The sender's own words under the reply, so the e-mail makes sense on its own. */
const quoted = (text: string) =>
  text
    .slice(0, 2_000)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/**
 * The team's replies. A reply to a contact message or an inquiry is kept on the item and leaves a
 * `staff_reply` e-mail to the sender in the outbox; a reply to a chat becomes a message of the
 * conversation (the shopper's chat window shows it) and is e-mailed too when the conversation has
 * an address. Each runs in one transaction with its e-mail and its audit row: all or nothing.
 */
@Injectable()
export class InboxReplies {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly reader: InboxReader,
    private readonly chat: ChatTables,
    private readonly contact: ContactTables,
  ) {}

  reply(kind: InboxKind, id: number, text: string, actor: AuditActor): Promise<InboxItem> {
    return this.dataSource.transaction(async (manager) => {
      // The item's row lock makes two identical replies arriving together queue here.
      const item = await this.reader.lock(manager, kind, id);
      if (await this.repeats(manager, item, text, actor)) {
        throw new ShopError('INBOX_REPLY_REPEATED', undefined, {
          fieldErrors: [{ field: 'text', message: 'This reply was sent a moment ago' }],
        });
      }
      const before = snapshotOf(item);
      const sent =
        item.kind === 'chat'
          ? await this.replyInChat(manager, item.row, text, actor)
          : await this.replyByEmail(manager, item, text, actor);
      await this.audit.record(manager, actor, {
        action: auditAction(item, 'reply'),
        ...auditTarget(item),
        before,
        after: { ...snapshotOf(item), ...sent, text },
      });
      return this.reader.detail(kind, itemNumber(item), manager);
    });
  }

  /** Whether this person sent this very text to this item in the last REPEATED_REPLY_SECONDS. */
  private async repeats(manager: EntityManager, item: LockedItem, text: string, actor: AuditActor): Promise<boolean> {
    // Database time on both sides: the rows' createdAt is set by the database.
    const recent = `"createdAt" > now() - make_interval(secs => ${REPEATED_REPLY_SECONDS})`;
    const rows: unknown[] =
      item.kind === 'chat'
        ? await manager.query(
            `SELECT 1 FROM chat_messages
              WHERE "sessionId" = $1 AND author = 'staff' AND "staffId" = $2 AND message = $3 AND ${recent} LIMIT 1`,
            [item.row.id, actor.id, text],
          )
        : await manager.query(
            `SELECT 1 FROM inbox_entries
              WHERE "itemKind" = $1 AND "itemId" = $2 AND kind = 'reply' AND "authorId" = $3 AND text = $4 AND ${recent} LIMIT 1`,
            [item.kind, item.row.id, actor.id, text],
          );
    return rows.length > 0;
  }

  /** A contact message becomes answered, a new inquiry in progress; the reply is kept and e-mailed. */
  private async replyByEmail(
    manager: EntityManager,
    item: Exclude<LockedItem, { kind: 'chat' }>,
    text: string,
    actor: AuditActor,
  ): Promise<Record<string, unknown>> {
    const entry = await manager.save(
      manager.create(InboxEntry, {
        itemKind: item.kind,
        itemId: item.row.id,
        kind: 'reply',
        text,
        authorId: actor.id,
        authorEmail: actor.email,
      }),
    );
    if (item.kind === 'contact') {
      const message = item.row;
      message.status = 'answered';
      await manager.update(this.contact.messages, { id: message.id }, { status: message.status });
      await this.outbox.enqueue(manager, {
        kind: 'staff_reply',
        dedupeKey: `inbox-reply:${entry.id}`,
        to: message.email,
        subject: `Re: ${message.subject}`,
        text: `Hello ${message.firstName},\n\n${text}${signature}\n\nYou wrote:\n${quoted(message.message)}`,
      });
      return { replyId: entry.id, to: message.email };
    }
    const inquiry = item.row;
    if (inquiry.status === 'new') {
      inquiry.status = 'in_progress';
      await manager.update(this.contact.inquiries, { id: inquiry.id }, { status: inquiry.status });
    }
    await this.outbox.enqueue(manager, {
      kind: 'staff_reply',
      dedupeKey: `inbox-reply:${entry.id}`,
      to: inquiry.email,
      subject: `Re: your business inquiry (${inquiry.businessName})`,
      text: `Hello ${inquiry.contactName},\n\n${text}${signature}\n\nYou wrote:\n${quoted(inquiry.requirements)}`,
    });
    return { replyId: entry.id, to: inquiry.email };
  }

  /** A message of the conversation by the team, e-mailed too when the conversation has an address. */
  private async replyInChat(
    manager: EntityManager,
    session: ChatSession,
    text: string,
    actor: AuditActor,
  ): Promise<Record<string, unknown>> {
    const message = await manager.save(
      manager.create(this.chat.messages, {
        sessionId: session.id,
        message: text,
        isBot: false,
        author: 'staff',
        staffId: actor.id,
        topic: null,
        sources: null,
      }),
    );
    await manager.update(this.chat.sessions, { id: session.id }, { lastMessageAt: this.clock.now() });
    if (session.handoffEmail) {
      await this.outbox.enqueue(manager, {
        kind: 'staff_reply',
        dedupeKey: `chat-reply:${message.id}`,
        to: session.handoffEmail,
        subject: `A reply to your chat with ${SHOP_NAME}`,
        text:
          `Hello,\n\nYou asked to talk to someone in our support chat. Here is our reply:\n\n${text}` +
          `\n\nIt is in the chat window on our site too, while you use the same browser.${signature}`,
      });
    }
    return { messageId: message.id, to: session.handoffEmail };
  }
}
