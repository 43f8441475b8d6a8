import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@shop/contracts/chat';
import { VisuallyHidden } from '@shop/ui/visually-hidden';
import { CHAT_WELCOME_MESSAGE } from '../chat-welcome-message.js';
import { ChatMessageText } from './chat-message-text.js';

function ChatBubble({ message, isBot }: { message: string; isBot: boolean }) {
  return (
    <div className={`support-chat__message support-chat__message--${isBot ? 'bot' : 'shopper'}`}>
      <VisuallyHidden>{isBot ? 'Support: ' : 'You: '}</VisuallyHidden>
      <ChatMessageText message={message} isBot={isBot} />
    </div>
  );
}

/**
 * The conversation as a log live region, so screen readers read each new message as it arrives.
 * It keeps the newest message in view, and is focusable so it can be scrolled from the keyboard.
 */
export function ChatMessageList({ messages }: { messages: ChatMessage[] }) {
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  return (
    <div ref={logRef} role="log" aria-label="Messages" tabIndex={0} className="support-chat__log">
      <ChatBubble message={CHAT_WELCOME_MESSAGE} isBot />
      {messages.map((message) => (
        <ChatBubble key={message.id} message={message.message} isBot={message.isBot} />
      ))}
    </div>
  );
}
