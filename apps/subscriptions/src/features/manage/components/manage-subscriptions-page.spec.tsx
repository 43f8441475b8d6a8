import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription } from '@shop/contracts/subscriptions';
import { AppProviders } from '@shop/ui/app-providers';
import {
  activeSubscription,
  almondOil,
  apiError,
  bodyOf,
  groundnutOil,
  mustardOil,
  oilCatalog,
  sentRequests,
  sesameOil,
  stubApi,
  subscriptionWith,
  sunflowerOil,
  type ApiHandler,
} from '../../../testing/subscription-fixtures.js';
import { leaveFor } from '../../../utils/leave-for.js';
import { ManageSubscriptionsPage } from './manage-subscriptions-page.js';

jest.mock('../../../utils/leave-for.js', () => ({ leaveFor: jest.fn() }));

const LIST_PATH = '/api/subscriptions';
const OILS_PATH = '/api/products?category=oils';

function renderManagePage() {
  window.history.pushState({}, '', '/subscriptions/manage');
  render(
    <AppProviders>
      <ManageSubscriptionsPage />
    </AppProviders>,
  );
  return userEvent.setup();
}

function stubManage(subscriptions: Subscription[], routes: Record<string, ApiHandler> = {}) {
  return stubApi({
    signedIn: true,
    routes: {
      [LIST_PATH]: () => Response.json(subscriptions),
      [OILS_PATH]: () => Response.json(oilCatalog),
      ...routes,
    },
  });
}

/** The card of the (first) subscription on the page. */
async function findCard(name = 'Family Box') {
  return screen.findByRole('article', { name });
}

function toastRegion() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

