import type { BadgeTone } from '@shop/ui/badge';
import type { EmailKind, EmailStatus } from '@shop/contracts/admin-emails';

export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  order_confirmation: 'Order confirmation',
  out_for_delivery: 'Out for delivery',
  renewal_reminder: 'Renewal reminder',
  payment_failed: 'Payment failed',
  staff_reply: 'Staff reply',
  email_verification: 'E-mail verification',
  delivery_window_moved: 'Delivery window moved',
  delivery_failed: 'Delivery failed',
  box_delivery_booked: 'Box delivery booked',
};

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

export const EMAIL_STATUS_TONES: Record<EmailStatus, BadgeTone> = {
  pending: 'accent',
  sent: 'success',
  failed: 'danger',
};
