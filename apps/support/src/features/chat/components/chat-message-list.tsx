import { useEffect, useRef } from 'react';
import type { ChatAuthor, ChatMessage } from '@shop/contracts/chat';
import { VisuallyHidden } from '@shop/ui/visually-hidden';
import { CHAT_WELCOME_MESSAGE } from '../chat-welcome-message.js';
import { ChatMessageText } from './chat-message-text.js';

/** What a screen reader hears before each message. */
const SPOKEN_PREFIX: Record<ChatAuthor, string> = { bot: 'Support: ', shopper: 'You: ', staff: 'Staff: ' };

/**
 * One message. The team's replies (from the back office) carry a visible "Staff:" label as well,
 * so a person's answer is never mistaken for the bot's; the label is hidden from screen readers,
 * which hear the same word as every message's spoken prefix.
 */
function ChatBubble({ message, author }: { message: string; author: ChatAuthor }) {
  return (
    <div className={`support-chat__message support-chat__message--${author}`}>
      <VisuallyHidden>{SPOKEN_PREFIX[author]}</VisuallyHidden>
      {author === 'staff' && (
        <span className="support-chat__author" aria-hidden="true">
          Staff:{' '}
        </span>
      )}
      <ChatMessageText message={message} isBot={author === 'bot'} />
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
      <ChatBubble message={CHAT_WELCOME_MESSAGE} author="bot" />
      {messages.map((message) => (
        <ChatBubble key={message.id} message={message.message} author={message.author} />
      ))}
    </div>
  );
}
