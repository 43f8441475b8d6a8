import { z } from './zod.js';
import { pageOf, pageQuerySchema } from './admin.js';
import { numericIdSchema } from './common.js';

/** The e-mails the shop sends. */
export const EMAIL_KINDS = [
  'order_confirmation',
  'out_for_delivery',
  'renewal_reminder',
  'payment_failed',
  'staff_reply',
  'email_verification',
  'delivery_window_moved',
  'delivery_failed',
  'box_delivery_booked',
] as const;
export const emailKindSchema = z.enum(EMAIL_KINDS, { error: 'Unknown kind of e-mail' });
export type EmailKind = z.infer<typeof emailKindSchema>;

/** pending: waiting to be sent (or to be retried); sent; failed: given up after every retry. */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export const emailStatusSchema = z.enum(EMAIL_STATUSES, { error: 'Status must be pending, sent or failed' });
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** An outbox e-mail as the back office shows it. */
export const outboxEmailSchema = z.object({
  id: z.number().int().positive(),
  kind: emailKindSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: emailStatusSchema,
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxEmailView = z.infer<typeof outboxEmailSchema>;
/** A page of the outbox, and whether SMTP_URL is set (unset: e-mails wait in the outbox, nothing is sent). */
export const outboxPageSchema = pageOf(outboxEmailSchema).extend({ smtpConfigured: z.boolean() });
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** GET /api/admin/emails: newest first, optionally by status. */
export const outboxQuerySchema = pageQuerySchema.extend({ status: emailStatusSchema.optional() });
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** POST /api/admin/emails/:id/retry */
export const emailIdParamsSchema = z.strictObject({ id: numericIdSchema });
export type EmailIdParams = z.infer<typeof emailIdParamsSchema>;
