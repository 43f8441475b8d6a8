import { screen, waitFor, within } from '@testing-library/react';
import type {
  AdminDeliveryClosure,
  AdminDeliverySchedule,
  AdminDeliveryWindow,
  AdminDeliveryZone,
} from '@shop/contracts/admin-delivery';
import { renderAdminAt, sentBodies, stubApi, type ApiHandler } from '../../testing/admin-fixtures.js';

afterEach(() => jest.restoreAllMocks());

const weeklyWindow = (id: number, weekday: number, label: string, fields: Partial<AdminDeliveryWindow> = {}) => ({
  id,
  zoneId: 1,
  weekday,
  startMinute: 600,
  endMinute: 720,
  capacity: 12,
  label,
  bookingsAhead: 0,
  ...fields,
});

const forsyth: AdminDeliveryZone = {
  id: 1,
  name: 'Forsyth County',
  catchAll: false,
  cutoffKind: 'day_before_at',
  cutoffMinute: 1200,
  cutoffHours: null,
  cutoffLabel: 'Orders close at 8:00 PM the day before',
  zipCodes: ['30028', '30040', '30041'],
  windows: [
    weeklyWindow(11, 1, 'Monday 10:00 AM – 12:00 PM', { bookingsAhead: 3 }),
    weeklyWindow(12, 6, 'Saturday 10:00 AM – 12:00 PM'),
  ],
};
const lanier: AdminDeliveryZone = {
  id: 2,
  name: 'Lake Lanier and the rest of the area',
  catchAll: true,
  cutoffKind: 'day_before_at',
  cutoffMinute: 1200,
  cutoffHours: null,
  cutoffLabel: 'Orders close at 8:00 PM the day before',
  zipCodes: [],
  windows: [
    weeklyWindow(21, 3, 'Wednesday 1:00 PM – 5:00 PM', { zoneId: 2, startMinute: 780, endMinute: 1020, capacity: 8 }),
  ],
};
const christmas: AdminDeliveryClosure = {
  id: 5,
  zoneId: null,
  zoneName: 'All zones',
  windowId: null,
  windowLabel: null,
  fromDate: '2026-12-25',
  toDate: '2026-12-25',
  reason: 'Christmas Day',
  createdAt: '2026-11-01T10:00:00.000Z',
};
const schedule = (changes: Partial<AdminDeliverySchedule> = {}): AdminDeliverySchedule => ({
  today: '2026-11-23',
  bookingDays: 14,
  zones: [forsyth, lanier],
  closures: [christmas],
  ...changes,
});

const SCHEDULE = '/api/admin/delivery/schedule';
const conflict = (code: string, message: string, fieldErrors?: object[]) =>
  Response.json(
    { statusCode: 409, error: 'Conflict', code, message, ...(fieldErrors ? { fieldErrors } : {}) },
    { status: 409 },
  );

function openAs(role: 'owner' | 'staff', routes: Record<string, ApiHandler> = {}) {
  const fetchSpy = stubApi({ role, routes: { [SCHEDULE]: () => Response.json(schedule()), ...routes } });
  const user = renderAdminAt('/admin/delivery');
  return { fetchSpy, user };
}
const zoneSection = async (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) });

