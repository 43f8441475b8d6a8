/** Answers fetch per "METHOD /path" (GET may be keyed by path alone); anything else is a 404. */
export type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export function stubFetch(routes: Record<string, Handler>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const handler = routes[`${method} ${url}`] ?? (method === 'GET' ? routes[url] : undefined);
    if (handler) return handler(init);
    return new Response('Not Found', { status: 404, statusText: 'Not Found' });
  });
}

/** The requests sent to "METHOD /path". */
export function sentRequests(fetchSpy: jest.SpyInstance, method: string, path: string): RequestInit[] {
  return fetchSpy.mock.calls
    .filter(([url, init]) => String(url) === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([, init]) => (init ?? {}) as RequestInit);
}

/** An answer in the API's error shape. */
export function apiError(statusCode: number, code: string, message: string): Response {
  return Response.json({ statusCode, error: 'Conflict', message, code }, { status: statusCode });
}
