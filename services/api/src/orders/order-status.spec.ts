import { ORDER_STATUSES } from '@shop/contracts/orders';
import { canMove } from './order-status.js';

describe('order status', () => {
  it('lets a pending order be paid or cancelled', () => {
    expect(canMove('pending', 'paid')).toBe(true);
    expect(canMove('pending', 'cancelled')).toBe(true);
  });

  it('fulfils an accepted order in order: packed, out for delivery, delivered', () => {
    expect(canMove('paid', 'packed')).toBe(true);
    expect(canMove('confirmed', 'packed')).toBe(true);
    expect(canMove('packed', 'out_for_delivery')).toBe(true);
    expect(canMove('out_for_delivery', 'delivered')).toBe(true);
    expect(canMove('confirmed', 'out_for_delivery')).toBe(false);
    expect(canMove('packed', 'delivered')).toBe(false);
    expect(canMove('pending', 'packed')).toBe(false);
  });

  it('lets the shop cancel an order until it leaves with the driver', () => {
    for (const from of ['pending', 'paid', 'confirmed', 'packed'] as const)
      expect(canMove(from, 'cancelled')).toBe(true);
    for (const from of ['out_for_delivery', 'delivered'] as const) expect(canMove(from, 'cancelled')).toBe(false);
  });

  it('sends a failed delivery to be rescheduled: packed again for a new window, or cancelled', () => {
    expect(canMove('out_for_delivery', 'to_reschedule')).toBe(true);
    expect(canMove('to_reschedule', 'packed')).toBe(true);
    expect(canMove('to_reschedule', 'cancelled')).toBe(true);
    expect(canMove('to_reschedule', 'out_for_delivery')).toBe(false);
    expect(canMove('to_reschedule', 'delivered')).toBe(false);
    expect(canMove('packed', 'to_reschedule')).toBe(false);
  });

  it('keeps delivered and cancelled orders final', () => {
    for (const to of ORDER_STATUSES) {
      expect(canMove('delivered', to)).toBe(false);
      expect(canMove('cancelled', to)).toBe(false);
    }
  });

  it('never turns a pay-on-delivery order into a card payment', () => {
    expect(canMove('confirmed', 'paid')).toBe(false);
  });
});
