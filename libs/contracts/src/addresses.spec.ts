import { checkoutFormDefaults, checkoutFormSchema, subscriptionShippingSchema } from './addresses.js';

function messagesFor(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('checkout form', () => {
  it('defaults to Cumming, GA 30040', () => {
    expect(checkoutFormDefaults).toMatchObject({ city: 'Cumming', state: 'GA', zipCode: '30040' });
  });

  it('names every invalid field with the message shoppers see', () => {
    const result = checkoutFormSchema.safeParse({
      firstName: ' ',
      lastName: '',
      email: 'not-an-email',
      phone: '555',
      address: '1 A',
      city: 'C',
      state: 'G',
      zipCode: '300',
    });
    expect(messagesFor(result)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Valid email is required',
      phone: 'Valid phone number is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
    });
  });

  it('accepts a complete address and leaves special instructions optional', () => {
    const result = checkoutFormSchema.safeParse({
      ...checkoutFormDefaults,
      firstName: 'Asha',
      lastName: 'Patel',
      email: 'asha@example.com',
      phone: '4045550100',
      address: '100 Main Street',
      specialInstructions: undefined,
    });
    expect(result.success).toBe(true);
  });

  it('rejects fields it does not know', () => {
    const result = checkoutFormSchema.safeParse({ ...checkoutFormDefaults, total: '0.01' });
    expect(result.success).toBe(false);
  });
});

describe('subscription shipping form', () => {
  it('requires a state of exactly two letters', () => {
    const base = { address: '1 Main St', city: 'Cumming', zipCode: '30040', phone: '4045550100' };
    expect(subscriptionShippingSchema.safeParse({ ...base, state: 'GA' }).success).toBe(true);
    expect(messagesFor(subscriptionShippingSchema.safeParse({ ...base, state: 'GEO' }))).toEqual({
      state: 'State is required',
    });
  });

  it('uses the message shoppers see for a short phone number', () => {
    const result = subscriptionShippingSchema.safeParse({
      address: '1 Main St',
      city: 'Cumming',
      state: 'GA',
      zipCode: '30040',
      phone: '12345',
    });
    expect(messagesFor(result)).toEqual({ phone: 'Phone number is required' });
  });
});
