import type { ComponentType } from 'react';
import type { ChatWindowProps } from './components/chat-window.js';

export type ChatWindowComponent = ComponentType<ChatWindowProps>;

let loading: Promise<ChatWindowComponent> | null = null;

/**
 * The chat window's code, in a chunk of its own: a page pays for the launcher only, and the window
 * (with the conversation, the API schemas and the router links) loads on first use. A failed load
 * is forgotten, so the next attempt asks the network again.
 */
export function loadChatWindow(): Promise<ChatWindowComponent> {
  loading ??= import(/* webpackChunkName: "chat-window" */ './components/chat-window.js').then(
    ({ ChatWindow }) => ChatWindow,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts the download when the shopper is about to use the launcher (pointer over it, or focus). */
export function prefetchChatWindow(): void {
  loadChatWindow().catch(() => {
    // A click loads it again and reports the failure then.
  });
}
