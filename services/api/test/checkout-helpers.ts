import { randomUUID } from 'node:crypto';
import { checkoutFormDefaults } from '@shop/contracts/addresses';
import type { PaymentMethod } from '@shop/contracts/orders';
import { browser, newShopper } from './shopper-agent.js';
import type { TestApp } from './test-app.js';

export const checkoutForm = {
  ...checkoutFormDefaults,
  firstName: 'Asha',
  lastName: 'Patel',
  email: 'asha@example.com',
  phone: '4045550100',
  address: '100 Main Street',
  specialInstructions: 'Leave at the side door',
};

/** A signed-in shopper with the given products in the cart. */
export async function shopperWithCart(shop: TestApp, lines: { productId: number; quantity: number }[]) {
  const client = browser(shop);
  await client.post('/api/auth/register', newShopper()).expect(201);
  for (const line of lines) await client.post('/api/cart', line).expect(201);
  return client;
}

export function placeOrder(
  client: ReturnType<typeof browser>,
  paymentMethod: PaymentMethod,
  idempotencyKey: string = randomUUID(),
  extra: Record<string, unknown> = {},
) {
  return client.agent
    .post('/api/orders')
    .set('Sec-Fetch-Site', 'same-origin')
    .set('Idempotency-Key', idempotencyKey)
    .send({ ...checkoutForm, paymentMethod, ...extra });
}

export async function productStock(shop: TestApp, productId: number): Promise<number> {
  const [row] = await shop.dataSource.query(`SELECT stock FROM products WHERE id = $1`, [productId]);
  return row.stock as number;
}
