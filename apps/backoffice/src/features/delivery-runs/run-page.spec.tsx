import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveryRun } from '@shop/contracts/admin-delivery-runs';
import { AppProviders } from '@shop/ui/app-providers';
import { Route, Routes } from '@shop/ui/router';
import { apiError } from '../../testing/stub-fetch.js';
import { fetchedUrls, stubApi, type ApiHandler } from '../orders/orders-test-fixtures.js';
import { RunPage } from './run-page.js';
import { deliveryRun, deliveryStop, plannedRun } from './run-test-fixtures.js';

function renderPage(path = '/admin/runs/7') {
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <Routes>
        <Route path="/admin/runs/:id" element={<RunPage />} />
      </Routes>
    </AppProviders>,
  );
  return userEvent.setup();
}

const stubRun = (run: DeliveryRun, routes: Record<string, ApiHandler> = {}) =>
  stubApi({ routes: { '/api/admin/delivery/runs/7': () => Response.json(run), ...routes } });

const bodiesSent = (spy: jest.SpyInstance, method: string, url: string) =>
  spy.mock.calls
    .filter(([target, init]) => String(target) === url && (init as RequestInit | undefined)?.method === method)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body ?? 'null')) as unknown);

const stopRows = () =>
  within(screen.getAllByRole('table')[0]!)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    );

afterEach(() => jest.restoreAllMocks());

