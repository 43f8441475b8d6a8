import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CHAT_FAILURE_MESSAGE, type ChatHistory, type ChatRequest, type ChatResponse } from '@shop/contracts/chat';
import { ShopError } from '../common/errors/shop-error.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { rateLimited } from '../common/rate-limit/rate-limited.js';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { AnswerEngine } from './answer-engine/answer-engine.js';
import type { Answer, AnswerContext, Asker } from './answer-engine/answer.js';
import { ChatMessage, type AnswerSource } from './chat-message.entity.js';
import { isChatSessionId, newChatSessionId } from './chat-session-ids.js';
import { ChatSession } from './chat-session.entity.js';

/** The most messages a history call returns (the newest ones). */
const HISTORY_LIMIT = 200;

/**
 * The support chat: finds the asker's conversation (or starts one), has the answer engine reply,
 * and stores both messages in one transaction, so a conversation never holds a question without
 * its answer or an answer without its question.
 */
@Injectable()
export class ChatService {
  private readonly logger = new Logger(ChatService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly answers: AnswerEngine,
    private readonly rateLimits: RateLimitService,
    private readonly metrics: MetricsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async reply({ message, sessionId }: ChatRequest, user: Express.User | undefined): Promise<ChatResponse> {
    const existing = await this.conversationOf(sessionId, user);
    const session =
      existing ??
      this.dataSource.getRepository(ChatSession).create({
        id: newChatSessionId(),
        userId: user?.id ?? null,
        handoffState: 'none',
        handoffEmail: null,
        handoffRequestedAt: null,
        misunderstandings: 0,
      });
    // The message that starts a conversation counts towards its limit like every later one.
    const limit = await this.rateLimits.consume('chatPerSession', session.id);
    if (limit.blocked) throw rateLimited('Too many messages in this conversation.', limit.retryAfterSeconds);

    const now = this.clock.now();
    const previousSources = existing ? await this.lastAnswerSources(existing.id) : [];
    const answer = await this.answerOrApologise(message, {
      asker: askerOf(user),
      conversation: session,
      now,
      previousSources,
    });
    const conversation = answer.conversation;
    const handedOffNow = conversation.handoffState === 'open' && session.handoffState !== 'open';

    await this.dataSource.transaction(async (manager) => {
      // Only the columns the chat owns: the inbox's assignee, set meanwhile, is not written back.
      await manager.getRepository(ChatSession).save({
        id: session.id,
        handoffState: conversation.handoffState,
        handoffEmail: conversation.handoffEmail,
        misunderstandings: conversation.misunderstandings,
        // A conversation a visitor started becomes the shopper's once they ask while signed in.
        userId: session.userId ?? user?.id ?? null,
        handoffRequestedAt: handedOffNow ? now : session.handoffRequestedAt,
        lastMessageAt: now,
      });
      await manager.getRepository(ChatMessage).insert([
        { sessionId: session.id, message, isBot: false, author: 'shopper', topic: null, sources: null },
        {
          sessionId: session.id,
          message: answer.text,
          isBot: true,
          author: 'bot',
          topic: answer.topics.join(','),
          sources: answer.sources,
        },
      ]);
    });
    for (const topic of answer.topics) this.metrics.chatAnswers.inc({ topic });
    if (handedOffNow) this.metrics.chatHandoffs.inc();
    return { response: answer.text, sessionId: session.id };
  }

  private async lastAnswerSources(sessionId: string): Promise<AnswerSource[]> {
    const last = await this.dataSource.getRepository(ChatMessage).findOne({
      where: { sessionId, isBot: true },
      order: { id: 'DESC' },
    });
    return last?.sources ?? [];
  }

  /**
   * The engine's answer; should the engine itself fail, the question is still kept with an
   * apology, so staff see what the shopper asked (the error goes to the log and the metrics).
   */
  private async answerOrApologise(message: string, context: AnswerContext): Promise<Answer> {
    try {
      return await this.answers.answer(message, context);
    } catch (error) {
      if (error instanceof ShopError) throw error;
      this.logger.error(error, 'The answer engine failed; the question is kept with an apology');
      return {
        text: CHAT_FAILURE_MESSAGE,
        topics: ['error'],
        sources: [],
        conversation: context.conversation,
      };
    }
  }

  /**
   * The conversation's messages, oldest first, the team's replies from the inbox among them; an
   * unknown id, or another person's conversation, has none.
   */
  async history(sessionId: string | undefined, user: Express.User | undefined): Promise<ChatHistory> {
    const session = await this.conversationOf(sessionId, user);
    if (!session) return { messages: [] };
    const newest = await this.dataSource.getRepository(ChatMessage).find({
      where: { sessionId: session.id },
      order: { id: 'DESC' },
      take: HISTORY_LIMIT,
    });
    return {
      messages: newest.reverse().map((row) => ({
        id: String(row.id),
        message: row.message,
        isBot: row.isBot,
        author: row.author,
        timestamp: row.createdAt.toISOString(),
      })),
    };
  }

  /**
   * The conversation a browser's id points to, if the asker may continue it: a visitor's
   * conversation by whoever holds its id, a shopper's only by that shopper.
   */
  private async conversationOf(sessionId: string | undefined, user: Express.User | undefined) {
    if (!isChatSessionId(sessionId)) return null;
    const session = await this.dataSource.getRepository(ChatSession).findOneBy({ id: sessionId });
    if (!session) return null;
    if (session.userId !== null && session.userId !== user?.id) return null;
    return session;
  }
}

function askerOf(user: Express.User | undefined): Asker {
  return user ? { userId: user.id, email: user.email, firstName: user.firstName ?? '' } : null;
}
