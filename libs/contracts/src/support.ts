import { z } from './zod.js';
import { FIELD_LIMITS } from './field-limits.js';
import { emailField, storable, textField } from './text.js';

const requiredText = (label: string, max: number) =>
  textField(label, max, { length: 1, message: `${label} is required` });
const email = emailField('Valid email is required', FIELD_LIMITS.email);

export const businessTypeSchema = z.enum(['restaurant', 'retail', 'distributor', 'other'], {
  error: 'Business type is required',
});
export type BusinessType = z.infer<typeof businessTypeSchema>;

/**
 * A field hidden from people (off-screen, aria-hidden, tabindex -1, autocomplete off). Bots fill
 * every input; a filled honeypot makes the server answer as if it worked and store nothing.
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = storable('Website', z.string().max(500)).optional();

/** POST /api/business-inquiries */
export const businessInquiryRequestSchema = z.strictObject({
  website: honeypot,
  businessName: requiredText('Business name', FIELD_LIMITS.businessName),
  contactName: requiredText('Contact name', FIELD_LIMITS.contactName),
  businessType: businessTypeSchema,
  email,
  phone: requiredText('Phone', FIELD_LIMITS.phone),
  requirements: requiredText('Requirements', FIELD_LIMITS.message),
});
export type BusinessInquiryRequest = z.infer<typeof businessInquiryRequestSchema>;

/** POST /api/contact-messages */
export const contactMessageRequestSchema = z.strictObject({
  website: honeypot,
  firstName: requiredText('First name', FIELD_LIMITS.personName),
  lastName: requiredText('Last name', FIELD_LIMITS.personName),
  email,
  subject: requiredText('Subject', FIELD_LIMITS.subject),
  message: requiredText('Message', FIELD_LIMITS.message),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

/** POST /api/newsletter: one subscription per email; subscribing again is not an error. */
export const newsletterRequestSchema = z.strictObject({ email, website: honeypot });
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
export const newsletterResponseSchema = z.object({ status: z.enum(['subscribed', 'already-subscribed']) });
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

/** Answer of the two forms: what was stored (nothing is echoed for a honeypot hit). */
export const submissionReceiptSchema = z.object({ received: z.literal(true) });
