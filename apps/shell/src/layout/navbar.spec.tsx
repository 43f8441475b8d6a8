import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@shop/ui/app-providers';
import { cartLine, signedInUser, stubApi } from '../testing/shell-api-stub.js';
import { Navbar } from './navbar.js';

function renderNavbar(path = '/products') {
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <Navbar />
      <section id="about" tabIndex={-1}>
        About
      </section>
    </AppProviders>,
  );
}

const scrollIntoView = jest.fn();

beforeAll(() => {
  // jsdom does no layout, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  jest.restoreAllMocks();
  scrollIntoView.mockClear();
});

describe('Navbar', () => {
  it('links the pages and the home-page sections', async () => {
    stubApi({});

    renderNavbar();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const expected: [string, string][] = [
      ['Home', '/#home'],
      ['Products', '/products'],
      ['Subscriptions', '/subscriptions'],
      ['About', '/#about'],
      ['Blog', '/#blog'],
      ['Business', '/#business'],
      ['Contact', '/#contact'],
    ];
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fproducts',
    );
    expect(within(nav).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it.each([
    ['/products?category=oils', '/api/login?returnTo=%2Fproducts%3Fcategory%3Doils'],
    // On the sign-in page, Sign In keeps where that page returns to rather than pointing at itself.
    ['/login?returnTo=%2Fcart', '/api/login?returnTo=%2Fcart'],
    ['/login', '/api/login'],
  ])('at %s signs in through %s', async (path, href) => {
    stubApi({});
    renderNavbar(path);

    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', href);
  });

  it('shows Sign In and an unbadged cart to a signed-out shopper, without asking for the cart', async () => {
    const fetchSpy = stubApi({});

    renderNavbar();

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/cart', expect.anything());
  });

  it('shows the name, Sign Out and the sum of cart quantities to a signed-in shopper', async () => {
    stubApi({ user: signedInUser, cart: [cartLine(1, 2), cartLine(2, 3)] });

    renderNavbar();

    expect(await screen.findByRole('link', { name: 'Cart, 5 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('5');
    expect(screen.getByText('Asha')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('links My Subscriptions for a signed-in shopper, in the menu that is also the mobile menu', async () => {
    stubApi({ user: signedInUser, cart: [] });

    renderNavbar();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const mySubscriptions = await within(nav).findByRole('link', { name: 'My Subscriptions' });
    expect(mySubscriptions).toHaveAttribute('href', '/subscriptions/manage');
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Products',
      'Subscriptions',
      'My Subscriptions',
      'About',
      'Blog',
      'Business',
      'Contact',
    ]);
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(mySubscriptions);
  });

  it.each(['staff', 'owner'] as const)('links the back office for %s, last in the menu', async (role) => {
    stubApi({ user: { ...signedInUser, role }, cart: [] });

    renderNavbar();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Back Office' })).toHaveAttribute('href', '/admin');
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    expect(links.at(-1)?.textContent).toBe('Back Office');
  });

  it('never shows a shopper a back-office link', async () => {
    stubApi({ user: signedInUser, cart: [] });

    renderNavbar();

    await screen.findByRole('link', { name: 'My Subscriptions' });
    expect(screen.queryByRole('link', { name: 'Back Office' })).not.toBeInTheDocument();
  });

  it('does not link My Subscriptions for a signed-out shopper', async () => {
    stubApi({});

    renderNavbar();

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'My Subscriptions' })).not.toBeInTheDocument();
  });

  it.each([
    ['/subscriptions/manage', 'My Subscriptions'],
    ['/subscriptions/checkout/2', 'Subscriptions'],
    ['/products', 'Products'],
  ])('on %s marks only %s as the current page', async (path, current) => {
    stubApi({ user: signedInUser, cart: [] });

    renderNavbar(path);

    await screen.findByRole('link', { name: 'My Subscriptions' });
    const marked = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });

  it('falls back to the e-mail address when the shopper has no first name', async () => {
    stubApi({ user: { ...signedInUser, firstName: null }, cart: [] });

    renderNavbar();

    expect(await screen.findByText('asha@example.com')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  });

  it('toggles the mobile menu', async () => {
    stubApi({});
    renderNavbar();

    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('scrolls smoothly to a section on the home page instead of navigating', async () => {
    stubApi({});
    renderNavbar('/');

    await userEvent.click(screen.getByRole('link', { name: 'About' }));

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' });
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('');
  });

  it('goes to /#section from another page', async () => {
    stubApi({});
    renderNavbar('/products');

    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));

    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('#blog');
  });
});
