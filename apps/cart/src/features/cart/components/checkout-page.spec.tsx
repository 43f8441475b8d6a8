import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@shop/ui/router';
import type { SavedAddress } from '@shop/contracts/address-book';
import { idempotencyKeySchema, type PlaceOrderResponse } from '@shop/contracts/orders';
import { AppProviders } from '@shop/ui/app-providers';
import {
  cuminLine,
  forsythWindows,
  placedOrder,
  sentRequests,
  sesameAndCuminSummary,
  sesameOilLine,
  savedAddresses,
  stubApi,
  type ApiStubOptions,
} from '../../../testing/cart-fixtures.js';
import { leaveFor } from '../../../utils/leave-for.js';
import { CheckoutPage } from './checkout-page.js';

jest.mock('../../../utils/leave-for.js', () => ({ leaveFor: jest.fn() }));

function OrderPageProbe() {
  const { pathname, state } = useLocation();
  return (
    <h1>
      Order page {pathname} {JSON.stringify(state)}
    </h1>
  );
}

function renderCheckout(path = '/checkout') {
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/cart" element={<h1>Cart page</h1>} />
        <Route path="/orders/:id" element={<OrderPageProbe />} />
      </Routes>
    </AppProviders>,
  );
  return userEvent.setup();
}

function stubCheckout(options: Partial<ApiStubOptions> = {}) {
  return stubApi({ signedIn: true, cart: [sesameOilLine, cuminLine], summary: sesameAndCuminSummary, ...options });
}

const created = (response: PlaceOrderResponse) => Response.json(response, { status: 201 });

/** The account's name and e-mail, once the form has them (signedInUser: Asha Patel). */
async function accountFilledIn() {
  const firstName = await screen.findByLabelText('First name');
  await waitFor(() => expect(firstName).toHaveValue('Asha'));
  return firstName;
}

/** The account fills name and e-mail in; the shopper types the rest (an empty address book). */
async function fillCheckoutForm(user: UserEvent) {
  await accountFilledIn();
  await user.type(screen.getByLabelText('Phone'), '4045550123');
  await user.type(screen.getByLabelText('Address'), '12 Lanier Way');
}

function idempotencyKeyOf(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
}

function toastRegion() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

afterEach(() => jest.restoreAllMocks());

