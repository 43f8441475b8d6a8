import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSubscriptionRow, HeldRenewal } from '@shop/contracts/admin-subscriptions';
import { AppProviders } from '@shop/ui/app-providers';
import { stubFetch, type Handler } from '../../testing/stub-fetch.js';
import { SubscriptionsPage } from './subscriptions-page.js';

const LIST = '/api/admin/subscriptions';
const HELD = '/api/admin/subscriptions/held?page=1';

const asha: AdminSubscriptionRow = {
  id: 5,
  customer: { id: 'u1', email: 'asha@example.com', name: 'Asha Patel' },
  planName: 'Essentials Box',
  status: 'active',
  cancelAtPeriodEnd: false,
  nextBoxAt: '2099-04-10T16:00:00.000Z',
  paymentMethod: 'pay_on_delivery',
};
const ravi: AdminSubscriptionRow = {
  id: 9,
  customer: { id: 'u2', email: 'ravi@example.com', name: 'Ravi Iyer' },
  planName: 'Family Box',
  status: 'past_due',
  cancelAtPeriodEnd: false,
  nextBoxAt: null,
  paymentMethod: 'stripe',
};

const heldBox: HeldRenewal = {
  cycleId: 31,
  subscriptionId: 5,
  state: 'held',
  renewsAt: '2099-04-10T16:00:00.000Z',
  customer: asha.customer,
  planName: 'Essentials Box',
  paymentMethod: 'pay_on_delivery',
  shortOils: [{ productId: 2, name: 'Sesame Oil' }],
  reason: 'Sesame Oil is short: 1 needed, 0 on hand',
};
const failedBox: HeldRenewal = {
  ...heldBox,
  cycleId: 32,
  subscriptionId: 9,
  state: 'failed',
  customer: ravi.customer,
  planName: 'Family Box',
  paymentMethod: 'stripe',
  shortOils: [],
  reason: 'The card payment failed: card declined',
};

const pageOf = <Item,>(items: Item[], total = items.length, page = 1) =>
  Response.json({ items, page, pageSize: 25, total });

function stubApi(routes: Record<string, Handler>) {
  return stubFetch({ [HELD]: () => pageOf([]), ...routes });
}

function renderPage(path = '/admin/subscriptions') {
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <SubscriptionsPage />
    </AppProviders>,
  );
  return userEvent.setup();
}

const listUrls = (spy: jest.SpyInstance) =>
  spy.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(LIST) && !url.startsWith(`${LIST}/held`));
const row = (linkName: string) => screen.getByRole('link', { name: linkName }).closest('tr')!;
const cells = (linkName: string) =>
  within(row(linkName))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const held = () => screen.getByRole('region', { name: 'Held renewals' });

afterEach(() => jest.restoreAllMocks());

