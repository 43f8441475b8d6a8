import { render, screen, within } from '@testing-library/react';
import type { Today } from '@shop/contracts/admin-today';
import { AppProviders } from '@shop/ui/app-providers';
import { stubFetch } from '../../testing/stub-fetch.js';
import { TodayPage } from './today-page.js';

const today: Today = {
  generatedAt: '2026-04-11T13:00:00.000Z',
  toPack: [
    {
      zipCode: '30040',
      orders: [
        {
          id: 11,
          customerName: 'Asha Patel',
          status: 'paid',
          orderedAt: '2026-04-10T15:00:00.000Z',
          subscriptionId: null,
        },
        {
          id: 12,
          customerName: 'Ravi Iyer',
          status: 'confirmed',
          orderedAt: '2026-04-10T16:00:00.000Z',
          subscriptionId: 4,
        },
      ],
    },
    {
      zipCode: '30041',
      orders: [
        {
          id: 13,
          customerName: 'Mina Rao',
          status: 'confirmed',
          orderedAt: '2026-04-09T15:00:00.000Z',
          subscriptionId: null,
        },
      ],
    },
  ],
  outForDelivery: [],
  toReschedule: [
    {
      zipCode: '30041',
      orders: [
        {
          id: 21,
          customerName: 'Devi Nair',
          status: 'to_reschedule',
          orderedAt: '2026-04-08T15:00:00.000Z',
          subscriptionId: null,
        },
      ],
    },
  ],
  inbox: { openChatHandoffs: 2, openContactMessages: 1, openBusinessInquiries: 0 },
  renewals: { held: 1, failed: 3 },
  lowStock: [{ id: 7, name: 'Cold-Pressed Almond Oil', stock: 0 }],
  pickList: [
    { productId: 1, name: 'Groundnut Oil', bottles: 5 },
    { productId: 2, name: 'Sesame Oil', bottles: 2 },
  ],
  pickListBoxes: 4,
};

function renderToday() {
  window.history.pushState({}, '', '/admin');
  render(
    <AppProviders>
      <TodayPage />
    </AppProviders>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('TodayPage', () => {
  it('shows the orders to pack by ZIP, the inbox, renewals, low stock and the pick list, with links', async () => {
    stubFetch({ '/api/admin/today': () => Response.json(today) });
    renderToday();

    expect(await screen.findByRole('region', { name: 'To reschedule (1)' })).toHaveTextContent('Devi Nair');
    const pack = await screen.findByRole('region', { name: 'To pack (3)' });
    const zip40 = within(pack).getByRole('region', { name: 'ZIP 30040' });
    expect(within(zip40).getByRole('link', { name: 'Order #11' })).toHaveAttribute('href', '/admin/orders/11');
    expect(within(zip40).getByRole('link', { name: 'Order #12' })).toHaveAttribute('href', '/admin/orders/12');
    expect(within(pack).getByRole('region', { name: 'ZIP 30041' })).toHaveTextContent('Order #13 — Mina Rao');

    expect(screen.getByRole('region', { name: 'Out for delivery (0)' })).toHaveTextContent('Nothing out for delivery.');

    const inbox = screen.getByRole('region', { name: 'Inbox' });
    expect(within(inbox).getByRole('link', { name: 'Chats waiting for the team: 2' })).toHaveAttribute(
      'href',
      '/admin/inbox?kind=chat&status=open',
    );
    expect(within(inbox).getByRole('link', { name: 'Open contact messages: 1' })).toHaveAttribute(
      'href',
      '/admin/inbox?kind=contact&status=open',
    );
    expect(within(inbox).getByRole('link', { name: 'Business inquiries new or in progress: 0' })).toHaveAttribute(
      'href',
      '/admin/inbox?kind=inquiry',
    );

    const renewals = screen.getByRole('region', { name: 'Renewals needing attention' });
    expect(renewals).toHaveTextContent('Held for a short oil: 1');
    expect(renewals).toHaveTextContent('Failed (last 30 days): 3');

    const stock = screen.getByRole('region', { name: 'Low stock' });
    expect(within(stock).getByRole('link', { name: 'Cold-Pressed Almond Oil' })).toHaveAttribute(
      'href',
      '/admin/products/7',
    );

    const pick = screen.getByRole('region', { name: 'Pick list (next 7 days)' });
    expect(pick).toHaveTextContent('4 boxes');
    const rows = within(pick)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['OilBottles', 'Groundnut Oil5', 'Sesame Oil2']);
  });

  it('says so when the numbers cannot be loaded', async () => {
    stubFetch({ '/api/admin/today': () => new Response('boom', { status: 500 }) });
    renderToday();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Today’s numbers could not be loaded',
    );
  });
});
