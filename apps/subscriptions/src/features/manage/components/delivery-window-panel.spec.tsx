import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription, SubscriptionDeliveryWindows } from '@shop/contracts/subscriptions';
import { AppProviders } from '@shop/ui/app-providers';
import {
  apiError,
  bodyOf,
  oilCatalog,
  sentRequests,
  stubApi,
  subscriptionWith,
  type ApiHandler,
} from '../../../testing/subscription-fixtures.js';
import { ManageSubscriptionsPage } from './manage-subscriptions-page.js';

const LIST_PATH = '/api/subscriptions';
const WINDOWS_PATH = '/api/subscriptions/7/delivery-windows';
const PREFERENCE_PATH = '/api/subscriptions/7/delivery-preference';
const MOVE_PATH = '/api/subscriptions/7/boxes/71/delivery-window';

const mondays = { windowId: 1, label: 'Mondays, 10:00 AM – 12:00 PM' };
const saturdays = { windowId: 16, label: 'Saturdays, 10:00 AM – 12:00 PM' };

const dated = (windowId: number, date: string, label: string) => ({
  windowId,
  date,
  startsAt: `${date}T15:00:00.000Z`,
  endsAt: `${date}T17:00:00.000Z`,
  label,
});
const bookedSaturday = {
  ...dated(16, '2026-04-04', 'Saturday 4 April, 10:00 AM – 12:00 PM'),
  movableUntil: '2026-04-04T00:00:00.000Z',
  movableUntilLabel: '8:00 PM Friday 3 April',
};
const offered = (windowId: number, date: string, label: string) => ({
  ...dated(windowId, date, label),
  cutoffAt: '2026-04-04T00:00:00.000Z',
  cutoffLabel: 'Order by 8:00 PM Friday 3 April',
});
const mondayAfter = offered(1, '2026-04-06', 'Monday 6 April, 10:00 AM – 12:00 PM');

/** A Family Box whose next box is set aside and booked for Saturday, its usual window. */
const packedBox = subscriptionWith({
  preferredWindow: saturdays,
  nextBox: { state: 'locked', deliveryWindow: bookedSaturday },
});

function windowsAnswer(changes: Partial<SubscriptionDeliveryWindows> = {}): SubscriptionDeliveryWindows {
  return {
    zone: { id: 1, name: 'Forsyth County' },
    weeklyWindows: [mondays, saturdays],
    boxId: 71,
    boxWindows: [offered(16, '2026-04-04', bookedSaturday.label), mondayAfter],
    ...changes,
  };
}

function renderManagePage(subscription: Subscription, routes: Record<string, ApiHandler> = {}) {
  const fetchSpy = stubApi({
    signedIn: true,
    routes: {
      [LIST_PATH]: () => Response.json([subscription]),
      '/api/products?category=oils': () => Response.json(oilCatalog),
      [WINDOWS_PATH]: () => Response.json(windowsAnswer()),
      ...routes,
    },
  });
  window.history.pushState({}, '', '/subscriptions/manage');
  render(
    <AppProviders>
      <ManageSubscriptionsPage />
    </AppProviders>,
  );
  return { fetchSpy, user: userEvent.setup() };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('article', { name: 'Family Box' });
  const opener = within(card).getByRole('button', { name: 'Delivery window' });
  await user.click(opener);
  expect(opener).toHaveAttribute('aria-expanded', 'true');
  const panel = within(card).getByRole('region', { name: 'Delivery window' });
  expect(opener).toHaveAttribute('aria-controls', panel.id);
  return { card, panel };
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });

afterEach(() => jest.restoreAllMocks());

