import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { CHAT_WINDOW_HEIGHT_PX } from '@shop/contracts/chat';
import { useChatConversation } from '../use-chat-conversation.js';
import { ChatComposer } from './chat-composer.js';
import { ChatMessageList } from './chat-message-list.js';
import { TypingIndicator } from './typing-indicator.js';
import './chat-window.css';

export interface ChatWindowProps {
  open: boolean;
  onClose: () => void;
  /** How often an open window asks for the team's replies (CHAT_POLL_INTERVAL_MS by default). */
  pollIntervalMs?: number;
}

const windowHeight = { '--support-chat-height': `${CHAT_WINDOW_HEIGHT_PX}px` } as CSSProperties;

/**
 * The support chat, a non-modal dialog: the page behind it stays usable. It stays mounted once
 * opened (closing only hides it), so the conversation survives closing and reopening; opening puts
 * focus in the message box, and Escape anywhere in the window closes it.
 */
export function ChatWindow({ open, onClose, pollIntervalMs }: ChatWindowProps) {
  const headingId = useId();
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  const { messages, pending, send } = useChatConversation({
    open,
    ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }),
  });

  useEffect(() => {
    if (open) textAreaRef.current?.focus();
  }, [open]);

  return (
    <section
      role="dialog"
      aria-labelledby={headingId}
      className="support-chat__window"
      style={windowHeight}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <header className="support-chat__header">
        <h2 id={headingId} className="support-chat__title">
          Support chat
        </h2>
        <button type="button" className="support-chat__close" aria-label="Close support chat" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <ChatMessageList messages={messages} />
      <TypingIndicator active={pending} />
      <ChatComposer onSend={send} pending={pending} textAreaRef={textAreaRef} />
    </section>
  );
}
