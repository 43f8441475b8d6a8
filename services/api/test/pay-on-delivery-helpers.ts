import type { TestApp } from './test-app.js';

/**
 * Everything a refused checkout must leave as it was: orders and their timelines, subscriptions
 * and their boxes, the e-mails waiting to go, every product's stock and every cart line.
 */
export async function checkoutTables(shop: TestApp) {
  const [counts] = (await shop.dataSource.query(
    `SELECT (SELECT count(*)::int FROM orders) AS orders,
            (SELECT count(*)::int FROM order_events) AS "orderEvents",
            (SELECT count(*)::int FROM subscriptions) AS subscriptions,
            (SELECT count(*)::int FROM subscription_cycles) AS cycles,
            (SELECT count(*)::int FROM email_outbox) AS emails`,
  )) as { orders: number; orderEvents: number; subscriptions: number; cycles: number; emails: number }[];
  const stock = (await shop.dataSource.query(`SELECT id, stock FROM products ORDER BY id`)) as {
    id: number;
    stock: number;
  }[];
  const cartLines = (await shop.dataSource.query(
    `SELECT "userId", "productId", quantity FROM cart_items ORDER BY "userId", "productId"`,
  )) as { userId: string; productId: number; quantity: number }[];
  return { ...counts!, stock, cartLines };
}

/** How many pay-on-delivery orders of the cart (boxes aside) the account has in each status. */
export async function payOnDeliveryOrdersByStatus(shop: TestApp, email: string): Promise<Record<string, number>> {
  const rows = (await shop.dataSource.query(
    `SELECT o.status, count(*)::int AS count FROM orders o JOIN users u ON u.id = o."userId"
      WHERE u.email = $1 AND o."paymentMethod" = 'pay_on_delivery' AND o."subscriptionId" IS NULL
      GROUP BY o.status`,
    [email],
  )) as { status: string; count: number }[];
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}
