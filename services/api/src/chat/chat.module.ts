import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { AnswerEngine } from './answer-engine/answer-engine.js';
import { DeliveryWindowLookup } from './answer-engine/delivery-window-facts.js';
import { ChatController } from './chat.controller.js';
import { ChatMessage } from './chat-message.entity.js';
import { ChatService } from './chat.service.js';
import { ChatSession } from './chat-session.entity.js';
import { ChatTables } from './chat-tables.js';

/** The support chat: conversations with the answer engine, and the handoff to a person. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ChatSession, ChatMessage]),
    CatalogModule,
    DeliveryModule,
    OrdersModule,
    SubscriptionsModule,
  ],
  controllers: [ChatController],
  providers: [ChatService, AnswerEngine, DeliveryWindowLookup, ChatTables],
  exports: [ChatTables],
})
export class ChatModule {}