const buttonNames = (card: HTMLElement) =>
  within(within(card).getByRole('group', { name: 'Change your Family Box' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(leaveFor).mockClear();
});

describe('ManageSubscriptionsPage', () => {
  it('asks a signed-out shopper to sign in and come back, without asking for the list', async () => {
    const fetchSpy = stubApi({ signedIn: false });

    renderManagePage();

    expect(screen.getByRole('heading', { level: 1, name: 'Your Subscriptions' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Sign in to manage your subscriptions' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fsubscriptions%2Fmanage',
    );
    expect(sentRequests(fetchSpy, 'GET', LIST_PATH)).toHaveLength(0);
    expect(document.title).toBe('Your Subscriptions | Cumming Organics');
  });

  it('points to the plans when there is no subscription (expired ones are not listed)', async () => {
    stubManage([subscriptionWith({ status: 'expired' })]);

    renderManagePage();

    expect(await screen.findByText(/You have no subscriptions yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See subscription plans' })).toHaveAttribute('href', '/subscriptions');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let answer = () => new Response('', { status: 503 });
    stubManage([], { [LIST_PATH]: () => answer() });
    const user = renderManagePage();

    expect(await screen.findByText(/We couldn't load your subscriptions/)).toBeVisible();
    answer = () => Response.json([activeSubscription]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await findCard()).toBeVisible();
  });

  it('shows each subscription: status, next renewal and cutoff, the next box’s oils, address and payment', async () => {
    stubManage([
      activeSubscription,
      subscriptionWith({ id: 8, planName: 'Essentials Box', paymentMethod: 'pay_on_delivery' }),
    ]);

    renderManagePage();

    const card = await findCard();
    expect(within(card).getByText('Active')).toBeVisible();
    expect(within(card).getByText('Scheduled')).toBeVisible();
    expect(within(card).getByText('April 4, 2026')).toBeVisible();
    expect(within(card).getByText('April 2, 2026')).toBeVisible();
    for (const oil of [groundnutOil, sesameOil, mustardOil, sunflowerOil]) {
      expect(within(card).getByText(oil.name)).toBeVisible();
    }
    expect(within(card).getByText(/12 Lanier Way, Cumming, GA 30040/)).toBeVisible();
    expect(within(card).getByText('Card')).toBeVisible();
    expect(buttonNames(card)).toEqual([
      'Change oils',
      'Skip next box',
      'Pause',
      'Change address',
      'Delivery window',
      'Cancel subscription',
    ]);
    expect(within(screen.getByRole('article', { name: 'Essentials Box' })).getByText('Pay on delivery')).toBeVisible();
  });

  it('offers no change at all on a cancelled subscription, nor on one whose payment is being confirmed', async () => {
    stubManage([
      subscriptionWith({ status: 'cancelled', nextBox: null }),
      subscriptionWith({ id: 8, planName: 'Essentials Box', status: 'incomplete' }),
    ]);

    renderManagePage();

    const cancelled = await findCard();
    expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
    const incomplete = screen.getByRole('article', { name: 'Essentials Box' });
    expect(within(incomplete).getByText(/still confirming your first payment/)).toBeVisible();
    expect(within(incomplete).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a payment failed and takes the shopper to Stripe to update the card', async () => {
    const portalUrl = 'https://billing.stripe.com/p/session/test_123';
    const fetchSpy = stubManage([subscriptionWith({ status: 'past_due' })], {
      [`POST ${LIST_PATH}/7/billing-portal`]: () => Response.json({ url: portalUrl }),
    });
    const user = renderManagePage();

    const card = await findCard();
    expect(within(card).getByText('Your last payment failed')).toBeVisible();
    expect(within(card).getByText('Past due')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Update card' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(portalUrl));
    expect(sentRequests(fetchSpy, 'POST', `${LIST_PATH}/7/billing-portal`)).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Opening the card page…' })).toBeDisabled();
  });

  it('shows the server’s reason when the card page cannot be opened, and offers no card update without a card', async () => {
    stubManage(
      [
        subscriptionWith({ status: 'past_due' }),
        subscriptionWith({ id: 8, planName: 'Essentials Box', status: 'past_due', paymentMethod: 'pay_on_delivery' }),
      ],
      {
        [`POST ${LIST_PATH}/7/billing-portal`]: () =>
          apiError(409, 'SUBSCRIPTION_CHANGE_NOT_ALLOWED', 'The card page is not available for this subscription.'),
      },
    );
    const user = renderManagePage();

    await user.click(within(await findCard()).getByRole('button', { name: 'Update card' }));

    expect(
      await within(toastRegion()).findByText('The card page is not available for this subscription.'),
    ).toBeVisible();
    expect(leaveFor).not.toHaveBeenCalled();
    const onDelivery = screen.getByRole('article', { name: 'Essentials Box' });
    expect(within(onDelivery).getByText('Your last payment failed')).toBeVisible();
    expect(within(onDelivery).queryByRole('button', { name: 'Update card' })).not.toBeInTheDocument();
  });

  it('names the short oil of a held box and saves the substitute the shopper picks', async () => {
    const held = subscriptionWith({
      nextBox: { state: 'held', shortOils: [{ productId: mustardOil.id, name: mustardOil.name }] },
    });
    const substituted = subscriptionWith({
      selectedOils: [groundnutOil.id, sesameOil.id, sunflowerOil.id, almondOil.id],
      nextBox: {
        state: 'locked',
        oils: [groundnutOil, sesameOil, sunflowerOil, almondOil].map((oil) => ({ productId: oil.id, name: oil.name })),
      },
    });
    const fetchSpy = stubManage([held], {
      [OILS_PATH]: () =>
        Response.json(oilCatalog.map((oil) => (oil.id === mustardOil.id ? { ...oil, inStock: 'false' } : oil))),
      [`PUT ${LIST_PATH}/7/oils`]: () => Response.json(substituted),
    });
    const user = renderManagePage();

    const card = await findCard();
    expect(within(card).getByText('Mustard Oil is out of stock')).toBeVisible();
    expect(within(card).getByText('On hold')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Choose a substitute' }));

    const panel = await within(card).findByRole('region', { name: 'Change oils' });
    expect(within(panel).getByRole('heading', { name: 'Change oils' })).toHaveFocus();
    expect(await within(panel).findByText('4 of 4 chosen')).toBeVisible();
    const mustard = within(panel).getByRole('button', { name: mustardOil.name });
    expect(mustard).toHaveAttribute('aria-pressed', 'true');
    // A chosen oil that ran out can still be put back.
    expect(mustard).toBeEnabled();
    expect(within(panel).getByRole('button', { name: almondOil.name })).toBeDisabled();
    await user.click(mustard);
    expect(mustard).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: almondOil.name }));
    await user.click(within(panel).getByRole('button', { name: 'Save oils' }));

    expect(await within(toastRegion()).findByText('Oils Updated')).toBeVisible();
    expect(bodyOf(sentRequests(fetchSpy, 'PUT', `${LIST_PATH}/7/oils`)[0])).toEqual({
      selectedOils: [groundnutOil.id, sesameOil.id, sunflowerOil.id, almondOil.id],
    });
    // The answer is on screen at once: the hold is over, the panel closed, focus on the card.
    expect(within(card).queryByText('Mustard Oil is out of stock')).not.toBeInTheDocument();
    expect(within(card).getByText(almondOil.name)).toBeVisible();
    expect(within(card).queryByRole('region', { name: 'Change oils' })).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Family Box' })).toHaveFocus();
    expect(sentRequests(fetchSpy, 'GET', LIST_PATH)).toHaveLength(1);
  });

  it('saves oils only once exactly as many as the box holds are chosen, and keeps the panel open on a refusal', async () => {
    const fetchSpy = stubManage([activeSubscription], {
      [`PUT ${LIST_PATH}/7/oils`]: () =>
        apiError(400, 'INVALID_OIL_SELECTION', 'Choose the oils for your box again.', [
          { field: 'selectedOils', message: 'Almond Oil is not available.' },
        ]),
    });
    const user = renderManagePage();
    const card = await findCard();
    await user.click(within(card).getByRole('button', { name: 'Change oils' }));
    const panel = await within(card).findByRole('region', { name: 'Change oils' });
    const save = within(panel).getByRole('button', { name: 'Save oils' });

    await user.click(await within(panel).findByRole('button', { name: groundnutOil.name }));
    expect(within(panel).getByText('3 of 4 chosen')).toBeVisible();
    expect(save).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: almondOil.name }));
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await within(toastRegion()).findByText('Choose the oils for your box again.')).toBeVisible();
    expect(await within(panel).findByText('Almond Oil is not available.')).toBeVisible();
    expect(within(card).getByRole('region', { name: 'Change oils' })).toBeVisible();
    expect(sentRequests(fetchSpy, 'PUT', `${LIST_PATH}/7/oils`)).toHaveLength(1);
  });

  it('skips the next box and undoes the skip', async () => {
    const fetchSpy = stubManage([activeSubscription], {
      [`POST ${LIST_PATH}/7/skip`]: () => Response.json(subscriptionWith({ nextBox: { state: 'skipped' } })),
      [`POST ${LIST_PATH}/7/unskip`]: () => Response.json(activeSubscription),
    });
    const user = renderManagePage();
    const card = await findCard();

    await user.click(within(card).getByRole('button', { name: 'Skip next box' }));

    expect(await within(toastRegion()).findByText('Box Skipped')).toBeVisible();
    expect(within(card).getByText('Skipped')).toBeVisible();
    expect(buttonNames(card)).toEqual([
      'Change oils',
      'Undo skip',
      'Pause',
      'Change address',
      'Delivery window',
      'Cancel subscription',
    ]);
    const [skip] = sentRequests(fetchSpy, 'POST', `${LIST_PATH}/7/skip`);
    expect(skip?.body).toBeUndefined();

    await user.click(within(card).getByRole('button', { name: 'Undo skip' }));

    expect(await within(toastRegion()).findByText('Skip Undone')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Skip next box' })).toBeVisible();
    expect(sentRequests(fetchSpy, 'POST', `${LIST_PATH}/7/unskip`)).toHaveLength(1);
  });

  it('shows the server’s message when a change is not allowed, and changes nothing', async () => {
    stubManage([activeSubscription], {
      [`POST ${LIST_PATH}/7/skip`]: () =>
        apiError(409, 'SUBSCRIPTION_CHANGE_NOT_ALLOWED', 'Your next box is already being packed.'),
    });
    const user = renderManagePage();
    const card = await findCard();

    await user.click(within(card).getByRole('button', { name: 'Skip next box' }));

    const toasts = toastRegion();
    expect(await within(toasts).findByText('Subscription Not Changed')).toBeVisible();
    expect(within(toasts).getByText('Your next box is already being packed.')).toBeVisible();
    expect(within(card).getByText('Scheduled')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Skip next box' })).toBeEnabled();
  });

  it('pauses for the chosen number of months, then resumes', async () => {
    const paused = subscriptionWith({
      status: 'paused',
      pausedUntil: '2026-06-04T12:00:00.000Z',
      nextBox: { state: 'skipped' },
    });
    const fetchSpy = stubManage([activeSubscription], {
      [`POST ${LIST_PATH}/7/pause`]: () => Response.json(paused),
      [`POST ${LIST_PATH}/7/resume`]: () => Response.json(activeSubscription),
    });
    const user = renderManagePage();
    const card = await findCard();

    const pauseButton = within(card).getByRole('button', { name: 'Pause' });
    await user.click(pauseButton);
    expect(pauseButton).toHaveAttribute('aria-expanded', 'true');
    const panel = within(card).getByRole('region', { name: 'Pause your subscription' });
    const months = within(panel).getByRole('group', { name: 'Pause for' });
    expect(
      within(months)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['1 month', '2 months', '3 months']);
    expect(within(months).getByRole('radio', { name: '1 month' })).toBeChecked();
    await user.click(within(months).getByRole('radio', { name: '2 months' }));
    await user.click(within(panel).getByRole('button', { name: 'Pause subscription' }));

    expect(await within(toastRegion()).findByText('Subscription Paused')).toBeVisible();
    expect(within(toastRegion()).getByText('No boxes until June 4, 2026.')).toBeVisible();
    expect(bodyOf(sentRequests(fetchSpy, 'POST', `${LIST_PATH}/7/pause`)[0])).toEqual({ months: 2 });
    expect(within(card).getByText('Paused until June 4, 2026')).toBeVisible();
    // Paused: no skipping (the boxes are skipped already) and no second pause.
    expect(buttonNames(card)).toEqual([
      'Change oils',
      'Resume',
      'Change address',
      'Delivery window',
      'Cancel subscription',
    ]);

    await user.click(within(card).getByRole('button', { name: 'Resume' }));

    expect(await within(toastRegion()).findByText('Subscription Resumed')).toBeVisible();
    expect(within(card).getByText('Active')).toBeVisible();
    expect(sentRequests(fetchSpy, 'POST', `${LIST_PATH}/7/resume`)).toHaveLength(1);
  });

  it('changes the address with the checkout’s form and messages, the server’s ZIP refusal under the field', async () => {
    let answer = () =>
      apiError(400, 'OUTSIDE_DELIVERY_AREA', 'We do not deliver to that ZIP code yet.', [
        { field: 'shippingAddress.zipCode', message: 'We do not deliver to that ZIP code yet.' },
      ]);
    const fetchSpy = stubManage([activeSubscription], { [`PUT ${LIST_PATH}/7/shipping-address`]: () => answer() });
    const user = renderManagePage();
    const card = await findCard();
    await user.click(within(card).getByRole('button', { name: 'Change address' }));
    const panel = within(card).getByRole('region', { name: 'Change address' });

    expect(within(panel).getByLabelText('Address')).toHaveValue('12 Lanier Way');
    expect(within(panel).getByLabelText('Phone')).toHaveValue('4045550123');
    await user.clear(within(panel).getByLabelText('Address'));
    await user.tab();
    expect(await within(panel).findByText('Address is required')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Save address' }));
    expect(sentRequests(fetchSpy, 'PUT', `${LIST_PATH}/7/shipping-address`)).toHaveLength(0);

    await user.type(within(panel).getByLabelText('Address'), '400 Peachtree St');
    await user.clear(within(panel).getByLabelText('ZIP code'));
    await user.type(within(panel).getByLabelText('ZIP code'), '90210');
    await user.click(within(panel).getByRole('button', { name: 'Save address' }));

    const zipCode = within(panel).getByLabelText('ZIP code');
    await waitFor(() => expect(zipCode).toHaveAccessibleDescription('We do not deliver to that ZIP code yet.'));
    expect(bodyOf(sentRequests(fetchSpy, 'PUT', `${LIST_PATH}/7/shipping-address`)[0])).toEqual({
      shippingAddress: {
        address: '400 Peachtree St',
        city: 'Cumming',
        state: 'GA',
        zipCode: '90210',
        phone: '4045550123',
      },
    });

    const moved = { address: '400 Peachtree St', city: 'Cumming', state: 'GA', zipCode: '30041', phone: '4045550123' };
    answer = () => Response.json(subscriptionWith({ shippingAddress: moved }));
    await user.clear(zipCode);
    await user.type(zipCode, '30041');
    await user.click(within(panel).getByRole('button', { name: 'Save address' }));

    expect(await within(toastRegion()).findByText('Address Updated')).toBeVisible();
    expect(within(card).getByText(/400 Peachtree St, Cumming, GA 30041/)).toBeVisible();
  });

  it('offers a skip or a pause before cancelling, and the skip is sent from there', async () => {
    const fetchSpy = stubManage([activeSubscription], {
      [`POST ${LIST_PATH}/7/skip`]: () => Response.json(subscriptionWith({ nextBox: { state: 'skipped' } })),
    });
    const user = renderManagePage();
    const card = await findCard();

    await user.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    const offer = within(card).getByRole('region', { name: 'Before you cancel' });
    expect(within(offer).getByRole('button', { name: 'Pause instead' })).toBeVisible();
    await user.click(within(offer).getByRole('button', { name: 'Skip a box instead' }));

    expect(await within(toastRegion()).findByText('Box Skipped')).toBeVisible();
    expect(sentRequests(fetchSpy, 'POST', `${LIST_PATH}/7/skip`)).toHaveLength(1);
    expect(sentRequests(fetchSpy, 'POST', `${LIST_PATH}/7/cancel`)).toHaveLength(0);
    expect(within(card).queryByRole('region', { name: 'Before you cancel' })).not.toBeInTheDocument();
  });

  it('opens the pause choice from the cancel offer', async () => {
    stubManage([activeSubscription]);
    const user = renderManagePage();
    const card = await findCard();

    await user.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(card).getByRole('button', { name: 'Pause instead' }));

    const pause = within(card).getByRole('region', { name: 'Pause your subscription' });
    expect(within(pause).getByRole('heading', { name: 'Pause your subscription' })).toHaveFocus();
    expect(within(card).queryByRole('region', { name: 'Before you cancel' })).not.toBeInTheDocument();
  });

  it('cancels at the end of the period after a confirmation, and keeps the subscription on request', async () => {
    const ending = subscriptionWith({ cancelAtPeriodEnd: true });
    const fetchSpy = stubManage([activeSubscription], {
      [`POST ${LIST_PATH}/7/cancel`]: () => Response.json(ending),
      [`POST ${LIST_PATH}/7/keep`]: () => Response.json(activeSubscription),
    });
    const user = renderManagePage();
    const card = await findCard();

    await user.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(card).getByRole('button', { name: 'Continue to cancel' }));
    const confirm = within(card).getByRole('region', { name: 'Cancel your subscription?' });
    expect(within(confirm).getByText(/Your subscription will end on April 4, 2026/)).toBeVisible();
    expect(sentRequests(fetchSpy, 'POST', `${LIST_PATH}/7/cancel`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel subscription' }));

    expect(await within(toastRegion()).findByText('Subscription Cancelled')).toBeVisible();
    expect(within(toastRegion()).getByText('Your subscription ends on April 4, 2026.')).toBeVisible();
    expect(within(card).getByText('Ends on April 4, 2026')).toBeVisible();
    expect(buttonNames(card)).toEqual(['Change address', 'Delivery window', 'Keep subscription']);

    await user.click(within(card).getByRole('button', { name: 'Keep subscription' }));

    expect(await within(toastRegion()).findByText('Subscription Kept')).toBeVisible();
    expect(within(card).queryByText('Ends on April 4, 2026')).not.toBeInTheDocument();
    expect(sentRequests(fetchSpy, 'POST', `${LIST_PATH}/7/keep`)).toHaveLength(1);
  });

  it('closes a panel with Never mind or Escape, returning focus to the button that opened it', async () => {
    stubManage([activeSubscription]);
    const user = renderManagePage();
    const card = await findCard();
    const changeAddress = within(card).getByRole('button', { name: 'Change address' });

    await user.click(changeAddress);
    expect(within(card).getByRole('heading', { name: 'Change address' })).toHaveFocus();
    await user.click(within(card).getByRole('button', { name: 'Never mind' }));
    expect(within(card).queryByRole('region', { name: 'Change address' })).not.toBeInTheDocument();
    expect(changeAddress).toHaveFocus();
    expect(changeAddress).toHaveAttribute('aria-expanded', 'false');

    await user.click(changeAddress);
    await user.keyboard('{Escape}');
    expect(within(card).queryByRole('region', { name: 'Change address' })).not.toBeInTheDocument();
    expect(changeAddress).toHaveFocus();
  });
});
