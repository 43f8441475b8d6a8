import { z } from './zod.js';
import { userRoleSchema } from './auth.js';
import { FIELD_LIMITS } from './field-limits.js';
import { emailField } from './text.js';

/**
 * The back office's API: every path starts with /api/admin/ and is refused to anonymous visitors
 * (401) and shoppers (403). Paths double as TanStack Query keys, like API_PATHS.
 */
export const ADMIN_API_PREFIX = '/api/admin';

export const ADMIN_API_PATHS = {
  today: '/api/admin/today',
  orders: '/api/admin/orders',
  products: '/api/admin/products',
  inbox: '/api/admin/inbox',
  subscriptions: '/api/admin/subscriptions',
  staff: '/api/admin/staff',
  audit: '/api/admin/audit',
  emails: '/api/admin/emails',
} as const;

/** How many rows a back-office list shows per page unless asked otherwise. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** ?page=2&pageSize=25 on every back-office list: pages count from 1. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int({ error: 'Page must be a whole number' })
    .min(1, { error: 'Page must be 1 or more' })
    .max(100_000, { error: 'Page must be at most 100000' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int({ error: 'Page size must be a whole number' })
    .min(1, { error: 'Page size must be 1 or more' })
    .max(ADMIN_MAX_PAGE_SIZE, { error: `Page size must be at most ${ADMIN_MAX_PAGE_SIZE}` })
    .default(ADMIN_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of a back-office list, with the total so the screen can show "page 2 of 9". */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  });
}

/** One page of a back-office list, as pageOf's schema gives it, with its items' own type. */
export type ListPage<Item> = Omit<z.infer<ReturnType<typeof pageOf>>, 'items'> & { items: Item[] };

/** Someone of the shop's team, as the back office names them (staff lists, assignees, the audit log). */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: userRoleSchema,
  /** Whether the account proved it holds its e-mail address (a verification link, or the provider said so). */
  emailVerified: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);

/** PUT /api/admin/staff (owner): give the account with this email a role; `shopper` removes it from the team. */
export const setRoleRequestSchema = z.strictObject({
  email: emailField('Enter a valid email address', FIELD_LIMITS.email),
  role: userRoleSchema,
});
export type SetRoleRequest = z.infer<typeof setRoleRequestSchema>;

/** What an audit row records: which kind of record changed. */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'order',
  'product',
  'inbox',
  'chat',
  'subscription',
  'email',
  'delivery',
] as const;
export const auditEntityTypeSchema = z.enum(AUDIT_ENTITY_TYPES, { error: 'Unknown record type' });
export type AuditEntityType = z.infer<typeof auditEntityTypeSchema>;

/** A JSON value as stored in the audit log (the record's fields before and after). */
export const jsonRecordSchema = z.record(z.string(), z.unknown());

/** One back-office change: who, what, before and after, when. */
export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  actor: z.object({ id: z.string().nullable(), email: z.string() }),
  action: z.string(),
  entityType: auditEntityTypeSchema,
  entityId: z.string(),
  before: jsonRecordSchema.nullable(),
  after: jsonRecordSchema.nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);

/** GET /api/admin/audit (owner): newest first, optionally one kind of record or one record. */
export const auditQuerySchema = pageQuerySchema.extend({
  entityType: auditEntityTypeSchema.optional(),
  entityId: z
    .string()
    .max(100, { error: 'Record id must be at most 100 characters' })
    // The delivery schedule's ids say which kind of row they are: zone:3, window:7, closure:2.
    .regex(/^[A-Za-z0-9_:-]+$/, { error: 'Record id must be letters, digits, -, _ or :' })
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
