import type { Topic } from '../src/chat/answer-engine/answer.js';

/*
 * What a labelled question is, on its own so the question sets and the runner that imports them
 * (chat-evaluation.ts) share the shape without importing each other.
 */

/** A fact the answer must state: one wording, or any one of several ("30-day" or "30 days"). */
export type Fact = string | readonly string[];

export interface ChatQuestion {
  /** As a shopper would type it, typos included. */
  question: string;
  /** Every one of these must be among the topics stored with the bot's reply. */
  topics: readonly Topic[];
  /**
   * Text a correct answer must contain (case-insensitive), written from the seeded catalog and the
   * shop's policies. `{orderId}`-style placeholders are the signed-in shopper's own data.
   */
  facts: readonly Fact[];
  /** Text it must not contain: usually a falsehood the question tries to plant. */
  forbidden?: readonly string[];
  /** Asked by a shopper with an order and a subscription box; otherwise by an anonymous visitor. */
  asker?: 'signed-in';
  /** Messages sent first in the same conversation: the question is a follow-up to them. */
  before?: readonly string[];
}
