import { z } from './zod.js';
import { FIELD_LIMITS } from './field-limits.js';
import { textField } from './text.js';

/** Where the chat window keeps the session id between page loads. */
export const CHAT_SESSION_STORAGE_KEY = 'chatSessionId';
export const CHAT_WINDOW_HEIGHT_PX = 500;
/** The header that carries the session id when the window asks for its history (never the URL, which is logged). */
export const CHAT_SESSION_HEADER = 'x-chat-session';

/**
 * Session ids are 32 url-safe characters (24 random bytes). Anything else sent as a session id is
 * not an error: it simply starts a new session, so a stale or tampered value never shows anyone's
 * history.
 */
export const CHAT_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** POST /api/chat. An empty or whitespace-only message is never sent. */
export const chatRequestSchema = z.strictObject({
  message: textField('Message', FIELD_LIMITS.chatMessage, { length: 1, message: 'Message is required' }),
  sessionId: z
    .string({ error: 'Chat session must be text' })
    .max(FIELD_LIMITS.chatSessionId, {
      error: `Chat session must be at most ${FIELD_LIMITS.chatSessionId} characters`,
    })
    .optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({ response: z.string(), sessionId: z.string() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** Who wrote a chat message: the shopper, the bot, or a member of the shop's team (a reply from the back office). */
export const CHAT_AUTHORS = ['shopper', 'bot', 'staff'] as const;
export const chatAuthorSchema = z.enum(CHAT_AUTHORS);
export type ChatAuthor = z.infer<typeof chatAuthorSchema>;

/** A chat message as the chat window keeps and shows it; `isBot` stays for older readers (author is 'bot'). */
export const chatMessageSchema = z.object({
  id: z.string(),
  message: z.string(),
  isBot: z.boolean(),
  author: chatAuthorSchema,
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/chat/history with the session id in the x-chat-session header: that session's messages, oldest first. */
export const chatHistorySchema = z.object({ messages: z.array(chatMessageSchema) });
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** How often an open chat window asks for its history, to show the team's replies. */
export const CHAT_POLL_INTERVAL_MS = 15_000;

/** What the window says when the API cannot be reached or fails. */
export const CHAT_FAILURE_MESSAGE =
  "I'm sorry, I'm having trouble responding right now. Please try again later or contact us directly.";

/** What the window says when the API answers 429 (too many messages in a short time). */
export const CHAT_RATE_LIMITED_MESSAGE =
  "You're sending messages faster than I can answer. Please wait a minute, then try again.";

/**
 * Links in the bot's answers are written `[label](/path)`, and only paths on this site are ever
 * turned into links; everything else in a message is shown as plain text.
 */
export const CHAT_LINK_PATTERN = /\[([^\]\n]{1,200})\]\((\/[A-Za-z0-9/_#?=&%.-]{0,300})\)/g;

export type ChatTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Splits a bot message into text and same-site links, for the window to render without HTML. */
export function chatMessageParts(message: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of message.matchAll(CHAT_LINK_PATTERN)) {
    const [whole, text, href] = match as unknown as [string, string, string];
    if (href.startsWith('//')) continue;
    if (match.index > last) parts.push({ kind: 'text', text: message.slice(last, match.index) });
    parts.push({ kind: 'link', text, href });
    last = match.index + whole.length;
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) });
  return parts;
}
