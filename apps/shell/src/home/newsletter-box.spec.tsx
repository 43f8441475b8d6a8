import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@shop/ui/app-providers';
import { NewsletterBox } from './newsletter-box.js';

function answerWith(response: () => Response) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async () => response());
}

async function subscribe(email: string) {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <NewsletterBox />
    </AppProviders>,
  );
  // The form's code comes in its own chunk (home-form-stand-ins.spec.tsx covers the wait); its
  // first require (react-hook-form, zod) can take over a second on a busy machine.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled(), { timeout: 5_000 });
  const input = screen.getByRole('textbox', { name: 'Email address' });
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toHaveAttribute('placeholder', 'Enter your email address');
  await user.type(input, email);
  await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
}

function notifications() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

afterEach(() => jest.restoreAllMocks());

describe('NewsletterBox', () => {
  it('subscribes the address and says so', async () => {
    const fetchSpy = answerWith(() => Response.json({ status: 'subscribed' }, { status: 201 }));

    await subscribe('asha@example.com');

    expect(await screen.findByText('Subscribed!')).toBeVisible();
    expect(notifications()).toHaveTextContent('Subscribed!');
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'asha@example.com' }) }),
    );
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  it('tells a subscriber they are already subscribed', async () => {
    answerWith(() => Response.json({ status: 'already-subscribed' }));

    await subscribe('asha@example.com');

    expect(await screen.findByText("You're already subscribed.")).toBeVisible();
  });

  it('shows a message under the field for an invalid address, sending nothing', async () => {
    const fetchSpy = answerWith(() => Response.json({ status: 'subscribed' }));

    await subscribe('not-an-email');

    expect(await screen.findByText('Valid email is required')).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows an error toast when the request fails', async () => {
    answerWith(() => new Response('boom', { status: 500, statusText: 'Internal Server Error' }));

    await subscribe('asha@example.com');

    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeVisible();
    expect(notifications()).toHaveTextContent('Error');
  });
});
