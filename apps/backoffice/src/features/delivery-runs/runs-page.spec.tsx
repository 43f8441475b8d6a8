import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveryRunList } from '@shop/contracts/admin-delivery-runs';
import { AppProviders } from '@shop/ui/app-providers';
import { Route, Routes } from '@shop/ui/router';
import { fetchedUrls, stubApi } from '../orders/orders-test-fixtures.js';
import { RunsPage } from './runs-page.js';
import { deliveryRun } from './run-test-fixtures.js';

function renderRuns(path = '/admin/runs') {
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <Routes>
        <Route path="/admin/runs" element={<RunsPage />} />
      </Routes>
    </AppProviders>,
  );
  return userEvent.setup();
}

const { stops: _stops, reconciliation: _money, startedAt: _started, closedAt: _closed, ...summary } = deliveryRun();
const day = (
  date: string,
  runs: DeliveryRunList['runs'],
  unbookedBoxes: DeliveryRunList['unbookedBoxes'] = [],
): DeliveryRunList => ({ date, runs, unbookedBoxes });

afterEach(() => jest.restoreAllMocks());

describe('RunsPage', () => {
  it('lists today’s runs, each linking to its run', async () => {
    stubApi({ routes: { '/api/admin/delivery/runs': () => Response.json(day('2026-11-28', [summary])) } });
    renderRuns();

    const link = await screen.findByRole('link', { name: 'Saturday 28 November, 10:00 AM – 12:00 PM' });
    expect(link).toHaveAttribute('href', '/admin/runs/7');
    const row = screen.getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Saturday 28 November, 10:00 AM – 12:00 PM',
      'Forsyth County',
      '2',
      'Out',
      '—',
      '$45.63',
      'staff@example.com',
      '—',
    ]);
    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-28');
  });

  it('shows another day picked in the date field, kept in the address', async () => {
    const spy = stubApi({
      routes: {
        '/api/admin/delivery/runs': () => Response.json(day('2026-11-28', [summary])),
        '/api/admin/delivery/runs?date=2026-12-01': () => Response.json(day('2026-12-01', [])),
      },
    });
    renderRuns();
    await screen.findByRole('link', { name: /Saturday 28 November/ });

    // What a browser's date picker sends once a day is chosen.
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-01' } });

    expect(await screen.findByText('No deliveries are booked on this day.')).toBeVisible();
    expect(window.location.search).toBe('?date=2026-12-01');
    expect(fetchedUrls(spy)).toContain('/api/admin/delivery/runs?date=2026-12-01');
    expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute('href', '/admin/runs');
  });

  it('asks for today’s runs instead of a date that does not exist', async () => {
    const spy = stubApi({ routes: { '/api/admin/delivery/runs': () => Response.json(day('2026-11-28', [])) } });
    renderRuns('/admin/runs?date=2026-02-30');
    expect(await screen.findByText('No deliveries are booked on this day.')).toBeVisible();
    expect(fetchedUrls(spy).filter((url) => url.startsWith('/api/admin/delivery'))).toEqual([
      '/api/admin/delivery/runs',
    ]);
  });

  it('lists the boxes that found no delivery window, each linking to its subscription', async () => {
    const box = {
      subscriptionId: 12,
      boxId: 40,
      renewsAt: '2026-12-10T17:00:00.000Z',
      customerName: 'Ravi Iyer',
      zipCode: '30506',
    };
    stubApi({ routes: { '/api/admin/delivery/runs': () => Response.json(day('2026-11-28', [summary], [box])) } });
    renderRuns();

    const section = await screen.findByRole('region', { name: 'Boxes without a delivery window (1)' });
    expect(within(section).getByRole('link', { name: 'Subscription #12' })).toHaveAttribute(
      'href',
      '/admin/subscriptions/12',
    );
    expect(section).toHaveTextContent('Ravi Iyer, 30506, renews');
  });
});
