import { Injectable } from '@nestjs/common';
import { BusinessInquiry } from './business-inquiry.entity.js';
import { ContactMessage } from './contact-message.entity.js';

/**
 * The contact forms' tables, for the back office's inbox: it lists, locks and answers messages
 * and inquiries inside its own transactions, so it works on these entities directly. Exported by
 * the contact module; nothing else outside it touches them.
 */
@Injectable()
export class ContactTables {
  readonly messages = ContactMessage;
  readonly inquiries = BusinessInquiry;
}
