import { CHAT_FAILURE_MESSAGE, CHAT_RATE_LIMITED_MESSAGE } from '@shop/contracts/chat';
import { ApiRequestError } from '@shop/ui/api-fetch';

/**
 * What the bot says when a message got no answer. By status rather than by the body's code, so a
 * proxy's own 429 also asks the shopper to slow down.
 */
export function chatErrorReply(error: unknown): string {
  return error instanceof ApiRequestError && error.status === 429 ? CHAT_RATE_LIMITED_MESSAGE : CHAT_FAILURE_MESSAGE;
}
