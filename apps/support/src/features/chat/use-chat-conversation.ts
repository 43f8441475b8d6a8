import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatAuthor, ChatMessage } from '@shop/contracts/chat';
import { useChatHistory, useStaffReplies } from './api/chat-history.js';
import { sendChatMessage } from './api/send-chat-message.js';
import { chatErrorReply } from './chat-error-reply.js';
import { readChatSessionId, storeChatSessionId } from './chat-session-id.js';

export interface ChatConversation {
  /** The stored session's history, then this page's messages and the team's replies as they came, oldest first. */
  messages: ChatMessage[];
  /** A reply is on its way; nothing else can be sent until it arrives. */
  pending: boolean;
  /** Sends the trimmed text; false when there was nothing to send or a reply is still pending. */
  send: (text: string) => boolean;
}

export interface ChatConversationOptions {
  /** Whether the window is open: the team's replies are only asked for while it is. */
  open: boolean;
  /** How often to ask for the team's replies (CHAT_POLL_INTERVAL_MS unless a test says otherwise). */
  pollIntervalMs?: number;
}

let localMessageCount = 0;

function localMessage(message: string, author: Exclude<ChatAuthor, 'staff'>): ChatMessage {
  localMessageCount += 1;
  return {
    id: `local-${localMessageCount}`,
    message,
    isBot: author === 'bot',
    author,
    timestamp: new Date().toISOString(),
  };
}

/**
 * One conversation with the support bot, and with the team once it is handed to a person. The
 * session id of the first reply is kept (and stored for the next page load) and sent with every
 * later message; when the server answers with another id (the stored one had expired), that one is
 * kept instead. A failed message gets the bot's apology in place of an answer, and the shopper's
 * message stays. While the window is open, the team's replies are asked for now and then and
 * added where they are first seen, so the conversation never reorders under the shopper's eyes.
 */
export function useChatConversation({ open, pollIntervalMs }: ChatConversationOptions): ChatConversation {
  const [sessionAtStart] = useState(readChatSessionId);
  const history = useChatHistory(sessionAtStart);
  const sessionId = useRef(sessionAtStart);
  const [currentSession, setCurrentSession] = useState(sessionAtStart);
  const [exchanged, setExchanged] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  // A second Enter can land before React re-renders the disabled input.
  const sending = useRef(false);

  // Only once the history is in (or failed): a reply in it must not be added a second time.
  const replies = useStaffReplies(currentSession, open && history.fetchStatus === 'idle', pollIntervalMs);
  useEffect(() => {
    const polled = replies.data;
    if (polled.length === 0) return;
    setExchanged((current) => {
      const seen = new Set([...(history.data ?? []), ...current].map((message) => message.id));
      const unseen = polled.filter((message) => !seen.has(message.id));
      return unseen.length === 0 ? current : [...current, ...unseen];
    });
  }, [replies.data, history.data]);

  const send = useCallback((text: string) => {
    const message = text.trim();
    if (message === '' || sending.current) return false;
    sending.current = true;
    setPending(true);
    setExchanged((current) => [...current, localMessage(message, 'shopper')]);

    const finish = (reply: string) => {
      sending.current = false;
      setPending(false);
      setExchanged((current) => [...current, localMessage(reply, 'bot')]);
    };
    sendChatMessage({ message, ...(sessionId.current ? { sessionId: sessionId.current } : {}) }).then(
      (answer) => {
        if (answer.sessionId !== sessionId.current) {
          sessionId.current = answer.sessionId;
          storeChatSessionId(answer.sessionId);
          setCurrentSession(answer.sessionId);
        }
        finish(answer.response);
      },
      (error: unknown) => finish(chatErrorReply(error)),
    );
    return true;
  }, []);

  // A history that cannot be loaded is left out: the conversation goes on in the same session.
  return { messages: [...(history.data ?? []), ...exchanged], pending, send };
}
