import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveryRun } from '@shop/contracts/admin-delivery-runs';
import { AppProviders } from '@shop/ui/app-providers';
import { Route, Routes } from '@shop/ui/router';
import { stubApi, type ApiHandler } from '../orders/orders-test-fixtures.js';
import { DriverPage } from './driver-page.js';
import { deliveryRun, deliveryStop, plannedRun } from './run-test-fixtures.js';

function renderDriver() {
  window.history.pushState({}, '', '/admin/runs/7/driver');
  render(
    <AppProviders>
      <Routes>
        <Route path="/admin/runs/:id/driver" element={<DriverPage />} />
      </Routes>
    </AppProviders>,
  );
  return userEvent.setup();
}

const stubRun = (run: DeliveryRun, routes: Record<string, ApiHandler> = {}) =>
  stubApi({ routes: { '/api/admin/delivery/runs/7': () => Response.json(run), ...routes } });

afterEach(() => jest.restoreAllMocks());

describe('DriverPage', () => {
  it('shows the first door without an outcome, with call and map links and what to collect', async () => {
    stubRun(deliveryRun());
    renderDriver();

    expect(await screen.findByRole('heading', { name: 'Stop 1 of 2' })).toBeVisible();
    expect(screen.getByText('Meera Krishnan')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call (404) 555-0100' })).toHaveAttribute('href', 'tel:4045550100');
    expect(screen.getByRole('link', { name: '100 Main Street, Cumming, GA 30040' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=100%20Main%20Street%2C%20Cumming%2C%20GA%2030040',
    );
    expect(screen.getByText('Leave at the side door')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Items' })).toHaveTextContent('2 × Cold-Pressed Coconut Oil');
    expect(screen.getByText('Collect $45.63')).toBeVisible();
    expect(screen.getByText(/0 of 2 recorded/)).toBeVisible();
  });

  it('records an outcome with one tap and moves on to the next door', async () => {
    const afterFirst = deliveryRun({
      stops: [deliveryStop({ outcome: 'failed', failureReason: 'nobody_home' }), deliveryRun().stops[1]!],
    });
    const spy = stubRun(deliveryRun(), {
      'PUT /api/admin/delivery/stops/501/outcome': () => Response.json(afterFirst),
    });
    const user = renderDriver();

    await user.click(await screen.findByRole('button', { name: 'Nobody home' }));

    expect(await screen.findByRole('heading', { name: 'Stop 2 of 2' })).toBeVisible();
    expect(screen.getByText('Paid already: nothing to collect.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(screen.getByText(/1 of 2 recorded/)).toBeVisible();
    const sent = spy.mock.calls.find(([url]) => String(url) === '/api/admin/delivery/stops/501/outcome')!;
    expect(JSON.parse(String((sent[1] as RequestInit).body))).toEqual({ outcome: 'failed', reason: 'nobody_home' });
  });

  it('goes back to a recorded stop to correct it', async () => {
    stubRun(
      deliveryRun({
        stops: [
          deliveryStop({ outcome: 'delivered', collected: { kind: 'card', amount: '45.63' } }),
          deliveryRun().stops[1]!,
        ],
      }),
    );
    const user = renderDriver();

    expect(await screen.findByRole('heading', { name: 'Stop 2 of 2' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next stop' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous stop' }));

    expect(screen.getByRole('heading', { name: 'Stop 1 of 2' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Recorded: Delivered, $45.63 card');
    expect(screen.getByLabelText('Amount collected ($)')).toHaveValue('45.63');
  });

  it('offers to start a run that has not left, and records nothing before', async () => {
    const spy = stubRun(plannedRun(), { 'POST /api/admin/delivery/runs/7/start': () => Response.json(deliveryRun()) });
    const user = renderDriver();

    expect(await screen.findByText('This run has not started.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Nobody home' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start run' }));

    expect(await screen.findByRole('button', { name: 'Nobody home' })).toBeVisible();
    expect(
      spy.mock.calls.some(
        ([url, init]) => String(url) === '/api/admin/delivery/runs/7/start' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('records nothing on a closed run', async () => {
    stubRun(deliveryRun({ status: 'closed', closedAt: '2026-11-28T18:00:00.000Z' }));
    renderDriver();
    expect(await screen.findByText('This run is closed.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Nobody home' })).not.toBeInTheDocument();
  });
});
