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
import { NewsletterSubscription } from './newsletter-subscription.entity.js';
import { SupportController } from './support.controller.js';
import { SupportService } from './support.service.js';

/** Business inquiries, contact messages, the newsletter, and the support chat with its answer engine. */
@Module({
  imports: [
    TypeOrmModule.forFeature([BusinessInquiry, ContactMessage, ChatSession, ChatMessage, NewsletterSubscription]),
    CatalogModule,
    DeliveryModule,
    OrdersModule,
    SubscriptionsModule,
  ],
  controllers: [SupportController, ChatController],
  providers: [SupportService, ChatService, AnswerEngine],
})
export class SupportModule {}
