import { API_PATHS } from '@shop/contracts/api-paths';
import { CHAT_SESSION_HEADER, type ChatMessage } from '@shop/contracts/chat';

/** Session ids as the API makes them: 32 url-safe characters. */
export const SESSION_ID = 'Qm9Zq1x4Lr8Tn2Vb6Hc0Jd3Kf5Wg7Ys2';
export const OTHER_SESSION_ID = 'Zx8_Yw7-Vu6Ts5Rq4Po3Nm2Lk1Ji0Hg9';

export function chatAnswer(response: string, sessionId = SESSION_ID) {
  return Response.json({ response, sessionId });
}

export const rateLimited = () =>
  Response.json(
    {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests. Try again later.',
      code: 'RATE_LIMITED',
    },
    { status: 429 },
  );

export const serverError = () => new Response('', { status: 503, statusText: 'Service Unavailable' });

/** An earlier conversation as GET /api/chat/history answers it. */
export const earlierMessages: ChatMessage[] = [
  {
    id: '11',
    message: 'Do you deliver to Alpharetta?',
    isBot: false,
    author: 'shopper',
    timestamp: '2026-11-20T15:00:00.000Z',
  },
  {
    id: '12',
    message: 'Yes, Alpharetta is in our extended area.',
    isBot: true,
    author: 'bot',
    timestamp: '2026-11-20T15:00:01.000Z',
  },
];

/** A reply of the shop's team, written in the back office's inbox. */
export function staffReply(id: string, message: string): ChatMessage {
  return { id, message, isBot: false, author: 'staff', timestamp: '2026-11-20T15:10:00.000Z' };
}

export interface ChatApiStub {
  /** Answers each POST /api/chat in turn (the last one answers every further message). */
  answers?: (() => Response | Promise<Response>)[];
  /** Messages of GET /api/chat/history by session id (as they are at each request); an unknown id has none. */
  histories?: Record<string, ChatMessage[] | (() => ChatMessage[])>;
}

/** Answers like the chat API; anything else is a 404 the test did not expect. */
export function stubChatApi({ answers = [() => chatAnswer('Happy to help!')], histories = {} }: ChatApiStub = {}) {
  let posts = 0;
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === API_PATHS.chat && init?.method === 'POST') {
      const answer = answers[Math.min(posts, answers.length - 1)];
      posts += 1;
      if (answer) return answer();
    }
    if (url === API_PATHS.chatHistory && (init?.method ?? 'GET') === 'GET') {
      const sessionId = new Headers(init?.headers).get(CHAT_SESSION_HEADER) ?? '';
      const history = histories[sessionId] ?? [];
      return Response.json({ messages: typeof history === 'function' ? history() : history });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
}

/** The JSON bodies POSTed to /api/chat. */
export function sentChatMessages(fetchSpy: jest.SpyInstance): unknown[] {
  return fetchSpy.mock.calls
    .filter(([url, init]) => String(url) === API_PATHS.chat && (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

/** The session ids the history was asked for. */
export function historyRequests(fetchSpy: jest.SpyInstance): (string | null)[] {
  return fetchSpy.mock.calls
    .filter(([url]) => String(url) === API_PATHS.chatHistory)
    .map(([, init]) => new Headers((init as RequestInit | undefined)?.headers).get(CHAT_SESSION_HEADER));
}
