import { randomBytes } from 'node:crypto';
import { CHAT_SESSION_ID_PATTERN } from '@shop/contracts/chat';

/** 24 random bytes: the id is the only key to a conversation's history, so it must not be guessable. */
export function newChatSessionId(): string {
  return randomBytes(24).toString('base64url');
}

/** Whether a value sent by a browser could be one of our ids at all (anything else starts a new conversation). */
export function isChatSessionId(value: string | undefined): value is string {
  return value !== undefined && CHAT_SESSION_ID_PATTERN.test(value);
}
