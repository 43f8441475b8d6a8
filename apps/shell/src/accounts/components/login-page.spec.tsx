import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_CREDENTIALS_MESSAGE } from '@shop/contracts/auth';
import { AppProviders } from '@shop/ui/app-providers';
import { AppRoutes } from '../../app/app-routes.js';
import { signedInUser, stubApi, type ApiStub } from '../../testing/shell-api-stub.js';
import { LoginPage } from './login-page.js';

// The site layout's support chat comes from the support remote, which these tests do not serve.
jest.mock('../../layout/support-chat.js', () => ({ SupportChat: () => null }));

const password = 'cold pressed sesame 42';

function renderLoginPage(path: string, api: ApiStub = {}) {
  const fetchSpy = stubApi(api);
  const navigateTo = jest.fn<void, [string]>();
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <LoginPage navigateTo={navigateTo} />
    </AppProviders>,
  );
  return { fetchSpy, navigateTo, user: userEvent.setup() };
}

/** The JSON body the page sent to a path. */
function sentBody(fetchSpy: ReturnType<typeof stubApi>, path: string): unknown {
  const call = fetchSpy.mock.calls.find(([url]) => url === path);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

function errorAnswer(status: number, body: object) {
  return () => Response.json(body, { status });
}

afterEach(() => jest.restoreAllMocks());

describe('the sign-in page', () => {
  it('is the shell’s own page at /login, with its title', async () => {
    stubApi({});
    window.history.pushState({}, '', '/login');

    render(
      <AppProviders>
        <AppRoutes />
      </AppProviders>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(document.title).toBe('Sign in | Cumming Organics');
  });

  it('checks a field when the shopper leaves it', async () => {
    const { user } = renderLoginPage('/login');

    await user.type(await screen.findByLabelText('Email'), 'asha@');
    await user.tab();

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');

    await user.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
  });

  it('checks every field on submit, focuses the first problem and sends nothing', async () => {
    const { user, fetchSpy } = renderLoginPage('/login');

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(sentBody(fetchSpy, '/api/auth/login')).toBeUndefined();
  });

  it('sends the returnTo of the page and then loads the page the server names', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, fetchSpy, navigateTo } = renderLoginPage('/login?returnTo=%2Fsubscriptions', {
      answers: { '/api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });

    await user.type(await screen.findByLabelText('Email'), ' asha@example.com ');
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(sentBody(fetchSpy, '/api/auth/login')).toEqual({
      email: 'asha@example.com',
      password,
      returnTo: '/subscriptions',
    });

    act(() => answer(Response.json({ redirectTo: '/subscriptions' })));

    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/subscriptions'));
    // The page is being replaced; the button must not invite a second submission meanwhile.
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it.each([
    '//evil.example',
    '/..//evil.example/x',
    '/%2e%2e//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/api/logout',
  ])('never sends the returnTo %j, which would leave the site', async (hostile) => {
    const { user, fetchSpy } = renderLoginPage(`/login?returnTo=${encodeURIComponent(hostile)}`, {
      answers: { '/api/auth/login': () => Response.json({ redirectTo: '/' }) },
    });

    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(sentBody(fetchSpy, '/api/auth/login')).toMatchObject({ returnTo: '/' }));
  });

  it.each([
    [401, { statusCode: 401, error: 'Unauthorized', message: INVALID_CREDENTIALS_MESSAGE }],
    [
      429,
      {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      },
    ],
  ])('shows the server’s message of a %i above the form and stays', async (status, body) => {
    const { user, navigateTo } = renderLoginPage('/login', {
      answers: { '/api/auth/login': errorAnswer(status, body) },
    });

    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(body.message);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe('creating an account', () => {
  it('replaces the sign-in form with the registration form, and back', async () => {
    const { user } = renderLoginPage('/login?returnTo=%2Fcart');

    await user.click(await screen.findByRole('button', { name: 'Create an account' }));

    const heading = screen.getByRole('heading', { level: 1, name: 'Create an account' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Create an account | Cumming Organics');
    expect(window.location.search).toBe('?returnTo=%2Fcart&mode=register');
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. Long passphrases are welcome.',
    );
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in instead' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveFocus();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?returnTo=%2Fcart');
  });

  it('opens directly at /login?mode=register and checks the password length when it is left', async () => {
    const { user } = renderLoginPage('/login?mode=register');

    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await user.type(await screen.findByLabelText('Password'), 'short');
    await user.tab();

    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  async function fillRegistration(user: ReturnType<typeof userEvent.setup>, chosenPassword = password) {
    await user.type(await screen.findByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Last name'), 'Patel');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), chosenPassword);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('sends every field with the returnTo and loads the page the server names', async () => {
    const { user, fetchSpy, navigateTo } = renderLoginPage('/login?mode=register&returnTo=%2Fcart', {
      answers: { '/api/auth/register': () => Response.json({ redirectTo: '/cart' }, { status: 201 }) },
    });

    await fillRegistration(user);

    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/cart'));
    expect(sentBody(fetchSpy, '/api/auth/register')).toEqual({
      firstName: 'Asha',
      lastName: 'Patel',
      email: 'asha@example.com',
      password,
      returnTo: '/cart',
    });
  });

  it('shows the field errors of a 400 under their fields', async () => {
    const tooCommon = 'This password is too common. Choose a less predictable one.';
    const { user, navigateTo } = renderLoginPage('/login?mode=register', {
      answers: {
        '/api/auth/register': errorAnswer(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Validation failed',
          fieldErrors: [{ field: 'password', message: tooCommon }],
        }),
      },
    });

    await fillRegistration(user, 'password123');

    const passwordInput = screen.getByLabelText('Password');
    await waitFor(() => expect(passwordInput).toHaveAttribute('aria-invalid', 'true'));
    expect(passwordInput).toHaveAccessibleDescription(
      `At least 8 characters. Long passphrases are welcome. ${tooCommon}`,
    );
    expect(passwordInput).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('shows a 409 above the form', async () => {
    const { user } = renderLoginPage('/login?mode=register', {
      answers: {
        '/api/auth/register': errorAnswer(409, {
          statusCode: 409,
          error: 'Conflict',
          message: 'An account with this email already exists',
        }),
      },
    });

    await fillRegistration(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });
});

describe('sign-in options', () => {
  const singleSignOn = { enabled: true, name: 'Organic ID', loginUrl: '/api/auth/oidc/login' };

  it('offers single sign-on beside the built-in accounts, returning to the same place', async () => {
    renderLoginPage('/login?returnTo=%2Fcart', { providers: { builtIn: true, oidc: singleSignOn } });

    expect(await screen.findByRole('link', { name: 'Sign in with Organic ID' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/login?returnTo=%2Fcart',
    );
    expect(screen.getByLabelText('Email')).toBeVisible();
  });

  it('hides the forms when the server has no built-in accounts', async () => {
    renderLoginPage('/login', { providers: { builtIn: false, oidc: singleSignOn } });

    expect(await screen.findByRole('link', { name: 'Sign in with Organic ID' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/login',
    );
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create an account' })).not.toBeInTheDocument();
  });
});

describe('a shopper who is already signed in', () => {
  it.each([
    ['/login?returnTo=%2Fsubscriptions', '/subscriptions'],
    ['/login', '/'],
    ['/login?returnTo=https%3A%2F%2Fevil.example%2Fsteal', '/'],
    ['/login?returnTo=%2F..%2F%2Fevil.example%2Fx', '/'],
  ])('at %s is told so and offered to continue to %s', async (path, continueTo) => {
    renderLoginPage(path, { user: signedInUser });

    expect(await screen.findByText('You are signed in as asha@example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', continueTo);
    expect(screen.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});

describe('coming back from single sign-on', () => {
  const providers = { builtIn: true, oidc: { enabled: true, name: 'Organic ID', loginUrl: '/api/auth/oidc/login' } };

  it('asks for the account password once when the email already has an account', async () => {
    const { user, fetchSpy } = renderLoginPage('/login?link=provider&returnTo=%2Forders', {
      providers,
      answers: { '/api/auth/login': () => Response.json({ redirectTo: '/orders' }) },
    });

    expect(
      await screen.findByText(/An account with this email address already exists\. Sign in with its password once/),
    ).toHaveTextContent('to connect your Organic ID sign-in to it');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(sentBody(fetchSpy, '/api/auth/login')).toMatchObject({ returnTo: '/orders' }));
  });

  it.each([
    ['provider', 'Signing in with Organic ID did not work.'],
    ['link', 'Your Organic ID sign-in cannot be connected to the account that has this email address.'],
  ])('explains error=%s', async (error, text) => {
    renderLoginPage(`/login?error=${error}`, { providers });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
