import { z } from './zod.js';
import { pageOf, pageQuerySchema } from './admin.js';
import { chatAuthorSchema } from './chat.js';
import { numericIdSchema } from './common.js';
import { FIELD_LIMITS } from './field-limits.js';
import { businessTypeSchema } from './support.js';
import { textField } from './text.js';

/**
 * The back office's Inbox: contact messages, business inquiries (followed as quotes) and chats
 * handed to a person. Each kind keeps its own statuses; items are addressed by kind and row id
 * (a chat by its number, never by its session id, which is the shopper's key to the conversation).
 */
export const INBOX_KINDS = ['contact', 'inquiry', 'chat'] as const;
export const inboxKindSchema = z.enum(INBOX_KINDS, { error: 'Kind must be contact, inquiry or chat' });
export type InboxKind = z.infer<typeof inboxKindSchema>;

export const CONTACT_STATUSES = ['open', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const INQUIRY_STATUSES = ['new', 'in_progress', 'quoted', 'won', 'lost'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** A chat is in the inbox once a person was asked for: waiting for an address, open, or closed by the team. */
export const CHAT_HANDOFF_STATUSES = ['awaiting-email', 'open', 'closed'] as const;
export type ChatHandoffStatus = (typeof CHAT_HANDOFF_STATUSES)[number];

export const INBOX_STATUSES_BY_KIND = {
  contact: CONTACT_STATUSES,
  inquiry: INQUIRY_STATUSES,
  chat: CHAT_HANDOFF_STATUSES,
} as const;
type StatusOf<Kind extends InboxKind> = (typeof INBOX_STATUSES_BY_KIND)[Kind][number];

/** Every status of any kind ("open" is both a contact message's and a chat's). */
export const INBOX_STATUSES = [...new Set([...CONTACT_STATUSES, ...INQUIRY_STATUSES, ...CHAT_HANDOFF_STATUSES])] as [
  StatusOf<InboxKind>,
  ...StatusOf<InboxKind>[],
];
export const inboxStatusSchema = z.enum(INBOX_STATUSES, { error: 'Unknown status' });
export type InboxStatus = z.infer<typeof inboxStatusSchema>;

/**
 * The moves the team may make, per kind and status. An inquiry goes new → in progress → quoted →
 * won or lost (lost from any open step; a quote may go back to in progress to be revised); won and
 * lost are final. A contact message may be reopened; so may a closed chat. A reply moves a contact
 * message to answered and a new inquiry to in progress by itself.
 */
export const INBOX_TRANSITIONS: { [Kind in InboxKind]: Record<StatusOf<Kind>, readonly StatusOf<Kind>[]> } = {
  contact: { open: ['answered', 'closed'], answered: ['open', 'closed'], closed: ['open'] },
  inquiry: {
    new: ['in_progress', 'lost'],
    in_progress: ['quoted', 'lost'],
    quoted: ['in_progress', 'won', 'lost'],
    won: [],
    lost: [],
  },
  chat: { 'awaiting-email': ['closed'], open: ['closed'], closed: ['open'] },
};

/** Whether `status` is one of `kind`'s statuses. */
export function isStatusOf(kind: InboxKind, status: string): boolean {
  return (INBOX_STATUSES_BY_KIND[kind] as readonly string[]).includes(status);
}

/** Whether the team may move an item of `kind` from `from` to `to`. */
export function canMoveInboxItem(kind: InboxKind, from: string, to: string): boolean {
  const moves = (INBOX_TRANSITIONS[kind] as Record<string, readonly string[] | undefined>)[from];
  return moves?.includes(to) ?? false;
}

/** The largest quote the inbox records: $1,000,000.00. */
export const MAX_QUOTE_CENTS = 100_000_000;
/** Notes and replies: as long as the longest message they answer. */
export const INBOX_TEXT_MAX = FIELD_LIMITS.message;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/admin/inbox: newest first (by when the sender last wrote); a status must be one of the kind's when a kind is given. */
export const inboxListQuerySchema = pageQuerySchema
  .extend({
    kind: inboxKindSchema.optional(),
    status: inboxStatusSchema.optional(),
    /** `me`, `unassigned`, or a team member's id. */
    assignee: z
      .string({ error: 'Assignee must be text' })
      .max(36, { error: 'Assignee must be me, unassigned or a team member’s id' })
      .refine((value) => value === 'me' || value === 'unassigned' || UUID_PATTERN.test(value), {
        error: 'Assignee must be me, unassigned or a team member’s id',
      })
      .optional(),
  })
  .refine((query) => !query.kind || !query.status || isStatusOf(query.kind, query.status), {
    error: 'That status is not one of this kind’s',
    path: ['status'],
  });
export type InboxListQuery = z.infer<typeof inboxListQuerySchema>;

/** A member of the team an item can be assigned to. */
export const inboxAssigneeSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type InboxAssignee = z.infer<typeof inboxAssigneeSchema>;
/** GET /api/admin/inbox/assignees: staff and owners, by name. */
export const inboxAssigneeListSchema = z.array(inboxAssigneeSchema);

/** One row of the inbox list. */
export const inboxItemSummarySchema = z.object({
  kind: inboxKindSchema,
  id: z.number().int().positive(),
  fromName: z.string(),
  /** Null for a chat visitor who has not given an address yet. */
  fromEmail: z.string().nullable(),
  /** The subject, the first words of an inquiry, or the shopper's latest chat message. */
  subject: z.string(),
  status: inboxStatusSchema,
  assignee: inboxAssigneeSchema.nullable(),
  /** When it came in (for a chat, when a person was asked for). */
  receivedAt: z.string(),
  /** When the sender last wrote (a chat: the shopper's latest message); the list is sorted by it, newest first. */
  lastMessageAt: z.string(),
});
export type InboxItemSummary = z.infer<typeof inboxItemSummarySchema>;
export const inboxPageSchema = pageOf(inboxItemSummarySchema);
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** What the team wrote on an item: an internal note, or a reply e-mailed to the sender. */
export const inboxEntrySchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['note', 'reply']),
  text: z.string(),
  /** Who wrote it (the address stays when the account is gone). */
  authorEmail: z.string(),
  createdAt: z.string(),
});
export type InboxEntry = z.infer<typeof inboxEntrySchema>;

