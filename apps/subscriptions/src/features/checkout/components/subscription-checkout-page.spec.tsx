import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation } from '@shop/ui/router';
import type { PaymentMethod } from '@shop/contracts/orders';
import { idempotencyKeySchema } from '@shop/contracts/orders';
import { AppProviders } from '@shop/ui/app-providers';
import { createQueryClient } from '@shop/ui/query-client';
import {
  apiError,
  bodyOf,
  coconutOil,
  familyBox,
  groundnutOil,
  mustardOil,
  oilCatalog,
  sentRequests,
  sesameOil,
  stubApi,
  sunflowerOil,
  type ApiHandler,
} from '../../../testing/subscription-fixtures.js';
import { leaveFor } from '../../../utils/leave-for.js';
import { SubscriptionCheckoutPage } from './subscription-checkout-page.js';

jest.mock('../../../utils/leave-for.js', () => ({ leaveFor: jest.fn() }));

const CHECKOUT_PATH = '/api/create-subscription-checkout';
const OILS_PATH = '/api/products?category=oils';

function SuccessPageProbe() {
  const { pathname, search } = useLocation();
  return (
    <h1>
      Success page {pathname}
      {search}
    </h1>
  );
}

function renderCheckout({
  path = '/subscriptions/checkout/2',
  queryClient,
}: { path?: string; queryClient?: QueryClient } = {}) {
  window.history.pushState({}, '', path);
  render(
    <AppProviders {...(queryClient ? { queryClient } : {})}>
      <Routes>
        <Route path="/subscriptions/checkout/:planId" element={<SubscriptionCheckoutPage />} />
        <Route path="/subscriptions/success" element={<SuccessPageProbe />} />
      </Routes>
    </AppProviders>,
  );
  return userEvent.setup();
}

function stubCheckout({
  signedIn = true,
  paymentMethods = ['stripe', 'pay_on_delivery'],
  routes = {},
}: { signedIn?: boolean; paymentMethods?: PaymentMethod[]; routes?: Record<string, ApiHandler> } = {}) {
  return stubApi({
    signedIn,
    routes: {
      '/api/subscriptions/plans/2': () => Response.json(familyBox),
      [OILS_PATH]: () => Response.json(oilCatalog),
      '/api/checkout/options': () => Response.json({ paymentMethods }),
      ...routes,
    },
  });
}

const oilToggle = (name: string) => screen.getByRole('button', { name });
const proceedButton = () => screen.getByRole('button', { name: 'Proceed to Payment' });

async function chooseOils(user: UserEvent, names: string[]) {
  for (const name of names) await user.click(await screen.findByRole('button', { name }));
}

const FOUR_OILS = [groundnutOil.name, sesameOil.name, mustardOil.name, sunflowerOil.name];

async function fillAddress(user: UserEvent) {
  await user.type(await screen.findByLabelText('Address'), '12 Lanier Way');
  await user.type(screen.getByLabelText('Phone'), '4045550123');
}

function toastRegion() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

function idempotencyKeyOf(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(leaveFor).mockClear();
});

