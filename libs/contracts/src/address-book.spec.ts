import { savedAddressRequestSchema } from './address-book.js';

const valid = { address: '100 Main Street', city: 'Cumming', state: 'GA', zipCode: '30040', phone: '4045550100' };

describe('address book requests', () => {
  it('take the checkout form’s address fields, trimmed', () => {
    expect(savedAddressRequestSchema.parse({ ...valid, address: '  100 Main Street ' })).toEqual(valid);
  });

  it('refuse a bad field with the checkout form’s message', () => {
    const result = savedAddressRequestSchema.safeParse({ ...valid, phone: '555', zipCode: '300' });
    const messages = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    );
    expect(messages).toEqual({ phone: 'Valid phone number is required', zipCode: 'ZIP code is required' });
  });

  it('refuse the checkout form’s other fields and anything unknown', () => {
    for (const extra of [{ firstName: 'Asha' }, { id: 3 }]) {
      expect(savedAddressRequestSchema.safeParse({ ...valid, ...extra }).success).toBe(false);
    }
  });
});