const itemBase = {
  id: z.number().int().positive(),
  assignee: inboxAssigneeSchema.nullable(),
  receivedAt: z.string(),
  /** Notes and replies, oldest first. */
  entries: z.array(inboxEntrySchema),
};

export const contactItemSchema = z.object({
  ...itemBase,
  kind: z.literal('contact'),
  status: z.enum(CONTACT_STATUSES),
  fromName: z.string(),
  fromEmail: z.string(),
  subject: z.string(),
  message: z.string(),
});
export type ContactItem = z.infer<typeof contactItemSchema>;

export const inquiryItemSchema = z.object({
  ...itemBase,
  kind: z.literal('inquiry'),
  status: z.enum(INQUIRY_STATUSES),
  businessName: z.string(),
  contactName: z.string(),
  businessType: businessTypeSchema,
  email: z.string(),
  phone: z.string(),
  requirements: z.string(),
  /** The quote given, in cents; null until one is recorded. */
  quoteCents: z.number().int().nonnegative().nullable(),
});
export type InquiryItem = z.infer<typeof inquiryItemSchema>;

export const chatItemMessageSchema = z.object({
  id: z.number().int().positive(),
  author: chatAuthorSchema,
  text: z.string(),
  /** For a staff reply: who wrote it. */
  staffEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatItemMessage = z.infer<typeof chatItemMessageSchema>;

export const chatItemSchema = z.object({
  ...itemBase,
  kind: z.literal('chat'),
  status: z.enum(CHAT_HANDOFF_STATUSES),
  /** The signed-in shopper's name, or "Visitor". */
  fromName: z.string(),
  /** Where replies are also e-mailed: the account's or the one the visitor typed; null while awaiting one. */
  handoffEmail: z.string().nullable(),
  /** The whole conversation, oldest first. */
  messages: z.array(chatItemMessageSchema),
});
export type ChatItem = z.infer<typeof chatItemSchema>;

/** GET /api/admin/inbox/:kind/:id, and the answer of every change to an item. */
export const inboxItemSchema = z.discriminatedUnion('kind', [contactItemSchema, inquiryItemSchema, chatItemSchema]);
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** /api/admin/inbox/:kind/:id… */
export const inboxItemParamsSchema = z.object({ kind: inboxKindSchema, id: numericIdSchema });
export type InboxItemParams = z.infer<typeof inboxItemParamsSchema>;

/** POST /api/admin/inbox/:kind/:id/status; a quote (in cents) may go with the move to "quoted". */
export const inboxStatusChangeSchema = z
  .strictObject({
    status: inboxStatusSchema,
    quoteCents: z
      .number({ error: 'Quote must be a number of cents' })
      .int({ error: 'Quote must be a whole number of cents' })
      .min(0, { error: 'Quote cannot be negative' })
      .max(MAX_QUOTE_CENTS, { error: 'Quote must be at most $1,000,000.00' })
      .optional(),
  })
  .refine((change) => change.quoteCents === undefined || change.status === 'quoted', {
    error: 'A quote goes only with the status quoted',
    path: ['quoteCents'],
  });
export type InboxStatusChange = z.infer<typeof inboxStatusChangeSchema>;

/** POST /api/admin/inbox/:kind/:id/assignee: a member of the team, or null to unassign. */
export const inboxAssignRequestSchema = z.strictObject({
  assigneeId: z
    .string({ error: 'Assignee must be a team member’s id or null' })
    .regex(UUID_PATTERN, { error: 'Assignee must be a team member’s id or null' })
    .nullable(),
});
export type InboxAssignRequest = z.infer<typeof inboxAssignRequestSchema>;

/** POST /api/admin/inbox/:kind/:id/notes: seen by the team only. */
export const inboxNoteRequestSchema = z.strictObject({
  text: textField('Note', INBOX_TEXT_MAX, { length: 1, message: 'Note is required' }),
});
export type InboxNoteRequest = z.infer<typeof inboxNoteRequestSchema>;

/** POST /api/admin/inbox/:kind/:id/replies: e-mailed to the sender; for a chat, shown in the chat window. */
export const inboxReplyRequestSchema = z.strictObject({
  text: textField('Reply', INBOX_TEXT_MAX, { length: 1, message: 'Reply is required' }),
});
export type InboxReplyRequest = z.infer<typeof inboxReplyRequestSchema>;