describe('the delivery window of a subscription', () => {
  it('shows the next box’s window and the usual one among the facts', async () => {
    renderManagePage(packedBox);
    const card = await screen.findByRole('article', { name: 'Family Box' });
    expect(within(card).getByText('Next box delivery').nextElementSibling).toHaveTextContent(bookedSaturday.label);
    expect(within(card).getByText('Usual delivery window').nextElementSibling).toHaveTextContent(saturdays.label);
  });

  it('says a scheduled box gets its window when packed, and that none chosen means the earliest', async () => {
    renderManagePage(subscriptionWith({}));
    const card = await screen.findByRole('article', { name: 'Family Box' });
    expect(within(card).getByText('Next box delivery').nextElementSibling).toHaveTextContent(
      'Booked into a window when the box is packed',
    );
    expect(within(card).getByText('Usual delivery window').nextElementSibling).toHaveTextContent(
      'The earliest window with room',
    );
  });

  it('saves the usual window picked from the zone’s weekly windows, or the earliest with room', async () => {
    const { fetchSpy, user } = renderManagePage(packedBox, {
      [`PUT ${PREFERENCE_PATH}`]: (init) => {
        const { windowId } = bodyOf(init) as { windowId: number | null };
        return Response.json({ ...packedBox, preferredWindow: windowId === mondays.windowId ? mondays : null });
      },
    });
    const { card, panel } = await openPanel(user);
    expect(await within(panel).findByText('Delivering to Forsyth County.')).toBeVisible();
    const usual = within(panel).getByRole('combobox', { name: 'Usual delivery window' });
    expect(usual).toHaveDisplayValue(saturdays.label);
    expect(within(panel).getByRole('button', { name: 'Save usual window' })).toBeDisabled();

    await user.selectOptions(usual, mondays.label);
    await user.click(within(panel).getByRole('button', { name: 'Save usual window' }));

    expect(bodyOf(sentRequests(fetchSpy, 'PUT', PREFERENCE_PATH)[0])).toEqual({ windowId: mondays.windowId });
    expect(await within(toastRegion()).findByText('Delivery Window Saved')).toBeVisible();
    expect(within(toastRegion()).getByText(`Your boxes will come ${mondays.label} when there is room.`)).toBeVisible();
    // The panel closes and focus goes back to the card's heading.
    expect(within(card).queryByRole('region', { name: 'Delivery window' })).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Family Box' })).toHaveFocus();
    expect(within(card).getByText('Usual delivery window').nextElementSibling).toHaveTextContent(mondays.label);

    const { panel: again } = await openPanel(user);
    await user.selectOptions(
      await within(again).findByRole('combobox', { name: 'Usual delivery window' }),
      'Earliest window with room',
    );
    await user.click(within(again).getByRole('button', { name: 'Save usual window' }));
    expect(bodyOf(sentRequests(fetchSpy, 'PUT', PREFERENCE_PATH)[1])).toEqual({ windowId: null });
  });

  it('moves the next box to another offered window until its cutoff', async () => {
    const { fetchSpy, user } = renderManagePage(packedBox, {
      [`PUT ${MOVE_PATH}`]: () =>
        Response.json(
          subscriptionWith({
            preferredWindow: saturdays,
            nextBox: {
              state: 'locked',
              deliveryWindow: { ...bookedSaturday, ...dated(1, '2026-04-06', mondayAfter.label) },
            },
          }),
        ),
    });
    const { card, panel } = await openPanel(user);
    const nextBox = await within(panel).findByRole('combobox', { name: 'Next box’s delivery window' });
    expect(nextBox).toHaveDisplayValue(bookedSaturday.label);
    expect(nextBox).toHaveAccessibleDescription('You can change it until 8:00 PM Friday 3 April.');
    expect(within(panel).getByRole('button', { name: 'Move next box' })).toBeDisabled();

    await user.selectOptions(nextBox, mondayAfter.label);
    await user.click(within(panel).getByRole('button', { name: 'Move next box' }));

    expect(bodyOf(sentRequests(fetchSpy, 'PUT', MOVE_PATH)[0])).toEqual({ windowId: 1, date: '2026-04-06' });
    expect(await within(toastRegion()).findByText(`Your next box comes ${mondayAfter.label}.`)).toBeVisible();
    expect(within(card).getByText('Next box delivery').nextElementSibling).toHaveTextContent(mondayAfter.label);
  });

  it('shows the server’s reason when the window filled up meanwhile, and asks for the windows again', async () => {
    const message = 'That delivery window just filled up. Please choose another.';
    const { fetchSpy, user } = renderManagePage(packedBox, {
      [`PUT ${MOVE_PATH}`]: () => apiError(409, 'DELIVERY_WINDOW_FULL', message, [{ field: 'windowId', message }]),
    });
    const { panel } = await openPanel(user);
    await user.selectOptions(
      await within(panel).findByRole('combobox', { name: 'Next box’s delivery window' }),
      mondayAfter.label,
    );
    await user.click(within(panel).getByRole('button', { name: 'Move next box' }));

    expect(await within(toastRegion()).findByText(message)).toBeVisible();
    await waitFor(() => expect(sentRequests(fetchSpy, 'GET', WINDOWS_PATH)).toHaveLength(2));
    // The panel stays open for another pick.
    expect(panel).toBeInTheDocument();
  });

  it('says when the next box can no longer move', async () => {
    const { user } = renderManagePage(packedBox, {
      [WINDOWS_PATH]: () => Response.json(windowsAnswer({ boxId: null, boxWindows: [] })),
    });
    const { panel } = await openPanel(user);
    expect(await within(panel).findByText('Your next box’s delivery window can no longer be changed.')).toBeVisible();
    expect(within(panel).queryByRole('combobox', { name: 'Next box’s delivery window' })).not.toBeInTheDocument();
  });

  it('tells a scheduled box’s owner when it will be booked', async () => {
    const { user } = renderManagePage(subscriptionWith({}), {
      [WINDOWS_PATH]: () => Response.json(windowsAnswer({ boxId: null, boxWindows: [] })),
    });
    const { panel } = await openPanel(user);
    expect(
      await within(panel).findByText(
        'Your next box is booked into a delivery window when it is packed, on April 2, 2026.',
      ),
    ).toBeVisible();
  });

  it('shows why the windows could not be loaded', async () => {
    const { user } = renderManagePage(packedBox, {
      [WINDOWS_PATH]: () => apiError(404, 'SUBSCRIPTION_NOT_FOUND', 'That subscription does not exist.'),
    });
    const { panel } = await openPanel(user);
    expect(await within(panel).findByRole('alert')).toHaveTextContent('That subscription does not exist.');
  });
});
