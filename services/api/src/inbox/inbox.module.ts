import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatModule } from '../chat/chat.module.js';
import { ContactModule } from '../contact/contact.module.js';
import { InboxController } from './inbox.controller.js';
import { InboxChanges } from './inbox-changes.service.js';
import { InboxEntry } from './inbox-entry.entity.js';
import { InboxReader } from './inbox.reader.js';
import { InboxReplies } from './inbox-replies.service.js';

/**
 * The back office's Inbox, where the team answers contact messages, business inquiries and the
 * chats handed off to a person.
 */
@Module({
  imports: [TypeOrmModule.forFeature([InboxEntry]), ChatModule, ContactModule],
  controllers: [InboxController],
  providers: [InboxReader, InboxChanges, InboxReplies],
})
export class InboxModule {}
