import { useCallback, useRef, useState } from 'react';
import type { ChatMessage } from '@shop/contracts/chat';
import { useChatHistory } from './api/chat-history.js';
import { sendChatMessage } from './api/send-chat-message.js';
import { chatErrorReply } from './chat-error-reply.js';
import { readChatSessionId, storeChatSessionId } from './chat-session-id.js';

export interface ChatConversation {
  /** The stored session's history, then this page's messages, oldest first. */
  messages: ChatMessage[];
  /** A reply is on its way; nothing else can be sent until it arrives. */
  pending: boolean;
  /** Sends the trimmed text; false when there was nothing to send or a reply is still pending. */
  send: (text: string) => boolean;
}

let localMessageCount = 0;

function localMessage(message: string, isBot: boolean): ChatMessage {
  localMessageCount += 1;
  return { id: `local-${localMessageCount}`, message, isBot, timestamp: new Date().toISOString() };
}

/**
 * One conversation with the support bot. The session id of the first reply is kept (and stored for
 * the next page load) and sent with every later message; when the server answers with another id
 * (the stored one had expired), that one is kept instead. A failed message gets the bot's apology
 * in place of an answer, and the shopper's message stays.
 */
export function useChatConversation(): ChatConversation {
  const [sessionAtStart] = useState(readChatSessionId);
  const history = useChatHistory(sessionAtStart);
  const sessionId = useRef(sessionAtStart);
  const [exchanged, setExchanged] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  // A second Enter can land before React re-renders the disabled input.
  const sending = useRef(false);

  const send = useCallback((text: string) => {
    const message = text.trim();
    if (message === '' || sending.current) return false;
    sending.current = true;
    setPending(true);
    setExchanged((current) => [...current, localMessage(message, false)]);

    const finish = (reply: string) => {
      sending.current = false;
      setPending(false);
      setExchanged((current) => [...current, localMessage(reply, true)]);
    };
    sendChatMessage({ message, ...(sessionId.current ? { sessionId: sessionId.current } : {}) }).then(
      (answer) => {
        if (answer.sessionId !== sessionId.current) {
          sessionId.current = answer.sessionId;
          storeChatSessionId(answer.sessionId);
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
