import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientUser, UserRole } from '@shop/contracts/auth';
import { AppProviders } from '@shop/ui/app-providers';
import { AdminApp } from '../app/admin-app.js';

export type ApiHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

export const userWithRole = (role: UserRole): ClientUser => ({
  id: `user-${role}`,
  email: `${role}@example.com`,
  firstName: role === 'owner' ? 'Olivia' : 'Sam',
  lastName: 'Reddy',
  profileImageUrl: null,
  role,
});

/**
 * Stubs fetch: GET /api/auth/user answers the given role (or 401 when signed out); `routes` maps
 * "METHOD /path?query" (or a GET's "/path?query") to an answer; anything else is a 404.
 */
export function stubApi({ role, routes = {} }: { role: UserRole | null; routes?: Record<string, ApiHandler> }) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const handler = routes[`${method} ${url}`] ?? (method === 'GET' ? routes[url] : undefined);
    if (handler) return handler(init);
    if (url === '/api/auth/user') {
      return role ? Response.json(userWithRole(role)) : Response.json({ code: 'SIGN_IN_REQUIRED' }, { status: 401 });
    }
    return new Response('Not Found', { status: 404, statusText: 'Not Found' });
  });
}

/** The back office at `path`, with the providers the shell gives it. */
export function renderAdminAt(path: string) {
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <AdminApp />
    </AppProviders>,
  );
  return userEvent.setup();
}

/** The JSON bodies of the requests sent to "METHOD /path". */
export function sentBodies(fetchSpy: jest.SpyInstance, method: string, path: string): unknown[] {
  return fetchSpy.mock.calls
    .filter(([url, init]) => String(url) === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
}
