import { API_PATHS } from '@shop/contracts/api-paths';
import { chatResponseSchema, type ChatRequest, type ChatResponse } from '@shop/contracts/chat';
import { apiRequest } from '@shop/ui/api-fetch';

/** POST /api/chat */
export async function sendChatMessage(request: ChatRequest): Promise<ChatResponse> {
  const response = await apiRequest('POST', API_PATHS.chat, request);
  return chatResponseSchema.parse(await response.json());
}
