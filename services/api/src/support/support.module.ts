import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { AnswerEngine } from './answer-engine/answer-engine.js';
import { BusinessInquiry } from './business-inquiry.entity.js';
import { ChatController } from './chat/chat.controller.js';
import { ChatMessage } from './chat/chat-message.entity.js';
import { ChatService } from './chat/chat.service.js';
import { ChatSession } from './chat/chat-session.entity.js';
import { ContactMessage } from './contact-message.entity.js';
import { InboxController } from './inbox/inbox.controller.js';
import { InboxChanges } from './inbox/inbox-changes.js';
import { InboxEntry } from './inbox/inbox-entry.entity.js';
import { InboxReader } from './inbox/inbox-reader.js';
import { InboxReplies } from './inbox/inbox-replies.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';
import { SupportController } from './support.controller.js';
import { SupportService } from './support.service.js';

/**
 * Business inquiries, contact messages, the newsletter, the support chat with its answer engine,
 * and the back office's Inbox where the team answers all three.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      BusinessInquiry,
      ContactMessage,
      ChatSession,
      ChatMessage,
      NewsletterSubscription,
      InboxEntry,
    ]),
    CatalogModule,
    DeliveryModule,
    OrdersModule,
    SubscriptionsModule,
  ],
  controllers: [SupportController, ChatController, InboxController],
  providers: [SupportService, ChatService, AnswerEngine, InboxReader, InboxChanges, InboxReplies],
})
export class SupportModule {}
