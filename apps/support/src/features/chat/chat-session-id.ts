import { CHAT_SESSION_ID_PATTERN, CHAT_SESSION_STORAGE_KEY } from '@shop/contracts/chat';

/**
 * The stored chat session id, or null. A value that is not a session id (edited by hand, or from an
 * older build) is ignored rather than sent: the API would refuse an over-long one outright.
 * Storage can be unavailable (blocked cookies, some private modes); the chat then simply starts
 * afresh on each page load.
 */
export function readChatSessionId(): string | null {
  try {
    const stored = window.localStorage.getItem(CHAT_SESSION_STORAGE_KEY);
    return stored !== null && CHAT_SESSION_ID_PATTERN.test(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeChatSessionId(sessionId: string): void {
  try {
    window.localStorage.setItem(CHAT_SESSION_STORAGE_KEY, sessionId);
  } catch {
    // Not kept across page loads; this page still sends it with each message.
  }
}
