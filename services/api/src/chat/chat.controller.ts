import { Body, Controller, Get, Header, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  CHAT_SESSION_HEADER,
  chatHistorySchema,
  chatRequestSchema,
  chatResponseSchema,
  type ChatRequest,
} from '@shop/contracts/chat';
import { Public, PublicRateLimited } from '../common/access/access.decorators.js';
import { ResponseSchema } from '../common/response-schema.js';
import { validBody } from '../common/zod-validation.pipe.js';
import { ChatService } from './chat.service.js';

/**
 * The support chat, open to anonymous visitors. A signed-in shopper's cookie lets the bot answer
 * about their own orders and boxes; the conversation itself is keyed by its random session id.
 */
@Controller('chat')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Post()
  @HttpCode(200)
  @PublicRateLimited('chatPerIp')
  @Header('Cache-Control', 'no-store')
  @ResponseSchema(chatResponseSchema)
  reply(@Body(validBody(chatRequestSchema)) body: ChatRequest, @Req() request: Request) {
    return this.chat.reply(body, request.user);
  }

  /** The session id travels in a header, not the URL: URLs are written to logs. */
  @Get('history')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ResponseSchema(chatHistorySchema)
  history(@Headers(CHAT_SESSION_HEADER) sessionId: string | undefined, @Req() request: Request) {
    return this.chat.history(sessionId, request.user);
  }
}
