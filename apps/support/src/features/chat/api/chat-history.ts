import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { CHAT_SESSION_HEADER, chatHistorySchema, type ChatMessage } from '@shop/contracts/chat';
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
