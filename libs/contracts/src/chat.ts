import { z } from './zod.js';

/** POST /api/chat. A whitespace-only message is never sent (spec section 5). */
export const chatRequestSchema = z.strictObject({
  message: z.string().trim().min(1, { error: 'Message is required' }).max(2_000, { error: 'Message is too long' }),
  sessionId: z.string().min(1).max(100).optional(),
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
