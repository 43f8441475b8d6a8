import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { CHAT_POLL_INTERVAL_MS, CHAT_SESSION_HEADER, chatHistorySchema, type ChatMessage } from '@shop/contracts/chat';
import { apiRequest } from '@shop/ui/api-fetch';

/** GET /api/chat/history: the session id travels in a header, never in the URL (which is logged). */
export async function fetchChatHistory(sessionId: string, signal?: AbortSignal): Promise<ChatMessage[]> {
  const response = await apiRequest('GET', API_PATHS.chatHistory, undefined, {
    headers: { [CHAT_SESSION_HEADER]: sessionId },
    signal,
  });
  return chatHistorySchema.parse(await response.json()).messages;
}

/** The earlier messages of a stored session; nothing to load without one. */
export function useChatHistory(sessionId: string | null) {
  return useQuery({
    queryKey: [API_PATHS.chatHistory, sessionId],
    queryFn: ({ signal }) => (sessionId ? fetchChatHistory(sessionId, signal) : []),
    enabled: sessionId !== null,
  });
}

/**
 * The team's replies from the back office's inbox, asked for every CHAT_POLL_INTERVAL_MS while
 * `enabled` (the window is open and there is a conversation). The first ask comes one interval
 * after the conversation is known (its history was just loaded, or it was just started); a window
 * reopened after longer asks at once. The browser does not poll while the tab is in the background.
 */
export function useStaffReplies(sessionId: string | null, enabled: boolean, intervalMs = CHAT_POLL_INTERVAL_MS) {
  return useQuery({
    queryKey: [API_PATHS.chatHistory, sessionId, 'staff-replies'],
    queryFn: async ({ signal }) =>
      sessionId ? (await fetchChatHistory(sessionId, signal)).filter((message) => message.author === 'staff') : [],
    enabled: enabled && sessionId !== null,
    initialData: [],
    initialDataUpdatedAt: () => Date.now(),
    staleTime: intervalMs,
    refetchInterval: intervalMs,
    // A failed poll is retried at the next interval; the conversation goes on meanwhile.
    retry: false,
  });
}
