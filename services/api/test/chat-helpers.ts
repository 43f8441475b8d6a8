import type request from 'supertest';
import {
  CHAT_SESSION_HEADER,
  chatHistorySchema,
  chatResponseSchema,
  type ChatHistory,
  type ChatResponse,
} from '@shop/contracts/chat';
import { clientUserSchema, type ClientUser } from '@shop/contracts/auth';
import type { browser } from './shopper-agent.js';
import type { TestApp } from './test-app.js';

type Client = ReturnType<typeof browser>;

/** POST /api/chat as the chat window sends it; the answer is not checked (tests of refusals read it). */
export function sendChat(client: Client, message: unknown, sessionId?: unknown): request.Test {
  return client.post('/api/chat', sessionId === undefined ? { message } : { message, sessionId });
}

/** A message the bot must answer (200 in the contract's shape). */
export async function say(client: Client, message: string, sessionId?: string): Promise<ChatResponse> {
  return chatResponseSchema.parse((await sendChat(client, message, sessionId).expect(200)).body);
}

/** GET /api/chat/history with the session id in its header (none when undefined). */
export async function historyOf(client: Client, sessionId?: string): Promise<ChatHistory> {
  const call = client.get('/api/chat/history');
  if (sessionId !== undefined) call.set(CHAT_SESSION_HEADER, sessionId);
  return chatHistorySchema.parse((await call.expect(200)).body);
}

export interface StoredChatMessage {
  id: number;
  message: string;
  isBot: boolean;
  author: 'shopper' | 'bot' | 'staff';
  topic: string | null;
  sources: { kind: string; id: string }[] | null;
  createdAt: Date;
}

/** One conversation's rows in chat_messages, in the order they were written. */
export async function storedMessages(shop: TestApp, sessionId: string): Promise<StoredChatMessage[]> {
  return (await shop.dataSource.query(
    `SELECT id, message, "isBot", author, topic, sources, "createdAt" FROM chat_messages WHERE "sessionId" = $1 ORDER BY id`,
    [sessionId],
  )) as StoredChatMessage[];
}

export interface StoredChatSession {
  id: string;
  userId: string | null;
  handoffState: string;
  handoffEmail: string | null;
  handoffRequestedAt: Date | null;
  misunderstandings: number;
}

/** The chat_sessions row, or undefined when there is none. */
export async function storedSession(shop: TestApp, sessionId: string): Promise<StoredChatSession | undefined> {
  const [row] = (await shop.dataSource.query(
    `SELECT id, "userId", "handoffState", "handoffEmail", "handoffRequestedAt", misunderstandings
       FROM chat_sessions WHERE id = $1`,
    [sessionId],
  )) as StoredChatSession[];
  return row;
}

/** Rows in both chat tables: a refused message must leave them as they were. */
export async function chatRowCounts(shop: TestApp): Promise<{ sessions: number; messages: number }> {
  const [counts] = (await shop.dataSource.query(
    `SELECT (SELECT count(*)::int FROM chat_sessions) AS sessions, (SELECT count(*)::int FROM chat_messages) AS messages`,
  )) as { sessions: number; messages: number }[];
  return counts!;
}

/** The signed-in shopper a client browses as. */
export async function accountOf(client: Client): Promise<ClientUser> {
  return clientUserSchema.parse((await client.get('/api/auth/user').expect(200)).body);
}
