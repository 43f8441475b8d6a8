import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import type { Shopper } from './shoppers';

/**
 * Places the cart of the shopper signed in on `request` as a pay-on-delivery order, through the
 * API (tests that are about what happens after checkout), and answers the order's number.
 */
export async function placePayOnDeliveryOrder(
  request: APIRequestContext,
  shopper: Shopper,
  zipCode = '30040',
): Promise<number> {
  const placed = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      email: shopper.email,
      phone: '4045550123',
      address: '12 Lanier Way',
      city: 'Cumming',
      state: 'GA',
      zipCode,
      paymentMethod: 'pay_on_delivery',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { id: number } }).order.id;
}