describe('SubscriptionCheckoutPage', () => {
  it('shows the plan to a signed-out shopper, with a way to sign in and come back to this plan', async () => {
    stubCheckout({ signedIn: false });

    renderCheckout();

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribe to the Family Box' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Family Box' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Sign in to subscribe' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fsubscriptions%2Fcheckout%2F2',
    );
    expect(await screen.findByRole('button', { name: groundnutOil.name })).toBeVisible();
  });

  it('does not offer the sign-in link to a signed-in shopper', async () => {
    stubCheckout();
    renderCheckout();
    expect(await screen.findByRole('button', { name: groundnutOil.name })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign in to subscribe' })).not.toBeInTheDocument();
  });

  it('shows Subscription Plan Not Found for an unknown plan', async () => {
    stubApi({});

    renderCheckout({ path: '/subscriptions/checkout/99' });

    expect(await screen.findByRole('heading', { name: 'Subscription Plan Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Subscriptions' })).toHaveAttribute('href', '/subscriptions');
  });

  it('shows Subscription Plan Not Found for a plan id that is not a number, without asking the API', async () => {
    const fetchSpy = stubApi({});
    renderCheckout({ path: '/subscriptions/checkout/family' });
    expect(await screen.findByRole('heading', { name: 'Subscription Plan Not Found' })).toBeVisible();
    expect(sentRequests(fetchSpy, 'GET', '/api/subscriptions/plans/family')).toHaveLength(0);
  });

  it('shows every oil with its image and price; an out-of-stock oil is shown but cannot be chosen', async () => {
    stubCheckout();
    renderCheckout();

    const groundnut = await screen.findByRole('button', { name: groundnutOil.name });
    expect(groundnut).toHaveAttribute('aria-pressed', 'false');
    expect(groundnut).toBeEnabled();
    expect(groundnut).toHaveAccessibleDescription('$16.99');
    expect(within(groundnut).getByRole('presentation')).toHaveAttribute('src', groundnutOil.imageUrl);
    for (const oil of oilCatalog) expect(oilToggle(oil.name)).toBeVisible();

    const coconut = oilToggle(coconutOil.name);
    expect(coconut).toBeDisabled();
    expect(coconut).toHaveAccessibleDescription('$14.99 Out of stock');
    expect(within(coconut).getByText('Out of stock')).toBeVisible();
  });

  it('counts the chosen oils aloud, disables the rest once the box is full, and enables Proceed at exactly four', async () => {
    stubCheckout();
    const user = renderCheckout();

    const count = await screen.findByText('0 of 4 chosen');
    expect(count.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(proceedButton()).toBeDisabled();

    await chooseOils(user, [groundnutOil.name, sesameOil.name]);
    expect(screen.getByText('2 of 4 chosen')).toBeVisible();
    expect(oilToggle(groundnutOil.name)).toHaveAttribute('aria-pressed', 'true');
    expect(proceedButton()).toBeDisabled();

    await chooseOils(user, [mustardOil.name, sunflowerOil.name]);
    expect(screen.getByText('4 of 4 chosen')).toBeVisible();
    expect(screen.getByText('Your box is full. Put an oil back to choose another.')).toBeVisible();
    expect(oilToggle('Almond Oil')).toBeDisabled();
    expect(oilToggle(groundnutOil.name)).toBeEnabled();
    expect(proceedButton()).toBeEnabled();

    // Putting one back makes room again.
    await user.click(oilToggle(sesameOil.name));
    expect(screen.getByText('3 of 4 chosen')).toBeVisible();
    expect(oilToggle(sesameOil.name)).toHaveAttribute('aria-pressed', 'false');
    expect(oilToggle('Almond Oil')).toBeEnabled();
    expect(oilToggle(coconutOil.name)).toBeDisabled();
    expect(proceedButton()).toBeDisabled();
  });

  it('shows each field’s message once the shopper leaves it invalid', async () => {
    stubCheckout();
    const user = renderCheckout();

    await user.click(await screen.findByLabelText('Address'));
    await user.tab();
    expect(await screen.findByText('Address is required')).toBeVisible();
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Address is required');
    // The field the shopper is now in says nothing yet.
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('City'));
    await user.tab();
    expect(await screen.findByText('City is required')).toBeVisible();

    const state = screen.getByLabelText('State');
    expect(state).toHaveAttribute('maxLength', '2');
    await user.clear(state);
    await user.type(state, 'G');
    await user.tab();
    expect(await screen.findByText('State is required')).toBeVisible();

    await user.clear(screen.getByLabelText('ZIP code'));
    await user.type(screen.getByLabelText('ZIP code'), '3004');
    await user.tab();
    expect(await screen.findByText('ZIP code is required')).toBeVisible();

    await user.type(screen.getByLabelText('Phone'), '404555');
    await user.tab();
    expect(await screen.findByText('Phone number is required')).toBeVisible();
  });

  it('shows every message on submit, focuses the first field, and sends nothing', async () => {
    const fetchSpy = stubCheckout();
    const user = renderCheckout();
    await chooseOils(user, FOUR_OILS);
    for (const label of ['City', 'State', 'ZIP code']) await user.clear(screen.getByLabelText(label));

    await user.click(proceedButton());

    for (const message of [
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
      'Phone number is required',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.getByLabelText('Address')).toHaveFocus();
    expect(sentRequests(fetchSpy, 'POST', CHECKOUT_PATH)).toHaveLength(0);
  });

  it('asks a signed-out shopper to sign in on submit, and sends nothing', async () => {
    const fetchSpy = stubCheckout({ signedIn: false });
    const user = renderCheckout();
    await chooseOils(user, FOUR_OILS);
    await fillAddress(user);

    await user.click(proceedButton());

    const toasts = toastRegion();
    expect(await within(toasts).findByText('Authentication Required')).toBeVisible();
    expect(within(toasts).getByText('Please sign in to subscribe')).toBeVisible();
    expect(within(toasts).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fsubscriptions%2Fcheckout%2F2',
    );
    expect(sentRequests(fetchSpy, 'POST', CHECKOUT_PATH)).toHaveLength(0);
  });

  it('refuses a submit without oils (Enter in a field still submits), and says how many to choose', async () => {
    const fetchSpy = stubCheckout();
    const user = renderCheckout();
    await fillAddress(user);

    fireEvent.submit(screen.getByRole('form', { name: 'Subscription checkout' }));

    const toasts = toastRegion();
    expect(await within(toasts).findByText('No Oils Selected')).toBeVisible();
    expect(within(toasts).getByText('Please select 4 oils for your subscription')).toBeVisible();
    expect(sentRequests(fetchSpy, 'POST', CHECKOUT_PATH)).toHaveLength(0);
  });

  it('refuses a submit with the wrong number of oils, showing the address messages too', async () => {
    const fetchSpy = stubCheckout();
    const user = renderCheckout();
    await chooseOils(user, [groundnutOil.name, sesameOil.name]);

    fireEvent.submit(screen.getByRole('form', { name: 'Subscription checkout' }));

    const toasts = toastRegion();
    expect(await within(toasts).findByText('Incorrect Number of Oils')).toBeVisible();
    expect(within(toasts).getByText('Please select exactly 4 oils for your subscription')).toBeVisible();
    expect(await screen.findByText('Address is required')).toBeVisible();
    expect(sentRequests(fetchSpy, 'POST', CHECKOUT_PATH)).toHaveLength(0);
  });

  it('offers card and pay on delivery, card first; pay on delivery goes to the success page in the app', async () => {
    const fetchSpy = stubCheckout({
      routes: {
        [`POST ${CHECKOUT_PATH}`]: () =>
          Response.json({ redirectUrl: '/subscriptions/success?subscription_id=7' }, { status: 201 }),
      },
    });
    const user = renderCheckout();
    await chooseOils(user, FOUR_OILS);
    await fillAddress(user);

    expect(screen.getByRole('radio', { name: 'Pay by card' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Pay on delivery' }));
    await user.click(proceedButton());

    expect(
      await screen.findByRole('heading', { name: 'Success page /subscriptions/success?subscription_id=7' }),
    ).toBeVisible();
    const [posted] = sentRequests(fetchSpy, 'POST', CHECKOUT_PATH);
    expect(bodyOf(posted)).toEqual({
      planId: 2,
      shippingAddress: {
        address: '12 Lanier Way',
        city: 'Cumming',
        state: 'GA',
        zipCode: '30040',
        phone: '4045550123',
      },
      selectedOils: [groundnutOil.id, sesameOil.id, mustardOil.id, sunflowerOil.id],
      paymentMethod: 'pay_on_delivery',
    });
    expect(idempotencyKeySchema.safeParse(idempotencyKeyOf(posted)).success).toBe(true);
    expect(leaveFor).not.toHaveBeenCalled();
    // Its oils took stock: the oil list is fetched anew; what did not change is not.
    await waitFor(() => expect(sentRequests(fetchSpy, 'GET', OILS_PATH)).toHaveLength(2));
    expect(sentRequests(fetchSpy, 'GET', '/api/checkout/options')).toHaveLength(1);
  });

  it('invalidates the subscription list after pay on delivery, so the success page finds the new one', async () => {
    stubCheckout({
      routes: {
        [`POST ${CHECKOUT_PATH}`]: () => Response.json({ redirectUrl: '/subscriptions/success?subscription_id=7' }),
      },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/subscriptions'], []);
    const user = renderCheckout({ queryClient });
    await chooseOils(user, FOUR_OILS);
    await fillAddress(user);

    await user.click(proceedButton());

    await screen.findByRole('heading', { name: /^Success page/ });
    expect(queryClient.getQueryState(['/api/subscriptions'])?.isInvalidated).toBe(true);
  });

  it('goes to the card payment page (a full page load) when the server answers with a url', async () => {
    const paymentUrl = 'https://checkout.stripe.com/c/pay/cs_test_sub';
    const fetchSpy = stubCheckout({
      paymentMethods: ['stripe'],
      routes: { [`POST ${CHECKOUT_PATH}`]: () => Response.json({ url: paymentUrl }) },
    });
    const user = renderCheckout();
    await chooseOils(user, FOUR_OILS);
    await fillAddress(user);

    expect(screen.getByText('You will pay by card.')).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(proceedButton());

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(paymentUrl));
    expect(screen.getByText('Taking you to the payment page…')).toBeInTheDocument();
    expect(bodyOf(sentRequests(fetchSpy, 'POST', CHECKOUT_PATH)[0])).toMatchObject({ paymentMethod: 'stripe' });
  });

  it('says so when pay on delivery is the only method', async () => {
    stubCheckout({ paymentMethods: ['pay_on_delivery'] });
    renderCheckout();
    expect(await screen.findByText('You will pay on delivery.')).toBeVisible();
  });

  it('still sends the form when no payment method is set up, and shows the server’s refusal', async () => {
    const fetchSpy = stubCheckout({
      paymentMethods: [],
      routes: {
        [`POST ${CHECKOUT_PATH}`]: () =>
          apiError(
            409,
            'SUBSCRIPTION_PAYMENT_UNAVAILABLE',
            'Subscriptions need a payment method, and none is set up yet. Please contact us to subscribe.',
          ),
      },
    });
    const user = renderCheckout();
    await chooseOils(user, FOUR_OILS);
    await fillAddress(user);

    expect(screen.getByText(/No payment method is set up for subscriptions yet/)).toBeVisible();
    await user.click(proceedButton());

    const toasts = toastRegion();
    expect(await within(toasts).findByText('Checkout Failed')).toBeVisible();
    expect(
      within(toasts).getByText(
        'Subscriptions need a payment method, and none is set up yet. Please contact us to subscribe.',
      ),
    ).toBeVisible();
    expect(bodyOf(sentRequests(fetchSpy, 'POST', CHECKOUT_PATH)[0])).not.toHaveProperty('paymentMethod');
  });

  it('puts a ZIP code outside the delivery area under the ZIP field', async () => {
    stubCheckout({
      routes: {
        [`POST ${CHECKOUT_PATH}`]: () =>
          apiError(400, 'OUTSIDE_DELIVERY_AREA', 'We do not deliver to that ZIP code yet.', [
            { field: 'shippingAddress.zipCode', message: 'We do not deliver to that ZIP code yet.' },
          ]),
      },
    });
    const user = renderCheckout();
    await chooseOils(user, FOUR_OILS);
    await fillAddress(user);

    await user.click(proceedButton());

    const zipCode = screen.getByLabelText('ZIP code');
    await waitFor(() => expect(zipCode).toHaveAccessibleDescription('We do not deliver to that ZIP code yet.'));
    expect(zipCode).toHaveFocus();
    // A page's first toast shows once the toaster's code has loaded.
    expect(await within(toastRegion()).findByText('Checkout Failed')).toBeVisible();
  });

  it('shows an out-of-stock refusal naming the oil, and an oil-selection refusal under the oils', async () => {
    let answer = () => apiError(409, 'OUT_OF_STOCK', 'Mustard Oil is out of stock.');
    stubCheckout({ routes: { [`POST ${CHECKOUT_PATH}`]: () => answer() } });
    const user = renderCheckout();
    await chooseOils(user, FOUR_OILS);
    await fillAddress(user);

    await user.click(proceedButton());
    expect(await within(toastRegion()).findByText('Mustard Oil is out of stock.')).toBeVisible();

    answer = () =>
      apiError(400, 'INVALID_OIL_SELECTION', 'Choose the oils for your box again.', [
        { field: 'selectedOils', message: 'Choose 4 different oils.' },
      ]);
    await waitFor(() => expect(proceedButton()).toBeEnabled());
    await user.click(proceedButton());

    expect(await screen.findByText('Choose 4 different oils.')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Choose 4 oils' })).toHaveAccessibleDescription(
      /^4 of 4 chosen .* Choose 4 different oils\.$/,
    );
    expect(within(toastRegion()).getByText('Choose the oils for your box again.')).toBeVisible();
    // Changing the oils clears the server's complaint about them.
    await user.click(oilToggle(groundnutOil.name));
    expect(screen.queryByText('Choose 4 different oils.')).not.toBeInTheDocument();
  });

  it('shows the pay-on-delivery limit’s message, and the shopper can choose card instead', async () => {
    const methodOf = (init: RequestInit | undefined) => (bodyOf(init) as { paymentMethod?: string }).paymentMethod;
    const limit =
      'You already have 2 pay-on-delivery subscriptions, and we take at most 2 at once. ' +
      'Subscribe with a card, or change the oils of one you have on the Manage Subscriptions page.';
    const fetchSpy = stubCheckout({
      routes: {
        [`POST ${CHECKOUT_PATH}`]: (init) =>
          methodOf(init) === 'pay_on_delivery'
            ? apiError(409, 'PAY_ON_DELIVERY_SUBSCRIPTION_LIMIT', limit)
            : Response.json({ url: 'https://checkout.stripe.com/c/pay/cs_test_9' }),
      },
    });
    const user = renderCheckout();
    await chooseOils(user, FOUR_OILS);
    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Pay on delivery' }));

    await user.click(proceedButton());

    const toasts = toastRegion();
    expect(await within(toasts).findByText('Checkout Failed')).toBeVisible();
    expect(within(toasts).getByText(limit)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Success page');
    await waitFor(() => expect(proceedButton()).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: 'Pay by card' }));
    await user.click(proceedButton());
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_9'));
    expect(sentRequests(fetchSpy, 'POST', CHECKOUT_PATH).map(methodOf)).toEqual(['pay_on_delivery', 'stripe']);
  });

  it('shows the words of a refusal whose code is newer than this build', async () => {
    stubCheckout({
      routes: {
        [`POST ${CHECKOUT_PATH}`]: () => apiError(409, 'A_CODE_FROM_A_NEWER_SERVER', 'A rule added since this build.'),
      },
    });
    const user = renderCheckout();
    await chooseOils(user, FOUR_OILS);
    await fillAddress(user);
    await user.click(proceedButton());
    expect(await within(toastRegion()).findByText('A rule added since this build.')).toBeVisible();
  });

  it('shows the server’s message when the plan went away meanwhile', async () => {
    stubCheckout({
      routes: {
        [`POST ${CHECKOUT_PATH}`]: () => apiError(404, 'PLAN_NOT_FOUND', 'That subscription plan does not exist.'),
      },
    });
    const user = renderCheckout();
    await chooseOils(user, FOUR_OILS);
    await fillAddress(user);
    await user.click(proceedButton());
    expect(await within(toastRegion()).findByText('That subscription plan does not exist.')).toBeVisible();
  });

  it('asks to sign in again when the session ended (401)', async () => {
    stubCheckout({
      routes: { [`POST ${CHECKOUT_PATH}`]: () => apiError(401, 'SIGN_IN_REQUIRED', 'Sign in to continue') },
    });
    const user = renderCheckout();
    await chooseOils(user, FOUR_OILS);
    await fillAddress(user);
    await user.click(proceedButton());
    expect(await within(toastRegion()).findByText('Authentication Required')).toBeVisible();
    expect(within(toastRegion()).getByText('Please sign in to subscribe')).toBeVisible();
  });

  it('retries a failed attempt with the same Idempotency-Key, and starts a new attempt after a refusal', async () => {
    let attempts = 0;
    const fetchSpy = stubCheckout({
      routes: {
        [`POST ${CHECKOUT_PATH}`]: () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('Failed to fetch');
          if (attempts === 2) return apiError(409, 'OUT_OF_STOCK', 'Sesame Oil is out of stock.');
          return Response.json({ redirectUrl: '/subscriptions/success?subscription_id=7' });
        },
      },
    });
    const user = renderCheckout();
    await chooseOils(user, FOUR_OILS);
    await fillAddress(user);

    await user.click(proceedButton());
    expect(await within(toastRegion()).findByText('Failed to create checkout session')).toBeVisible();
    await waitFor(() => expect(proceedButton()).toBeEnabled());

    await user.click(proceedButton());
    expect(await within(toastRegion()).findByText('Sesame Oil is out of stock.')).toBeVisible();
    await waitFor(() => expect(proceedButton()).toBeEnabled());

    await user.click(proceedButton());
    expect(await screen.findByRole('heading', { name: /^Success page/ })).toBeVisible();

    const keys = sentRequests(fetchSpy, 'POST', CHECKOUT_PATH).map(idempotencyKeyOf);
    expect(keys).toHaveLength(3);
    // Nobody knows whether the first one arrived: the retry is the same attempt.
    expect(keys[1]).toBe(keys[0]);
    // The server refused the second outright, so the third is a new attempt.
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('offers a retry when the payment options cannot be loaded', async () => {
    let options = () => new Response('', { status: 503 });
    stubCheckout({ routes: { '/api/checkout/options': () => options() } });
    const user = renderCheckout();

    expect(await screen.findByText("We couldn't load the payment options.")).toBeVisible();
    options = () => Response.json({ paymentMethods: ['stripe', 'pay_on_delivery'] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('radio', { name: 'Pay by card' })).toBeChecked();
  });
  describe('the first box’s delivery window', () => {
    const WINDOWS_PATH = '/api/delivery-windows?zipCode=30040';
    const offered = (windowId: number, date: string, label: string) => ({
      windowId,
      date,
      startsAt: `${date}T15:00:00.000Z`,
      endsAt: `${date}T17:00:00.000Z`,
      label,
      cutoffAt: `${date}T01:00:00.000Z`,
      cutoffLabel: `Order by 8:00 PM the day before ${label.split(',')[0]}`,
    });
    const monday = offered(1, '2026-11-30', 'Monday 30 November, 10:00 AM – 12:00 PM');
    const saturday = offered(16, '2026-12-05', 'Saturday 5 December, 10:00 AM – 12:00 PM');
    const windowsOf = (...windows: object[]) =>
      Response.json({ zipCode: '30040', zone: { id: 1, name: 'Forsyth County' }, windows, outsideArea: null });

    it('offers the windows of the ZIP code, the earliest chosen, and sends the one picked', async () => {
      const fetchSpy = stubCheckout({
        routes: {
          [WINDOWS_PATH]: () => windowsOf(monday, saturday),
          [`POST ${CHECKOUT_PATH}`]: () => Response.json({ redirectUrl: '/subscriptions/success?subscription_id=7' }),
        },
      });
      const user = renderCheckout();

      const select = await screen.findByRole('combobox', { name: 'Delivery window' });
      expect(select).toHaveDisplayValue(monday.label);
      expect(select).toHaveAccessibleDescription(/Later boxes come in the same weekly window when it has room/);
      await chooseOils(user, FOUR_OILS);
      await fillAddress(user);
      await user.selectOptions(select, saturday.label);
      await user.click(screen.getByRole('radio', { name: 'Pay on delivery' }));
      await user.click(proceedButton());

      await screen.findByRole('heading', { name: /Success page/ });
      expect(bodyOf(sentRequests(fetchSpy, 'POST', CHECKOUT_PATH)[0])).toMatchObject({
        deliveryWindow: { windowId: saturday.windowId, date: saturday.date },
      });
    });

    it('asks for the windows again when the one chosen filled up meanwhile', async () => {
      let windows = () => windowsOf(monday, saturday);
      const fetchSpy = stubCheckout({
        routes: {
          [WINDOWS_PATH]: () => windows(),
          [`POST ${CHECKOUT_PATH}`]: () =>
            apiError(409, 'DELIVERY_WINDOW_FULL', 'That delivery window just filled up. Please choose another.', [
              { field: 'deliveryWindow', message: 'That delivery window just filled up. Please choose another.' },
            ]),
        },
      });
      const user = renderCheckout();
      await screen.findByRole('combobox', { name: 'Delivery window' });
      await chooseOils(user, FOUR_OILS);
      await fillAddress(user);
      windows = () => windowsOf(saturday);
      await user.click(proceedButton());

      expect(await within(toastRegion()).findByText(/just filled up/)).toBeVisible();
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Delivery window' })).toHaveDisplayValue(saturday.label),
      );
      expect(sentRequests(fetchSpy, 'GET', WINDOWS_PATH)).toHaveLength(2);
    });

    it('leaves the window to the server when the list cannot be loaded', async () => {
      const fetchSpy = stubCheckout({
        routes: {
          [`POST ${CHECKOUT_PATH}`]: () => Response.json({ redirectUrl: '/subscriptions/success?subscription_id=7' }),
        },
      });
      const user = renderCheckout();
      expect(await screen.findByText(/earliest delivery window with room/)).toBeVisible();
      await chooseOils(user, FOUR_OILS);
      await fillAddress(user);
      await user.click(screen.getByRole('radio', { name: 'Pay on delivery' }));
      await user.click(proceedButton());

      await screen.findByRole('heading', { name: /Success page/ });
      expect(bodyOf(sentRequests(fetchSpy, 'POST', CHECKOUT_PATH)[0])).not.toHaveProperty('deliveryWindow');
    });
  });
});
