import { z } from './zod.js';

const required = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required` });
const email = z
  .string()
  .trim()
  .pipe(z.email({ error: 'Valid email is required' }));

export const businessTypeSchema = z.enum(['restaurant', 'retail', 'distributor', 'other'], {
  error: 'Business type is required',
});
export type BusinessType = z.infer<typeof businessTypeSchema>;

/**
 * A field hidden from people (off-screen, aria-hidden, tabindex -1, autocomplete off). Bots fill
 * every input; a filled honeypot makes the server answer as if it worked and store nothing.
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = z.string().max(500).optional();

/** POST /api/business-inquiries */
export const businessInquiryRequestSchema = z.strictObject({
  website: honeypot,
  businessName: required('Business name'),
  contactName: required('Contact name'),
  businessType: businessTypeSchema,
  email,
  phone: required('Phone'),
  requirements: required('Requirements'),
});
export type BusinessInquiryRequest = z.infer<typeof businessInquiryRequestSchema>;

export const businessInquirySchema = businessInquiryRequestSchema.omit({ website: true }).extend({
  id: z.number().int().positive(),
  createdAt: z.string(),
});
export type BusinessInquiry = z.infer<typeof businessInquirySchema>;

/** POST /api/contact-messages */
export const contactMessageRequestSchema = z.strictObject({
  website: honeypot,
  firstName: required('First name'),
  lastName: required('Last name'),
  email,
  subject: required('Subject'),
  message: required('Message'),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

export const contactMessageSchema = contactMessageRequestSchema.omit({ website: true }).extend({
  id: z.number().int().positive(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** POST /api/newsletter: one subscription per email; subscribing again is not an error. */
export const newsletterRequestSchema = z.strictObject({ email, website: honeypot });
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
export const newsletterResponseSchema = z.object({ status: z.enum(['subscribed', 'already-subscribed']) });
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

/** Answer of the two forms: what was stored (nothing is echoed for a honeypot hit). */
export const submissionReceiptSchema = z.object({ received: z.literal(true) });
