import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type {
  ChatItem,
  ContactItem,
  InboxAssignee,
  InboxEntry as InboxEntryView,
  InboxItem,
  InboxItemSummary,
  InboxKind,
  InboxListQuery,
  InboxPage,
  InquiryItem,
} from '@shop/contracts/admin-inbox';
import type { ChatAuthor } from '@shop/contracts/chat';
import { ShopError } from '../common/errors/shop-error.js';
import type { ChatSession } from '../chat/chat-session.entity.js';
import { ChatTables } from '../chat/chat-tables.js';
import type { BusinessInquiry } from '../contact/business-inquiry.entity.js';
import type { ContactMessage } from '../contact/contact-message.entity.js';
import { ContactTables } from '../contact/contact-tables.js';
import { InboxEntry } from './inbox-entry.entity.js';

/** How a member of the team is named: "First Last", or their address when they gave no name. */
export const PERSON_NAME = (alias: string) =>
  `coalesce(nullif(trim(concat_ws(' ', ${alias}."firstName", ${alias}."lastName")), ''), ${alias}.email)`;

/**
 * Every inbox item as one row shape. A chat is listed by its number and only once a person was
 * asked for; its subject is the shopper's latest message, and it sorts by when they last wrote.
 */
const ITEMS = `
  SELECT 'contact' AS kind, c.id, trim(c."firstName" || ' ' || c."lastName") AS "fromName", c.email AS "fromEmail",
         c.subject, c.status, c."assigneeId", c."createdAt" AS "receivedAt", c."createdAt" AS "lastMessageAt"
    FROM contact_messages c
   WHERE $1::varchar IS NULL OR $1::varchar = 'contact'
  UNION ALL
  SELECT 'inquiry', b.id, b."contactName" || ' (' || b."businessName" || ')', b.email,
         left(b.requirements, 120), b.status, b."assigneeId", b."createdAt", b."createdAt"
    FROM business_inquiries b
   WHERE $1::varchar IS NULL OR $1::varchar = 'inquiry'
  UNION ALL
  SELECT 'chat', s.number, coalesce(nullif(trim(concat_ws(' ', u."firstName", u."lastName")), ''), 'Visitor'),
         s."handoffEmail", coalesce(left(last.message, 120), ''), s."handoffState", s."assigneeId",
         coalesce(s."handoffRequestedAt", s."createdAt"), coalesce(last."createdAt", s."lastMessageAt")
    FROM chat_sessions s
    LEFT JOIN users u ON u.id = s."userId"
    LEFT JOIN LATERAL (
      SELECT m.message, m."createdAt" FROM chat_messages m
       WHERE m."sessionId" = s.id AND m.author = 'shopper' ORDER BY m.id DESC LIMIT 1
    ) last ON true
   WHERE s."handoffState" <> 'none' AND ($1::varchar IS NULL OR $1::varchar = 'chat')`;

/** $2 status; $3 'unassigned' or 'member' (then $4 is the member's id). */
const FILTERS = `
   WHERE ($2::varchar IS NULL OR i.status = $2::varchar)
     AND ($3::varchar IS NULL
          OR ($3::varchar = 'unassigned' AND i."assigneeId" IS NULL)
          OR ($3::varchar = 'member' AND i."assigneeId" = $4::uuid))`;

