import { Injectable } from '@nestjs/common';
import { ChatMessage } from './chat-message.entity.js';
import { ChatSession } from './chat-session.entity.js';

/**
 * The chat's tables, for the back office's inbox: it lists, locks and answers handed-off chats
 * inside its own transactions, so it works on these entities directly rather than through the
 * chat service. Exported by the chat module; nothing else outside it touches them.
 */
@Injectable()
export class ChatTables {
  readonly sessions = ChatSession;
  readonly messages = ChatMessage;
}