describe('SubscriptionsPage', () => {
  it('lists the subscriptions with a link to each, the customer, plan, status in words, next box and payment', async () => {
    stubApi({ [`${LIST}?page=1`]: () => pageOf([asha, ravi, { ...asha, id: 6, cancelAtPeriodEnd: true }]) });
    renderPage();

    expect(await screen.findByRole('link', { name: '#5' })).toHaveAttribute('href', '/admin/subscriptions/5');
    expect(screen.getByRole('link', { name: '#9' })).toHaveAttribute('href', '/admin/subscriptions/9');
    expect(cells('#5')).toEqual([
      '#5',
      'Asha Patelasha@example.com',
      'Essentials Box',
      'Active',
      'Apr 10, 2099',
      'Pay on delivery',
    ]);
    expect(cells('#9')).toEqual(['#9', 'Ravi Iyerravi@example.com', 'Family Box', 'Payment failed', '—', 'Card']);
    expect(cells('#6')[3]).toBe('Active (ends at period end)');
  });

  it('asks the API for the chosen status only, from page 1', async () => {
    const fetchSpy = stubApi({
      [`${LIST}?page=1`]: () => pageOf([asha, ravi], 60),
      [`${LIST}?page=2`]: () => pageOf([{ ...asha, id: 30 }], 60, 2),
      [`${LIST}?status=past_due&page=1`]: () => pageOf([ravi]),
    });
    const user = renderPage();
    await screen.findByRole('link', { name: '#5' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: '#30' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Payment failed');

    expect(await screen.findByRole('link', { name: '#9' })).toBeVisible();
    expect(screen.queryByRole('link', { name: '#5' })).not.toBeInTheDocument();
    expect(listUrls(fetchSpy)).toEqual([`${LIST}?page=1`, `${LIST}?page=2`, `${LIST}?status=past_due&page=1`]);
  });

  it('goes back to every status when "Any status" is chosen', async () => {
    const fetchSpy = stubApi({
      [`${LIST}?page=1`]: () => pageOf([asha, ravi]),
      [`${LIST}?status=paused&page=1`]: () => pageOf([]),
    });
    const user = renderPage();
    await screen.findByRole('link', { name: '#5' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paused');
    expect(await screen.findByText('No subscription matches.')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Any status');

    expect(await screen.findByRole('link', { name: '#5' })).toBeVisible();
    expect(listUrls(fetchSpy)).toEqual([`${LIST}?page=1`, `${LIST}?status=paused&page=1`]);
  });

  it('finds subscriptions by the start of the customer’s e-mail, with the status chosen', async () => {
    const fetchSpy = stubApi({
      [`${LIST}?page=1`]: () => pageOf([asha, ravi]),
      [`${LIST}?status=active&page=1`]: () => pageOf([asha]),
      [`${LIST}?status=active&email=asha&page=1`]: () => pageOf([asha]),
    });
    const user = renderPage();
    await screen.findByRole('link', { name: '#5' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await user.type(screen.getByRole('searchbox', { name: 'Customer e-mail starts with' }), ' asha ');
    await user.click(
      within(screen.getByRole('search', { name: 'Find subscriptions' })).getByRole('button', { name: 'Search' }),
    );

    expect(await screen.findByRole('link', { name: '#5' })).toBeVisible();
    expect(listUrls(fetchSpy)).toEqual([
      `${LIST}?page=1`,
      `${LIST}?status=active&page=1`,
      `${LIST}?status=active&email=asha&page=1`,
    ]);
  });

  it('shows the held and failed renewals with why each did not ship, linked to its subscription', async () => {
    stubApi({
      [`${LIST}?page=1`]: () => pageOf([asha]),
      [HELD]: () => pageOf([heldBox, failedBox]),
    });
    renderPage();

    const queue = await screen.findByRole('region', { name: 'Held renewals' });
    const heldLink = await within(queue).findByRole('link', { name: '#5 Essentials Box' });
    expect(heldLink).toHaveAttribute('href', '/admin/subscriptions/5');
    expect(
      within(queue)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Renews', 'Subscription', 'Customer', 'State', 'Reason']);
    expect(
      within(heldLink.closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Apr 10, 2099',
      '#5 Essentials Box',
      'Asha Patelasha@example.com',
      'Held',
      'Sesame Oil is short: 1 needed, 0 on hand',
    ]);
    const failedRow = within(queue).getByRole('link', { name: '#9 Family Box' }).closest('tr')!;
    expect(within(failedRow).getByRole('cell', { name: 'Failed' })).toBeVisible();
    expect(within(failedRow).getByRole('cell', { name: 'The card payment failed: card declined' })).toBeVisible();
  });

  it('keeps the status, e-mail and page in the address, and reads them from a shared link', async () => {
    const fetchSpy = stubApi({
      [`${LIST}?status=active&email=asha&page=2`]: () => pageOf([{ ...asha, id: 31 }], 30, 2),
      [`${LIST}?status=active&email=asha&page=1`]: () => pageOf([asha], 30),
    });
    const user = renderPage('/admin/subscriptions?status=active&email=asha&page=2');

    expect(await screen.findByRole('link', { name: '#31' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    expect(screen.getByRole('searchbox', { name: 'Customer e-mail starts with' })).toHaveValue('asha');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: '#5' })).toBeVisible();
    expect(window.location.search).toBe('?status=active&email=asha');
    expect(listUrls(fetchSpy)).toEqual([
      `${LIST}?status=active&email=asha&page=2`,
      `${LIST}?status=active&email=asha&page=1`,
    ]);
  });

  it('says when no renewal is held', async () => {
    stubApi({ [`${LIST}?page=1`]: () => pageOf([asha]) });
    renderPage();
    expect(await within(held()).findByText('No renewal is held or failed.')).toBeVisible();
  });

  it('says when no subscription matches', async () => {
    stubApi({ [`${LIST}?page=1`]: () => pageOf([]) });
    renderPage();
    expect(await screen.findByText('No subscription matches.')).toBeVisible();
  });

  it('says so when the list cannot be loaded, and still shows the held renewals', async () => {
    stubApi({
      [`${LIST}?page=1`]: () => new Response('{}', { status: 500 }),
      [HELD]: () => pageOf([heldBox]),
    });
    renderPage();
    expect(
      await screen.findByText('The subscriptions could not be loaded. Reload the page to try again.'),
    ).toHaveAttribute('role', 'alert');
    expect(await within(held()).findByRole('link', { name: '#5 Essentials Box' })).toBeVisible();
  });

  it('says so when the held renewals cannot be loaded', async () => {
    stubApi({
      [`${LIST}?page=1`]: () => pageOf([asha]),
      [HELD]: () => new Response('{}', { status: 503 }),
    });
    renderPage();
    expect(await within(held()).findByRole('alert')).toHaveTextContent(
      'The held renewals could not be loaded. Reload the page to try again.',
    );
    expect(screen.getByRole('link', { name: '#5' })).toBeVisible();
  });
});