describe('RunPage', () => {
  it('shows a planned run’s stops in driving order, with who, where and what to collect', async () => {
    stubRun(plannedRun());
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: /Saturday 28 November, 10:00 AM – 12:00 PM/ }),
    ).toHaveTextContent('Not started');
    expect(stopRows()).toEqual([
      ['1', '#42', 'Meera Krishnan(404) 555-0100', '100 Main Street, Cumming, GA 30040', '$45.63'],
      ['2', '#43', 'Arjun Rao', '12 Lanier Way, Cumming, GA 30041', 'Paid'],
    ]);
    expect(screen.getByRole('link', { name: 'Print run sheet' })).toHaveAttribute('href', '/admin/runs/7/sheet');
    expect(screen.getByRole('link', { name: 'Driver view' })).toHaveAttribute('href', '/admin/runs/7/driver');
  });

  it('names the orders not packed yet and does not offer to start', async () => {
    stubRun(plannedRun(['packed', 'confirmed']));
    renderPage();

    expect(await screen.findByText(/^Not packed yet/)).toHaveTextContent(
      'Not packed yet: #43. The run starts once every order is packed.',
    );
    expect(within(screen.getByText(/^Not packed yet/)).getByRole('link', { name: '#43' })).toHaveAttribute(
      'href',
      '/admin/orders/43',
    );
    expect(screen.getByRole('button', { name: 'Start run' })).toBeDisabled();
  });

  it('starts a packed run and then offers to record each door', async () => {
    const spy = stubRun(plannedRun(), { 'POST /api/admin/delivery/runs/7/start': () => Response.json(deliveryRun()) });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Start run' }));

    expect(await screen.findAllByRole('button', { name: 'Record' })).toHaveLength(2);
    expect(
      spy.mock.calls.some(
        ([url, init]) => String(url) === '/api/admin/delivery/runs/7/start' && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Out');
  });

  it('says why a start was refused', async () => {
    stubRun(plannedRun(), {
      'POST /api/admin/delivery/runs/7/start': () =>
        apiError(
          409,
          'DELIVERY_RUN_NOT_READY',
          'Order #43 is not packed yet. Pack, move or cancel them before the run starts.',
        ),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start run' }));
    expect(await screen.findByText(/Order #43 is not packed yet/)).toBeVisible();
  });

  it('records a delivery paid in cash with the amount taken', async () => {
    const recorded = deliveryRun({
      stops: [
        deliveryStop({
          outcome: 'delivered',
          collected: { kind: 'cash', amount: '40.00' },
          recordedByEmail: 'staff@example.com',
        }),
        deliveryRun().stops[1]!,
      ],
    });
    const spy = stubRun(deliveryRun(), { 'PUT /api/admin/delivery/stops/501/outcome': () => Response.json(recorded) });
    const user = renderPage();

    await user.click((await screen.findAllByRole('button', { name: 'Record' }))[0]!);
    const outcome = screen.getByRole('group', { name: 'Outcome of stop 1' });
    const amount = within(outcome).getByLabelText('Amount collected ($)');
    expect(amount).toHaveValue('45.63');
    await user.clear(amount);
    await user.type(amount, '40.00');
    await user.click(within(outcome).getByRole('button', { name: 'Delivered, paid cash' }));

    expect(await screen.findByText('Delivered, $40.00 cash')).toBeVisible();
    expect(bodiesSent(spy, 'PUT', '/api/admin/delivery/stops/501/outcome')).toEqual([
      { outcome: 'delivered', collected: { kind: 'cash', amount: '40.00' } },
    ]);
  });

  it('records a failed door with its reason, and offers only "Delivered" where nothing is to be collected', async () => {
    const spy = stubRun(deliveryRun(), {
      'PUT /api/admin/delivery/stops/502/outcome': () =>
        Response.json(
          deliveryRun({
            stops: [
              deliveryRun().stops[0]!,
              { ...deliveryRun().stops[1]!, outcome: 'failed', failureReason: 'refused' },
            ],
          }),
        ),
    });
    const user = renderPage();

    await user.click((await screen.findAllByRole('button', { name: 'Record' }))[1]!);
    const outcome = screen.getByRole('group', { name: 'Outcome of stop 2' });
    expect(within(outcome).queryByLabelText('Amount collected ($)')).not.toBeInTheDocument();
    expect(within(outcome).getByRole('button', { name: 'Delivered' })).toBeVisible();
    await user.click(within(outcome).getByRole('button', { name: 'Refused' }));

    expect(await screen.findByText('Failed: Refused')).toBeVisible();
    expect(bodiesSent(spy, 'PUT', '/api/admin/delivery/stops/502/outcome')).toEqual([
      { outcome: 'failed', reason: 'refused' },
    ]);
  });

  it('does not close while a stop has no outcome', async () => {
    stubRun(deliveryRun());
    renderPage();
    expect(await screen.findByText('2 stops have no outcome yet: record every stop before closing.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close run' })).toBeDisabled();
  });

  it('closes with the cash counted and the terminal’s total, showing each against what was recorded', async () => {
    const allRecorded = deliveryRun({
      stops: [
        deliveryStop({ outcome: 'delivered', collected: { kind: 'cash', amount: '44.63' } }),
        { ...deliveryRun().stops[1]!, outcome: 'delivered' },
      ],
      reconciliation: {
        ...deliveryRun().reconciliation,
        expectedDelivered: '45.63',
        recordedCash: '44.63',
        recordedTotal: '44.63',
        recordedDifference: '-1.00',
      },
    });
    const closed: DeliveryRun = {
      ...allRecorded,
      status: 'closed',
      closedAt: '2026-11-28T18:00:00.000Z',
      countedCash: '44.60',
      reconciliation: {
        ...allRecorded.reconciliation,
        countedCash: '44.60',
        cardTerminalTotal: '0.00',
        cashDifference: '-0.03',
        cardDifference: '0.00',
        stopsOff: [
          { stopId: 501, sequence: 1, orderId: 42, expected: '45.63', collected: '44.63', difference: '-1.00' },
        ],
      },
    };
    const spy = stubRun(allRecorded, { 'POST /api/admin/delivery/runs/7/close': () => Response.json(closed) });
    const user = renderPage();

    await user.type(await screen.findByLabelText('Cash counted ($)'), '44.60');
    expect(screen.getByText('Recorded in cash: $44.63 · −$0.03')).toBeVisible();
    await user.type(screen.getByLabelText('Card terminal total ($)'), '0');
    await user.click(screen.getByRole('button', { name: 'Close run' }));

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Closed');
    expect(bodiesSent(spy, 'POST', '/api/admin/delivery/runs/7/close')).toEqual([
      { countedCash: '44.60', cardTerminalTotal: '0' },
    ]);
    const money = screen.getByRole('table', { name: 'Money of the run' });
    expect(within(money).getByRole('row', { name: /Cash counted/ })).toHaveTextContent(
      '$44.60 (−$0.03 against recorded)',
    );
    expect(screen.getByText(/Stop 1,/)).toHaveTextContent('Stop 1, order #42: collected $44.63 of $45.63 (−$1.00)');
    expect(screen.queryByRole('button', { name: 'Close run' })).not.toBeInTheDocument();
  });

  it('says so when the run does not exist', async () => {
    stubApi({ routes: { '/api/admin/delivery/runs/9': () => apiError(404, 'DELIVERY_RUN_NOT_FOUND', 'No such run') } });
    renderPage('/admin/runs/9');
    expect(await screen.findByRole('alert')).toHaveTextContent('This run could not be loaded.');
  });

  it('does not ask the API for an address that is not a run number', async () => {
    const spy = stubApi({});
    renderPage('/admin/runs/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This run could not be loaded.');
    expect(fetchedUrls(spy).filter((url) => url.startsWith('/api/admin/delivery'))).toEqual([]);
  });
});
