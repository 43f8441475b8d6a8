import { z } from './zod.js';
import { FIELD_LIMITS } from './field-limits.js';
import { textField } from './text.js';

/** POST /api/chat. An empty or whitespace-only message is never sent. */
export const chatRequestSchema = z.strictObject({
  message: textField('Message', FIELD_LIMITS.chatMessage, { length: 1, message: 'Message is required' }),
  sessionId: textField('Chat session', FIELD_LIMITS.chatSessionId).optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({ response: z.string(), sessionId: z.string() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** A chat message as the chat window keeps it. */
export const chatMessageSchema = z.object({
  id: z.string(),
  message: z.string(),
  isBot: z.boolean(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const CHAT_FAILURE_MESSAGE =
  "I'm sorry, I'm having trouble responding right now. Please try again later or contact us directly.";
