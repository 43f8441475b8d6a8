import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@shop/ui/app-providers';

/** Renders with the providers the shell gives a remote (query client, router, toasts). */
export function renderWithProviders(ui: ReactElement) {
  const view = render(<AppProviders>{ui}</AppProviders>);
  return { ...view, user: userEvent.setup() };
}

export function toastRegion() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

export const received = () => Response.json({ received: true }, { status: 201 });

/** A response the test hands out later, to look at the form while the request is in flight. */
export function deferredResponse() {
  let respond: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    respond = resolve;
  });
  return { promise, respond };
}

/** Answers POSTs to `path` with `answer`; anything else is a 404 the test did not expect. */
export function stubPost(path: string, answer: () => Response | Promise<Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) === path && init?.method === 'POST') return answer();
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
}

/** The JSON bodies POSTed to `path`. */
export function postedBodies(fetchSpy: jest.SpyInstance, path: string): unknown[] {
  return fetchSpy.mock.calls
    .filter(([url, init]) => String(url) === path && (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}
