import { canMove } from './order-status.js';

describe('order status', () => {
  it('lets a pending order be paid or cancelled', () => {
    expect(canMove('pending', 'paid')).toBe(true);
    expect(canMove('pending', 'cancelled')).toBe(true);
  });

  it('keeps paid and cancelled orders final', () => {
    for (const to of ['pending', 'paid', 'confirmed', 'cancelled'] as const) {
      expect(canMove('paid', to)).toBe(false);
      expect(canMove('cancelled', to)).toBe(false);
    }
  });

  it('never turns a pay-on-delivery order into a card payment', () => {
    expect(canMove('confirmed', 'paid')).toBe(false);
  });
});
