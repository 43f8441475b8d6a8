import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@shop/ui/app-providers';
import { AppRoutes } from '../app/app-routes.js';
import { stubApi } from '../testing/shell-api-stub.js';

// The site layout's support chat comes from the support remote, which these tests do not serve.
jest.mock('../layout/support-chat.js', () => ({ SupportChat: () => null }));

function renderAt(path: string) {
  stubApi({});
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <AppRoutes />
    </AppProviders>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('policy pages', () => {
  it.each([
    ['FAQ', 'Frequently Asked Questions'],
    ['Shipping Info', 'Shipping Info'],
    ['Returns', 'Returns'],
    ['Privacy Policy', 'Privacy Policy'],
    ['Terms of Service', 'Terms of Service'],
  ])('the footer link %s opens its page with a title', async (linkName, heading) => {
    const user = userEvent.setup();
    renderAt('/no-such-page');
    const support = screen.getByRole('navigation', { name: 'Support' });

    await user.click(within(support).getByRole('link', { name: linkName }));

    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(document.title).toBe(`${heading} | Cumming Organics`);
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: 'orders@cummingorganics.com' })).toBeVisible();
  });

  it('states the shipping rule, the dispatch time and the delivery area', () => {
    renderAt('/shipping');
    const main = screen.getByRole('main');

    expect(main).toHaveTextContent('Free shipping on orders of $75.00 or more; otherwise $12.99.');
    expect(main).toHaveTextContent('Orders ship in 2-3 business days.');
    expect(main).toHaveTextContent('Forsyth County: full coverage');
    expect(main).toHaveTextContent('Mon-Fri 9AM-6PM EST');
  });

  it('states the 30-day returns', () => {
    renderAt('/returns');
    expect(screen.getByRole('main')).toHaveTextContent('We offer 30-day returns');
  });

  it('says what is stored and that data is never sold', () => {
    renderAt('/privacy');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('session cookie');
    expect(main).toHaveTextContent('we never sell your data');
  });
});
