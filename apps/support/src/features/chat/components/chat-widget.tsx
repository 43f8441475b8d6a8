import { useCallback, useEffect, useRef, useState } from 'react';
import { loadChatWindow, prefetchChatWindow, type ChatWindowComponent } from '../load-chat-window.js';
import { ChatIcon } from './chat-icon.js';
import './chat-widget.css';

/**
 * The floating "Support chat" button of every page, kept small because every page loads it: the
 * window itself is fetched on first use. While the window is open it takes the button's place; on
 * closing, focus goes back to the button.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [ChatWindow, setChatWindow] = useState<ChatWindowComponent | null>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const openWindow = () => {
    setOpen(true);
    loadChatWindow().then(
      (component) => setChatWindow(() => component),
      (error: unknown) => {
        console.warn('The support chat could not be loaded.', error);
        setOpen(false);
      },
    );
  };

  const closeWindow = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcherRef.current?.focus();
  }, [open]);

  return (
    <div className="support-chat">
      {ChatWindow && <ChatWindow open={open} onClose={closeWindow} />}
      <button
        ref={launcherRef}
        type="button"
        className="support-chat__launcher"
        aria-label="Open support chat"
        aria-haspopup="dialog"
        hidden={open && ChatWindow !== null}
        onClick={openWindow}
        onPointerEnter={prefetchChatWindow}
        onFocus={prefetchChatWindow}
      >
        <ChatIcon />
        <span className="support-chat__launcher-label">Support chat</span>
      </button>
    </div>
  );
}