interface SummaryRecord {
  kind: InboxKind;
  id: number;
  fromName: string;
  fromEmail: string | null;
  subject: string;
  status: InboxItemSummary['status'];
  assigneeId: string | null;
  assigneeName: string | null;
  assigneeEmail: string | null;
  receivedAt: Date | string;
  lastMessageAt: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function assigneeOf(record: { assigneeId: string | null; assigneeName: string | null; assigneeEmail: string | null }) {
  return record.assigneeId && record.assigneeEmail
    ? { id: record.assigneeId, name: record.assigneeName ?? record.assigneeEmail, email: record.assigneeEmail }
    : null;
}

/** The item a change is about, with its row locked until the change's transaction ends. */
export type LockedItem =
  | { kind: 'contact'; row: ContactMessage }
  | { kind: 'inquiry'; row: BusinessInquiry }
  | { kind: 'chat'; row: ChatSession };

const KIND_WORDS: Record<InboxKind, string> = { contact: 'message', inquiry: 'inquiry', chat: 'chat' };

/**
 * What the back office reads of the inbox: the list across the three kinds, one item in full
 * (with the whole conversation for a chat), and the people items can be assigned to. Reads only;
 * a change locks its item here first (`lock`) and reads its result here (`detail`).
 */
@Injectable()
export class InboxReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly chat: ChatTables,
    private readonly contact: ContactTables,
  ) {}

  async list(query: InboxListQuery, viewerId: string): Promise<InboxPage> {
    const assignee = query.assignee === undefined ? null : query.assignee === 'unassigned' ? 'unassigned' : 'member';
    const memberId = query.assignee === 'me' ? viewerId : assignee === 'member' ? query.assignee! : null;
    const filters = [query.kind ?? null, query.status ?? null, assignee, memberId];
    const [{ total }] = (await this.dataSource.query(
      `WITH items AS (${ITEMS}) SELECT count(*)::int AS total FROM items i ${FILTERS}`,
      filters,
    )) as [{ total: number }];
    const rows: SummaryRecord[] = await this.dataSource.query(
      `WITH items AS (${ITEMS})
       SELECT i.*, a.email AS "assigneeEmail", ${PERSON_NAME('a')} AS "assigneeName"
         FROM items i LEFT JOIN users a ON a.id = i."assigneeId"
       ${FILTERS}
        ORDER BY i."lastMessageAt" DESC, i.kind, i.id DESC
        LIMIT $5 OFFSET $6`,
      [...filters, query.pageSize, (query.page - 1) * query.pageSize],
    );
    const items = rows.map((row): InboxItemSummary => ({
      kind: row.kind,
      id: row.id,
      fromName: row.fromName,
      fromEmail: row.fromEmail,
      subject: row.subject,
      status: row.status,
      assignee: assigneeOf(row),
      receivedAt: iso(row.receivedAt),
      lastMessageAt: iso(row.lastMessageAt),
    }));
    return { items, page: query.page, pageSize: query.pageSize, total };
  }

  /** Staff and owners, by name: who an item can be assigned to. */
  async assignees(): Promise<InboxAssignee[]> {
    return this.dataSource.query(
      `SELECT u.id, ${PERSON_NAME('u')} AS name, u.email FROM users u
        WHERE u.role <> 'shopper' ORDER BY lower(${PERSON_NAME('u')}), u.email`,
    );
  }

  /** One item in full, read with `manager` (a change reads its result inside its own transaction). */
  detail(kind: InboxKind, id: number, manager: EntityManager = this.dataSource.manager): Promise<InboxItem> {
    if (kind === 'contact') return this.readContact(manager, id);
    if (kind === 'inquiry') return this.readInquiry(manager, id);
    return this.readChat(manager, id);
  }

  /** Locks and loads one item (a chat by its number, and only a handed-off one); 404 when there is none. */
  async lock(manager: EntityManager, kind: InboxKind, id: number): Promise<LockedItem> {
    const lock = { mode: 'pessimistic_write' } as const;
    let item: LockedItem | null = null;
    if (kind === 'contact') {
      const row = await manager.findOne(this.contact.messages, { where: { id }, lock });
      item = row && { kind, row };
    } else if (kind === 'inquiry') {
      const row = await manager.findOne(this.contact.inquiries, { where: { id }, lock });
      item = row && { kind, row };
    } else {
      const row = await manager.findOne(this.chat.sessions, { where: { number: id }, lock });
      item = row && row.handoffState !== 'none' ? { kind, row } : null;
    }
    if (!item) throw new ShopError('INBOX_ITEM_NOT_FOUND', `There is no ${KIND_WORDS[kind]} ${id} in the inbox`);
    return item;
  }

  private async readContact(manager: EntityManager, id: number): Promise<ContactItem> {
    const row = (await manager.findOneBy(this.contact.messages, { id })) ?? notFound('contact', id);
    return {
      kind: 'contact',
      id: row.id,
      status: row.status,
      assignee: await assigneeById(manager, row.assigneeId),
      receivedAt: row.createdAt.toISOString(),
      fromName: `${row.firstName} ${row.lastName}`.trim(),
      fromEmail: row.email,
      subject: row.subject,
      message: row.message,
      entries: await entriesOf(manager, 'contact', row.id),
    };
  }

  private async readInquiry(manager: EntityManager, id: number): Promise<InquiryItem> {
    const row = (await manager.findOneBy(this.contact.inquiries, { id })) ?? notFound('inquiry', id);
    return {
      kind: 'inquiry',
      id: row.id,
      status: row.status,
      assignee: await assigneeById(manager, row.assigneeId),
      receivedAt: row.createdAt.toISOString(),
      businessName: row.businessName,
      contactName: row.contactName,
      businessType: row.businessType,
      email: row.email,
      phone: row.phone,
      requirements: row.requirements,
      quoteCents: row.quoteCents,
      entries: await entriesOf(manager, 'inquiry', row.id),
    };
  }

  private async readChat(manager: EntityManager, number: number): Promise<ChatItem> {
    const session = await manager.findOneBy(this.chat.sessions, { number });
    if (!session || session.handoffState === 'none') notFound('chat', number);
    const [owner] = (await manager.query(
      `SELECT nullif(trim(concat_ws(' ', u."firstName", u."lastName")), '') AS name FROM users u WHERE u.id = $1`,
      [session.userId],
    )) as { name: string | null }[];
    const messages: ChatMessageRecord[] = await manager.query(
      `SELECT m.id, m.author, m.message, s.email AS "staffEmail", m."createdAt"
         FROM chat_messages m LEFT JOIN users s ON s.id = m."staffId"
        WHERE m."sessionId" = $1 ORDER BY m.id`,
      [session.id],
    );
    return {
      kind: 'chat',
      id: session.number,
      status: session.handoffState,
      assignee: await assigneeById(manager, session.assigneeId),
      receivedAt: (session.handoffRequestedAt ?? session.createdAt).toISOString(),
      fromName: owner?.name ?? (session.userId ? 'Shopper' : 'Visitor'),
      handoffEmail: session.handoffEmail,
      messages: messages.map((message) => ({
        id: message.id,
        author: message.author,
        text: message.message,
        staffEmail: message.author === 'staff' ? message.staffEmail : null,
        createdAt: iso(message.createdAt),
      })),
      entries: await entriesOf(manager, 'chat', session.number),
    };
  }
}

async function assigneeById(manager: EntityManager, assigneeId: string | null): Promise<InboxAssignee | null> {
  if (!assigneeId) return null;
  const [row] = (await manager.query(`SELECT u.id, ${PERSON_NAME('u')} AS name, u.email FROM users u WHERE u.id = $1`, [
    assigneeId,
  ])) as InboxAssignee[];
  return row ?? null;
}

async function entriesOf(manager: EntityManager, kind: InboxKind, id: number): Promise<InboxEntryView[]> {
  const rows = await manager.find(InboxEntry, {
    where: { itemKind: kind, itemId: id },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    text: row.text,
    authorEmail: row.authorEmail,
    createdAt: row.createdAt.toISOString(),
  }));
}

function notFound(kind: InboxKind, id: number): never {
  throw new ShopError('INBOX_ITEM_NOT_FOUND', `There is no ${KIND_WORDS[kind]} ${id} in the inbox`);
}

interface ChatMessageRecord {
  id: number;
  author: ChatAuthor;
  message: string;
  staffEmail: string | null;
  createdAt: Date | string;
}
