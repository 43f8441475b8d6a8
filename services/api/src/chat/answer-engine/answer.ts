import type { AnswerSource } from '../chat-message.entity.js';
import type { HandoffState } from '../chat-session.entity.js';

/** What a question is about; each answer records the topics it answered. */
export const TOPICS = [
  'greeting',
  'thanks',
  'product',
  'plans',
  'subscription-help',
  'my-subscription',
  'my-orders',
  'delivery-area',
  /** When a ZIP can have a delivery: its windows with room and their cutoffs. */
  'delivery-window',
  'shipping',
  'returns',
  'contact',
  'business',
  'about',
  'ordering',
  'handoff',
  'unknown',
  /** The engine failed; the reply was an apology. */
  'error',
] as const;
export type Topic = (typeof TOPICS)[number];

/** Who is asking: a signed-in shopper (their own orders and boxes only) or an anonymous visitor. */
export type Asker = { userId: string; email: string; firstName: string } | null;

export interface Conversation {
  handoffState: HandoffState;
  /** Where a person replies once the conversation is handed off. */
  handoffEmail: string | null;
  /** "I don't know" answers in a row. */
  misunderstandings: number;
}

export interface AnswerContext {
  asker: Asker;
  conversation: Conversation;
  now: Date;
  /** The sources of the conversation's previous answer, so "is it in stock?" knows what "it" is. */
  previousSources?: readonly AnswerSource[];
}

/** One part of a reply: its text, what it was about and the records its facts came from. */
export interface AnswerPart {
  topic: Topic;
  text: string;
  sources: AnswerSource[];
}

export interface Answer {
  text: string;
  topics: Topic[];
  sources: AnswerSource[];
  /** The conversation after this answer. */
  conversation: Conversation;
}
