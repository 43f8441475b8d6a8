import { render, screen } from '@testing-library/react';
import { AppProviders } from '@shop/ui/app-providers';
import { AppRoutes } from '../app/app-routes.js';
import { stubApi } from '../testing/shell-api-stub.js';

// The site layout's support chat comes from the support remote, which these tests do not serve.
jest.mock('../layout/support-chat.js', () => ({ SupportChat: () => null }));

afterEach(() => jest.restoreAllMocks());

describe('unknown routes', () => {
  it('show the 404 screen inside the site layout', async () => {
    stubApi({});
    window.history.pushState({}, '', '/no-such-page');

    render(
      <AppProviders>
        <AppRoutes />
      </AppProviders>,
    );

    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
