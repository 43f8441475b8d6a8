import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessInquiry } from './business-inquiry.entity.js';
import { ContactController } from './contact.controller.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactService } from './contact.service.js';
import { ContactTables } from './contact-tables.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';

/** The public forms: business inquiries, contact messages and the newsletter. */
@Module({
  imports: [TypeOrmModule.forFeature([BusinessInquiry, ContactMessage, NewsletterSubscription])],
  controllers: [ContactController],
  providers: [ContactService, ContactTables],
  exports: [ContactTables],
})
export class ContactModule {}