describe('CheckoutPage', () => {
  it('sends a signed-out shopper to the cart', async () => {
    stubApi({ signedIn: false });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeVisible();
    expect(window.location.pathname).toBe('/cart');
  });

  it('sends a shopper with an empty cart to the cart, saying why once', async () => {
    stubApi({ signedIn: true, cart: [] });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeVisible();
    const toasts = toastRegion();
    // A page's first toast shows once the toaster's code has loaded.
    expect(await within(toasts).findByText('Empty Cart')).toBeVisible();
    expect(within(toasts).getByText('Add some items to your cart before checking out.')).toBeVisible();
    expect(within(toasts).getAllByRole('listitem')).toHaveLength(1);
  });

  it("shows the items and the server's amounts, the account's name and e-mail, and the shop's defaults", async () => {
    stubCheckout();
    renderCheckout();

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    for (const section of ['Customer Information', 'Shipping Address', 'Payment Method', 'Order Summary']) {
      expect(screen.getByRole('region', { name: section })).toBeVisible();
    }
    expect(screen.getByLabelText('City')).toHaveValue('Cumming');
    expect(screen.getByLabelText('State')).toHaveValue('GA');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('30040');
    expect(await accountFilledIn()).toHaveValue('Asha');
    expect(screen.getByLabelText('Last name')).toHaveValue('Patel');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    // With no saved address, the shopper types it.
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(screen.queryByLabelText('Saved addresses')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Special instructions (optional)')).toHaveValue('');

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText(sesameOilLine.product.name)).toBeVisible();
    expect(await within(summary).findByRole('row', { name: 'Subtotal $45.47' })).toBeVisible();
    expect(within(summary).getByRole('row', { name: 'Shipping $12.99' })).toBeVisible();
    expect(within(summary).getByRole('row', { name: 'Tax (8.875%) $4.04' })).toBeVisible();
    expect(within(summary).getByRole('row', { name: 'Total $62.50' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Pay on delivery' })).toBeChecked();
    expect(within(summary).getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('shows a field’s message as soon as the shopper leaves it invalid', async () => {
    stubCheckout();
    const user = renderCheckout();

    await user.clear(await accountFilledIn());
    await user.tab();
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    // The field the shopper is now in, and those not visited yet, say nothing.
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Address is required')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.tab();
    expect(await screen.findByText('Valid email is required')).toBeVisible();

    await user.type(screen.getByLabelText('Phone'), '404555');
    await user.tab();
    expect(await screen.findByText('Valid phone number is required')).toBeVisible();

    await user.clear(screen.getByLabelText('City'));
    await user.tab();
    expect(await screen.findByText('City is required')).toBeVisible();

    await user.clear(screen.getByLabelText('ZIP code'));
    await user.type(screen.getByLabelText('ZIP code'), '3004');
    await user.tab();
    expect(await screen.findByText('ZIP code is required')).toBeVisible();
  });

  it('shows every message on submit and sends nothing', async () => {
    const fetchSpy = stubCheckout();
    const user = renderCheckout();
    await user.clear(await accountFilledIn());
    await user.clear(screen.getByLabelText('Last name'));
    await user.clear(screen.getByLabelText('Email'));

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    for (const message of [
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Valid phone number is required',
      'Address is required',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(sentRequests(fetchSpy, 'POST', '/api/orders')).toHaveLength(0);
  });

  it('shows "Setup Required" when no payment method is configured, and refuses to submit', async () => {
    const fetchSpy = stubCheckout({ checkoutOptions: { paymentMethods: [] } });
    renderCheckout();

    expect(await screen.findByRole('alert')).toHaveTextContent('Payment processing setup is required.');
    const button = screen.getByRole('button', { name: 'Setup Required' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    // Enter in a field, or a script, can still submit a form whose button is disabled.
    fireEvent.submit(screen.getByRole('form', { name: 'Checkout' }));

    const toasts = toastRegion();
    expect(await within(toasts).findByText('Payment Processing Unavailable')).toBeVisible();
    expect(within(toasts).getByText(/Online payment is not set up yet/)).toBeVisible();
    expect(sentRequests(fetchSpy, 'POST', '/api/orders')).toHaveLength(0);
  });

  it('places an order to pay on delivery and goes to it, without an "Empty Cart" detour', async () => {
    let cart = [sesameOilLine, cuminLine];
    const fetchSpy = stubCheckout({
      routes: {
        'GET /api/cart': () => Response.json(cart),
        'POST /api/orders': () => {
          cart = [];
          return created({ order: placedOrder, paymentUrl: null });
        },
      },
    });
    const user = renderCheckout();
    await fillCheckoutForm(user);
    await user.type(screen.getByLabelText('Special instructions (optional)'), 'Leave it by the side door.');
    expect(await screen.findByLabelText('Delivery window')).toHaveValue('1:2026-03-05');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Order page /orders/7 {"orderPlaced":true}' })).toBeVisible();
    const toasts = toastRegion();
    // A page's first toast shows once the toaster's code has loaded.
    expect(await within(toasts).findByText('Checkout Ready')).toBeVisible();
    expect(within(toasts).getByText('Your order is confirmed. Pay on delivery.')).toBeVisible();
    const [posted] = sentRequests(fetchSpy, 'POST', '/api/orders');
    expect(JSON.parse(String(posted?.body))).toEqual({
      firstName: 'Asha',
      lastName: 'Patel',
      email: 'asha@example.com',
      phone: '4045550123',
      address: '12 Lanier Way',
      city: 'Cumming',
      state: 'GA',
      zipCode: '30040',
      specialInstructions: 'Leave it by the side door.',
      paymentMethod: 'pay_on_delivery',
      deliveryWindow: { windowId: 1, date: '2026-03-05' },
    });
    expect(idempotencyKeySchema.safeParse(idempotencyKeyOf(posted)).success).toBe(true);
    // The cart, its totals and the order history are fetched anew.
    await waitFor(() => expect(sentRequests(fetchSpy, 'GET', '/api/cart').length).toBeGreaterThan(1));
    expect(within(toasts).queryByText('Empty Cart')).not.toBeInTheDocument();
  });

  it('offers the windows for the ZIP code, the earliest chosen, and books the one the shopper picks', async () => {
    const fetchSpy = stubCheckout({
      routes: { 'POST /api/orders': () => created({ order: placedOrder, paymentUrl: null }) },
    });
    const user = renderCheckout();
    await fillCheckoutForm(user);
    const select = await screen.findByLabelText('Delivery window');
    expect(select).toHaveValue('1:2026-03-05');
    expect(screen.getByText('Order by 8:00 PM Wednesday 4 March for this window.')).toBeVisible();
    expect(screen.getByText('Delivering to Forsyth County.')).toBeVisible();

    await user.selectOptions(select, 'Friday 6 March, 10:00 AM – 12:00 PM');
    expect(screen.getByText('Order by 8:00 PM Thursday 5 March for this window.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await screen.findByRole('heading', { name: /Order page \/orders\/7/ });
    const [posted] = sentRequests(fetchSpy, 'POST', '/api/orders');
    expect(JSON.parse(String(posted?.body)).deliveryWindow).toEqual({ windowId: 1, date: '2026-03-06' });
  });

  it('asks for a ZIP code before showing windows, and says so when the shop does not deliver there', async () => {
    stubCheckout({
      routes: {
        'GET /api/delivery-windows?zipCode=10001': () =>
          Response.json({
            zipCode: '10001',
            zone: null,
            windows: [],
            outsideArea: 'We do not deliver to 10001 (New York, NY) yet: we deliver within 50 miles of Cumming, GA',
          }),
      },
    });
    const user = renderCheckout();
    const zip = await screen.findByLabelText('ZIP code');
    await user.clear(zip);
    expect(screen.getByText('Enter your 5-digit ZIP code to see the delivery windows.')).toBeVisible();

    await user.type(zip, '10001');

    expect(await screen.findByText(/We do not deliver to 10001 \(New York, NY\) yet/)).toBeVisible();
  });

  it('offers the next window when the chosen one filled up meanwhile, and places the order with it', async () => {
    let attempts = 0;
    const fetchSpy = stubCheckout({
      routes: {
        'POST /api/orders': () => {
          attempts += 1;
          if (attempts > 1) return created({ order: placedOrder, paymentUrl: null });
          return Response.json(
            {
              statusCode: 409,
              error: 'Conflict',
              code: 'DELIVERY_WINDOW_FULL',
              message: 'That delivery window just filled up. Please choose another.',
              fieldErrors: [{ field: 'deliveryWindow', message: 'That delivery window just filled up.' }],
              deliveryWindows: forsythWindows.windows.slice(1),
            },
            { status: 409 },
          );
        },
      },
    });
    const user = renderCheckout();
    await fillCheckoutForm(user);
    await screen.findByLabelText('Delivery window');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(
      await screen.findByText(
        'That delivery window just filled up. Please choose another. We chose the next window with room: Thursday 5 March, 2:00 PM – 4:00 PM.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Delivery window')).toHaveValue('2:2026-03-05');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: /Order page \/orders\/7/ });
    const [, second] = sentRequests(fetchSpy, 'POST', '/api/orders');
    expect(JSON.parse(String(second?.body)).deliveryWindow).toEqual({ windowId: 2, date: '2026-03-05' });
  });

  it('sends a retried submission with the same Idempotency-Key, and a changed form with a new one', async () => {
    let attempts = 0;
    const fetchSpy = stubCheckout({
      routes: {
        'POST /api/orders': () => {
          attempts += 1;
          if (attempts <= 2) throw new TypeError('Failed to fetch');
          return created({ order: placedOrder, paymentUrl: null });
        },
      },
    });
    const user = renderCheckout();
    await fillCheckoutForm(user);
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });

    await user.click(placeOrder);
    expect(await within(toastRegion()).findByText('Checkout Error')).toBeVisible();
    expect(within(toastRegion()).getByText('There was an error processing your checkout.')).toBeVisible();
    await waitFor(() => expect(placeOrder).toBeEnabled());

    await user.click(placeOrder);
    await waitFor(() => expect(sentRequests(fetchSpy, 'POST', '/api/orders')).toHaveLength(2));
    await waitFor(() => expect(placeOrder).toBeEnabled());

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '7705550199');
    await user.click(placeOrder);

    expect(await screen.findByRole('heading', { name: /^Order page \/orders\/7/ })).toBeVisible();
    const keys = sentRequests(fetchSpy, 'POST', '/api/orders').map(idempotencyKeyOf);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("adds the server's reason to the error, puts field errors under their fields, and starts a new attempt", async () => {
    let answer = () =>
      Response.json(
        {
          statusCode: 409,
          error: 'Conflict',
          code: 'OUT_OF_STOCK',
          message: 'Only 1 of Cumin Seeds (Jeera) left in stock.',
        },
        { status: 409 },
      );
    const fetchSpy = stubCheckout({ routes: { 'POST /api/orders': () => answer() } });
    const user = renderCheckout();
    await fillCheckoutForm(user);
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });

    await user.click(placeOrder);
    expect(await within(toastRegion()).findByText('Checkout Error')).toBeVisible();
    expect(
      within(toastRegion()).getByText(
        'There was an error processing your checkout. Only 1 of Cumin Seeds (Jeera) left in stock.',
      ),
    ).toBeVisible();

    answer = () =>
      Response.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          fieldErrors: [{ field: 'zipCode', message: 'We do not deliver to this ZIP code yet' }],
        },
        { status: 400 },
      );
    await waitFor(() => expect(placeOrder).toBeEnabled());
    await user.click(placeOrder);

    expect(await screen.findByText('We do not deliver to this ZIP code yet')).toBeVisible();
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription('We do not deliver to this ZIP code yet');
    // The server refused the first attempt outright, so the second is a new one with its own key.
    const [first, second] = sentRequests(fetchSpy, 'POST', '/api/orders').map(idempotencyKeyOf);
    expect(second).not.toBe(first);
  });

  it('shows a pay-on-delivery limit’s message and stays on the checkout with the cart', async () => {
    const limit =
      'You already have 3 pay-on-delivery orders awaiting delivery, and we take at most 3 at once. ' +
      'You can place this order once one of them has been delivered.';
    stubCheckout({
      routes: {
        'POST /api/orders': () =>
          Response.json(
            { statusCode: 409, error: 'Conflict', code: 'PAY_ON_DELIVERY_ORDER_LIMIT', message: limit },
            { status: 409 },
          ),
      },
    });
    const user = renderCheckout();
    await fillCheckoutForm(user);
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });

    await user.click(placeOrder);

    expect(await within(toastRegion()).findByText('Checkout Error')).toBeVisible();
    expect(within(toastRegion()).getByText(`There was an error processing your checkout. ${limit}`)).toBeVisible();
    await waitFor(() => expect(placeOrder).toBeEnabled());
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  });

  it('goes to the card payment page for a card payment', async () => {
    const paymentUrl = 'https://checkout.stripe.com/c/pay/cs_test_123';
    stubCheckout({
      checkoutOptions: { paymentMethods: ['stripe', 'pay_on_delivery'] },
      routes: {
        'POST /api/orders': () =>
          created({ order: { ...placedOrder, status: 'pending', paymentMethod: 'stripe' }, paymentUrl }),
      },
    });
    const user = renderCheckout();
    await fillCheckoutForm(user);
    await user.click(screen.getByRole('radio', { name: 'Pay by card' }));
    await user.click(screen.getByRole('radio', { name: 'Pay on delivery' }));
    await user.click(screen.getByRole('radio', { name: 'Pay by card' }));

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(paymentUrl));
    expect(screen.getByText('Taking you to the payment page…')).toBeInTheDocument();
  });

  it('says so when the shopper comes back from a cancelled card payment', async () => {
    stubCheckout();
    renderCheckout('/checkout?payment=cancelled');
    expect(await screen.findByText('Payment was cancelled. Your cart is still here.')).toBeVisible();
  });
});

describe('CheckoutPage for a shopper with saved addresses', () => {
  const [lanierWay, tolbertStreet] = savedAddresses as [SavedAddress, SavedAddress];
  const withBook = (book: SavedAddress[] | (() => Promise<Response>)) =>
    stubCheckout({
      routes: {
        'GET /api/addresses': typeof book === 'function' ? book : () => Response.json(book),
        'POST /api/orders': () => created({ order: placedOrder, paymentUrl: null }),
      },
    });
  const addressFields = () =>
    ['Address', 'City', 'State', 'ZIP code', 'Phone'].map((label) => screen.getByLabelText(label));
  const postedOrder = (fetchSpy: jest.SpyInstance) =>
    JSON.parse(String(sentRequests(fetchSpy, 'POST', '/api/orders')[0]?.body)) as Record<string, unknown>;

  it('starts with the most recently used address, and fills in another one chosen from "Saved addresses"', async () => {
    const fetchSpy = withBook(savedAddresses);
    const user = renderCheckout();
    await accountFilledIn();
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue(lanierWay.address));
    expect(addressFields().map((field) => (field as HTMLInputElement).value)).toEqual([
      '12 Lanier Way',
      'Cumming',
      'GA',
      '30040',
      '4045550123',
    ]);
    const picker = screen.getByLabelText('Saved addresses');
    expect(picker).toHaveValue(String(lanierWay.id));

    await user.selectOptions(picker, '7 Tolbert Street, Alpharetta, GA 30009');

    expect(addressFields().map((field) => (field as HTMLInputElement).value)).toEqual([
      '7 Tolbert Street',
      'Alpharetta',
      'GA',
      '30009',
      '7705550199',
    ]);
    // The fields stay the shopper's to change; an address edited into another one is no saved entry.
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '6785550100');
    await user.type(screen.getByLabelText('Address'), ' Apt 2');
    expect(picker).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await screen.findByRole('heading', { name: /^Order page \/orders\/7/ });
    expect(postedOrder(fetchSpy)).toMatchObject({
      firstName: 'Asha',
      lastName: 'Patel',
      email: 'asha@example.com',
      address: '7 Tolbert Street Apt 2',
      city: 'Alpharetta',
      state: 'GA',
      zipCode: '30009',
      phone: '6785550100',
    });
  });

  it('fills in a single saved address without offering a choice', async () => {
    withBook([tolbertStreet]);
    renderCheckout();
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue(tolbertStreet.address));
    expect(screen.getByLabelText('ZIP code')).toHaveValue('30009');
    expect(screen.queryByLabelText('Saved addresses')).not.toBeInTheDocument();
  });

  it('never fills over what the shopper typed before the address book arrived', async () => {
    let answerBook: (response: Response) => void = () => undefined;
    withBook(() => new Promise<Response>((resolve) => (answerBook = resolve)));
    const user = renderCheckout();
    await accountFilledIn();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Asha-Marie');
    await user.type(screen.getByLabelText('Address'), '99 Elm Road');

    answerBook(Response.json([tolbertStreet, lanierWay]));

    // The book arrived (its choice shows), but the address typed stays whole: no city or ZIP of
    // the latest saved address (Alpharetta, 30009) is mixed into it. The phone, untouched, is filled.
    const picker = await screen.findByLabelText('Saved addresses');
    expect(picker).toHaveValue('');
    expect(addressFields().map((field) => (field as HTMLInputElement).value)).toEqual([
      '99 Elm Road',
      'Cumming',
      'GA',
      '30040',
      '7705550199',
    ]);
    expect(screen.getByLabelText('First name')).toHaveValue('Asha-Marie');
  });
});
