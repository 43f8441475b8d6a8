import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@shop/ui/app-providers';
import { AppRoutes } from '../../app/app-routes.js';
import { signedInUser, stubApi } from '../../testing/shell-api-stub.js';

// The site layout's support chat comes from the support remote, which these tests do not serve.
jest.mock('../../layout/support-chat.js', () => ({ SupportChat: () => null }));

const STATUS_PATH = '/api/auth/email-verification';

/**
 * The page at `path`, signed in (with the account's verification status) or not. `sendAnswer` is
 * the answer to POST /api/auth/email-verification.
 */
function renderAt(
  path: string,
  account?: { verified: boolean; sendAnswer?: () => Response },
): { fetchSpy: ReturnType<typeof stubApi>; user: ReturnType<typeof userEvent.setup> } {
  const fetchSpy: ReturnType<typeof stubApi> = stubApi({
    user: account ? signedInUser : null,
    answers: {
      [STATUS_PATH]: () => {
        const method = fetchSpy.mock.calls.at(-1)?.[1]?.method ?? 'GET';
        if (method === 'POST') return account?.sendAnswer?.() ?? new Response('Not Found', { status: 404 });
        if (!account) return new Response('Unauthorized', { status: 401 });
        return Response.json({ email: signedInUser.email, verified: account.verified });
      },
    },
  });
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <AppRoutes />
    </AppProviders>,
  );
  return { fetchSpy, user: userEvent.setup() };
}

const posts = (fetchSpy: ReturnType<typeof stubApi>) =>
  fetchSpy.mock.calls.filter(([url, init]) => url === STATUS_PATH && init?.method === 'POST');

afterEach(() => jest.restoreAllMocks());

describe('the e-mail verification page', () => {
  it('says the address is verified after the link worked, with its title, and offers no new link', async () => {
    renderAt('/verify-email?result=verified');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address verified' })).toBeVisible();
    expect(screen.getByText('Thank you: your e-mail address is verified.')).toBeVisible();
    expect(document.title).toBe('E-mail address verified | Cumming Organics');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign In' })).toBeVisible());
    expect(screen.queryByRole('link', { name: 'Sign in to send a new link' })).not.toBeInTheDocument();
  });

  it('says a used link was used, and the address is verified', async () => {
    renderAt('/verify-email?result=already-verified', { verified: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address already verified' })).toBeVisible();
    expect(await screen.findByText('The address of your account, asha@example.com, is verified.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('asks a signed-out shopper with an expired link to sign in for a new one, coming back here', async () => {
    renderAt('/verify-email?result=expired');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Sign in to send a new link' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fverify-email',
    );
  });

  it('sends a new link to a signed-in shopper whose address is not verified, and says where it went', async () => {
    const { fetchSpy, user } = renderAt('/verify-email?result=invalid', {
      verified: false,
      sendAnswer: () => Response.json({ sentTo: 'asha@example.com' }, { status: 202 }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    expect(
      await screen.findByText('The address of your account, asha@example.com, is not verified yet.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a new link to asha@example.com. Open it from that e-mail.',
    );
    expect(posts(fetchSpy)).toHaveLength(1);
  });

  it('shows the server’s refusal (too many e-mails) and sends nothing more', async () => {
    const { fetchSpy, user } = renderAt('/verify-email', {
      verified: false,
      sendAnswer: () =>
        Response.json(
          {
            statusCode: 429,
            error: 'Too Many Requests',
            code: 'RATE_LIMITED',
            message: 'Too many verification e-mails were asked for. Try again in 42 minutes.',
          },
          { status: 429 },
        ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many verification e-mails were asked for. Try again in 42 minutes.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(posts(fetchSpy)).toHaveLength(1);
  });

  it('reads an unknown result as the page on its own', async () => {
    renderAt('/verify-email?result=%3Cscript%3E', { verified: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible();
    expect(await screen.findByText('The address of your account, asha@example.com, is verified.')).toBeVisible();
  });
});
