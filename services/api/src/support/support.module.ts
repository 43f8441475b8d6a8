import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessInquiry } from './business-inquiry.entity.js';
import { ChatMessage } from './chat-message.entity.js';
import { ContactMessage } from './contact-message.entity.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';
import { SupportController } from './support.controller.js';
import { SupportService } from './support.service.js';

/** Business inquiries, contact messages and the newsletter; chat arrives with its own work. */
@Module({
  imports: [TypeOrmModule.forFeature([BusinessInquiry, ContactMessage, ChatMessage, NewsletterSubscription])],
  controllers: [SupportController],
  providers: [SupportService],
})
export class SupportModule {}