describe('the delivery schedule page', () => {
  it('shows the zones with their cutoff, ZIP codes and weekly windows, and the closures ahead', async () => {
    openAs('staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery schedule' })).toBeVisible();
    const zone = await zoneSection('Forsyth County');
    expect(zone).toHaveTextContent('Orders close at 8:00 PM the day before.');
    expect(zone).toHaveTextContent('ZIP codes: 30028, 30040, 30041');
    const windows = within(zone).getByRole('table', { name: 'Weekly windows' });
    expect(within(windows).getByRole('row', { name: /Monday 10:00 AM – 12:00 PM/ })).toHaveTextContent(/12\s*3/);
    expect(await zoneSection('Lake Lanier and the rest of the area')).toHaveTextContent('Catch-all');

    const closures = screen.getByRole('table', { name: 'Closures' });
    expect(within(closures).getByRole('row', { name: /Christmas Day/ })).toHaveTextContent(
      'Fri, Dec 25, 2026All zonesEvery windowChristmas Day',
    );
  });

  it('lets staff close days but not change zones or windows', async () => {
    let current = schedule();
    const added: AdminDeliveryClosure = {
      ...christmas,
      id: 6,
      zoneId: 1,
      zoneName: 'Forsyth County',
      fromDate: '2026-11-30',
      toDate: '2026-12-01',
      reason: 'Van serviced',
    };
    const { fetchSpy, user } = openAs('staff', {
      [SCHEDULE]: () => Response.json(current),
      'POST /api/admin/delivery/closures': () => {
        current = schedule({ closures: [added, christmas] });
        return Response.json({ closure: added, movedBookings: [] }, { status: 201 });
      },
    });
    const zone = await zoneSection('Forsyth County');
    expect(within(zone).queryByRole('button', { name: /Change/ })).not.toBeInTheDocument();
    expect(within(zone).queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a zone' })).not.toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Close days' });
    await user.clear(within(form).getByLabelText('First day'));
    await user.type(within(form).getByLabelText('First day'), '2026-11-30');
    await user.clear(within(form).getByLabelText('Last day'));
    await user.type(within(form).getByLabelText('Last day'), '2026-12-01');
    await user.selectOptions(within(form).getByLabelText('Zone'), 'Forsyth County');
    await user.type(within(form).getByLabelText('Reason'), 'Van serviced');
    await user.click(within(form).getByRole('button', { name: 'Close these days' }));

    expect(await screen.findByRole('row', { name: /Van serviced/ })).toHaveTextContent(
      'Mon, Nov 30, 2026 – Tue, Dec 1, 2026Forsyth CountyEvery window',
    );
    expect(sentBodies(fetchSpy, 'POST', '/api/admin/delivery/closures')).toEqual([
      {
        fromDate: '2026-11-30',
        toDate: '2026-12-01',
        zoneId: 1,
        windowId: null,
        reason: 'Van serviced',
        moveBookings: false,
      },
    ]);
  });

  it('shows the orders booked on closed days, and moves them when asked', async () => {
    const message =
      'Deliveries are booked on those days (orders 41 and 42). Move them to the next windows with room, or choose other days.';
    let attempts = 0;
    const { fetchSpy, user } = openAs('staff', {
      'POST /api/admin/delivery/closures': (init) => {
        attempts += 1;
        const body = JSON.parse(String(init?.body)) as { moveBookings: boolean };
        if (!body.moveBookings) {
          return conflict('DELIVERY_CLOSURE_HAS_BOOKINGS', message, [{ field: 'moveBookings', message }]);
        }
        return Response.json(
          {
            closure: { ...christmas, id: 7, fromDate: '2026-11-24', toDate: '2026-11-24', reason: 'Driver ill' },
            movedBookings: [],
          },
          { status: 201 },
        );
      },
    });
    const form = await screen.findByRole('form', { name: 'Close days' });
    await user.clear(within(form).getByLabelText('First day'));
    await user.type(within(form).getByLabelText('First day'), '2026-11-24');
    await user.clear(within(form).getByLabelText('Last day'));
    await user.type(within(form).getByLabelText('Last day'), '2026-11-24');
    await user.type(within(form).getByLabelText('Reason'), 'Driver ill');
    await user.click(within(form).getByRole('button', { name: 'Close these days' }));

    const move = within(form).getByLabelText('Move deliveries booked on those days');
    await waitFor(() => expect(move).toHaveAccessibleDescription(expect.stringContaining('orders 41 and 42')));
    expect(move).toHaveAttribute('aria-invalid', 'true');

    await user.click(move);
    await user.click(within(form).getByRole('button', { name: 'Close these days' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(
      sentBodies(fetchSpy, 'POST', '/api/admin/delivery/closures').map(
        (body) => (body as { moveBookings: boolean }).moveBookings,
      ),
    ).toEqual([false, true]);
  });

  it('removes a closure once the second press confirms it, from the keyboard too', async () => {
    const { fetchSpy, user } = openAs('staff', {
      'DELETE /api/admin/delivery/closures/5': () => new Response(null, { status: 204 }),
    });
    const remove = await screen.findByRole('button', { name: 'Remove closure Christmas Day, Fri, Dec 25, 2026' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(sentBodies(fetchSpy, 'DELETE', '/api/admin/delivery/closures/5')).toHaveLength(0);
    const confirm = within(screen.getByRole('group', { name: /Remove closure Christmas Day/ })).getByRole('button', {
      name: 'Yes, open these days',
    });
    confirm.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls.some(
          ([url, init]) => url === '/api/admin/delivery/closures/5' && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('lets the owner add a window, with labelled day and hour choices', async () => {
    const { fetchSpy, user } = openAs('owner', {
      'POST /api/admin/delivery/zones/1/windows': () =>
        Response.json(
          weeklyWindow(13, 5, 'Friday 4:00 PM – 6:00 PM', { startMinute: 960, endMinute: 1080, capacity: 6 }),
          {
            status: 201,
          },
        ),
    });
    const form = within(await zoneSection('Forsyth County')).getByRole('form', {
      name: 'Add a window to Forsyth County',
    });
    await user.selectOptions(within(form).getByLabelText('Day'), 'Friday');
    await user.selectOptions(within(form).getByLabelText('From'), '4:00 PM');
    await user.selectOptions(within(form).getByLabelText('To'), '6:00 PM');
    await user.clear(within(form).getByLabelText('Stops'));
    await user.type(within(form).getByLabelText('Stops'), '6');
    await user.click(within(form).getByRole('button', { name: 'Add window' }));

    await waitFor(() =>
      expect(sentBodies(fetchSpy, 'POST', '/api/admin/delivery/zones/1/windows')).toEqual([
        { weekday: 5, startMinute: 960, endMinute: 1080, capacity: 6 },
      ]),
    );
  });

  it('checks a window’s hours before sending: it must end after it starts', async () => {
    const { fetchSpy, user } = openAs('owner');
    const form = within(await zoneSection('Forsyth County')).getByRole('form', {
      name: 'Add a window to Forsyth County',
    });
    await user.selectOptions(within(form).getByLabelText('Day'), 'Friday');
    await user.selectOptions(within(form).getByLabelText('From'), '4:00 PM');
    await user.selectOptions(within(form).getByLabelText('To'), '2:00 PM');
    await user.click(within(form).getByRole('button', { name: 'Add window' }));
    expect(await within(form).findByText('The window must end after it starts')).toBeVisible();
    expect(sentBodies(fetchSpy, 'POST', '/api/admin/delivery/zones/1/windows')).toEqual([]);
  });

  it('tells the owner a booked window keeps its day and hours', async () => {
    const message =
      'Monday 10:00 AM – 12:00 PM has 3 deliveries booked: it keeps its day and hours. Retire it and add a new one (its stops may change).';
    const { user } = openAs('owner', {
      'PUT /api/admin/delivery/windows/11': () => conflict('DELIVERY_WINDOW_HAS_BOOKINGS', message),
    });
    const zone = await zoneSection('Forsyth County');
    await user.click(within(zone).getByRole('button', { name: 'Change Monday 10:00 AM – 12:00 PM' }));
    const form = within(zone).getByRole('form', { name: 'Change Monday 10:00 AM – 12:00 PM' });
    expect(within(form).getByLabelText('From')).toHaveDisplayValue('10:00 AM');
    await user.selectOptions(within(form).getByLabelText('From'), '11:00 AM');
    await user.click(within(form).getByRole('button', { name: 'Save window' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('retires a window after confirming', async () => {
    const { fetchSpy, user } = openAs('owner', {
      'DELETE /api/admin/delivery/windows/12': () => new Response(null, { status: 204 }),
    });
    const zone = await zoneSection('Forsyth County');
    await user.click(within(zone).getByRole('button', { name: 'Retire Saturday 10:00 AM – 12:00 PM' }));
    await user.click(within(zone).getByRole('button', { name: 'Yes, retire it' }));
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls.some(
          ([url, init]) => url === '/api/admin/delivery/windows/12' && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('changes a zone’s cutoff to some hours ahead, sending only that number', async () => {
    const changed: AdminDeliveryZone = {
      ...forsyth,
      cutoffKind: 'hours_before',
      cutoffMinute: null,
      cutoffHours: 24,
      cutoffLabel: 'Orders close 24 hours before',
    };
    const { fetchSpy, user } = openAs('owner', { 'PUT /api/admin/delivery/zones/1': () => Response.json(changed) });
    const zone = await zoneSection('Forsyth County');
    await user.click(within(zone).getByRole('button', { name: 'Change Forsyth County' }));
    const form = within(zone).getByRole('form', { name: 'Change Forsyth County' });
    expect(within(form).getByLabelText('Time the day before')).toHaveDisplayValue('8:00 PM');
    await user.selectOptions(within(form).getByLabelText('Orders close'), 'Some hours before the window');
    await user.type(within(form).getByLabelText('Hours before the window'), '24');
    await user.click(within(form).getByRole('button', { name: 'Save zone' }));

    await waitFor(() =>
      expect(sentBodies(fetchSpy, 'PUT', '/api/admin/delivery/zones/1')).toEqual([
        { name: 'Forsyth County', catchAll: false, cutoffKind: 'hours_before', cutoffHours: 24 },
      ]),
    );
  });

  it('saves a zone’s ZIP codes and names the ones the area check refuses', async () => {
    const { fetchSpy, user } = openAs('owner', {
      'PUT /api/admin/delivery/zones/1/zips': () =>
        Response.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            code: 'OUTSIDE_DELIVERY_AREA',
            message: 'We do not deliver there',
            fieldErrors: [
              { field: 'zipCodes.3', message: '10001 (New York, NY) is more than 50 miles from Cumming, GA' },
            ],
          },
          { status: 400 },
        ),
    });
    const form = within(await zoneSection('Forsyth County')).getByRole('form', { name: 'ZIP codes of Forsyth County' });
    const zips = within(form).getByLabelText('ZIP codes');
    expect(zips).toHaveValue('30028, 30040, 30041');
    await user.type(zips, ' 10001');
    await user.click(within(form).getByRole('button', { name: 'Save ZIP codes' }));

    await waitFor(() =>
      expect(zips).toHaveAccessibleDescription(expect.stringContaining('10001 (New York, NY) is more than 50 miles')),
    );
    expect(sentBodies(fetchSpy, 'PUT', '/api/admin/delivery/zones/1/zips')).toEqual([
      { zipCodes: ['30028', '30040', '30041', '10001'] },
    ]);

    // A malformed ZIP is named before anything is sent.
    await user.clear(zips);
    await user.type(zips, '30040 3004');
    await user.click(within(form).getByRole('button', { name: 'Save ZIP codes' }));
    expect(zips).toHaveAccessibleDescription(expect.stringContaining('3004: Enter a 5-digit ZIP code'));
    expect(sentBodies(fetchSpy, 'PUT', '/api/admin/delivery/zones/1/zips')).toHaveLength(1);
  });

  it('lets the owner add a zone', async () => {
    const { fetchSpy, user } = openAs('owner', {
      'POST /api/admin/delivery/zones': () =>
        Response.json({ ...forsyth, id: 3, name: 'Dawsonville', zipCodes: [], windows: [] }, { status: 201 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a zone' }));
    const form = screen.getByRole('form', { name: 'Add a zone' });
    await user.type(within(form).getByLabelText('Zone name'), 'Dawsonville');
    await user.click(within(form).getByRole('button', { name: 'Add zone' }));
    await waitFor(() =>
      expect(sentBodies(fetchSpy, 'POST', '/api/admin/delivery/zones')).toEqual([
        { name: 'Dawsonville', catchAll: false, cutoffKind: 'day_before_at', cutoffMinute: 1200 },
      ]),
    );
  });
});
