// Shoppers for the benchmarks that check out: signed up, a product in the cart, then POST
// /api/orders a few at a time. Each shopper states its own address in X-Forwarded-For (the server
// trusts its proxy), as shoppers behind a proxy would be seen, so the per-address limits on sign-up
// and checkout count each one alone. Works over plain HTTP (one process) and over HTTPS through
// HAProxy with a self-signed certificate (`agent` trusting it); `headers` are added to every request
// (X-Forwarded-Proto for a process reached without its proxy).
import { randomUUID } from 'node:crypto';
import { clusterRequest } from '../cluster/cluster.mjs';

/** The checkout form every bench shopper sends: pay on delivery in Cumming, the earliest window. */
export const benchCheckoutForm = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench@example.com',
  phone: '4045550100',
  address: '100 Main Street',
  city: 'Cumming',
  state: 'GA',
  zipCode: '30040',
  paymentMethod: 'pay_on_delivery',
};

/** Headers of shopper `index`: its own client address, a same-origin fetch, its session. */
export function shopperHeaders(index, cookie) {
  return {
    'Sec-Fetch-Site': 'same-origin',
    'X-Forwarded-For': `198.18.${Math.floor(index / 250) % 256}.${(index % 250) + 1}`,
    ...(cookie ? { Cookie: cookie } : {}),
  };
}

/**
 * `count` shoppers from `firstIndex`, each signed up with `productFor(index)` in the cart, prepared
 * `parallel` at a time (sign-up hashes a password: this is the slow part, not measured).
 */
export async function prepareShoppers(
  base,
  { firstIndex = 0, count, productFor, agent, headers = {}, parallel = 8, tag = Date.now() },
) {
  const shoppers = [];
  let next = firstIndex;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < firstIndex + count) {
        const index = next++;
        const signUp = await clusterRequest(base, '/api/auth/register', {
          method: 'POST',
          agent,
          headers: { ...headers, ...shopperHeaders(index) },
          body: {
            firstName: 'Bench',
            lastName: `Shopper${index}`,
            email: `bench-${index}-${tag}@example.com`,
            password: 'bench marking sesame oil',
          },
        });
        if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${signUp.body}`);
        const cookie = [signUp.headers['set-cookie']].flat()[0].split(';')[0];
        const added = await clusterRequest(base, '/api/cart', {
          method: 'POST',
          agent,
          headers: { ...headers, ...shopperHeaders(index, cookie) },
          body: { productId: productFor(index), quantity: 1 },
        });
        if (added.status !== 201) throw new Error(`add to cart answered ${added.status}: ${added.body}`);
        shoppers.push({ index, cookie });
      }
    }),
  );
  return shoppers;
}

/** The value at quantile q of sorted numbers. */
export function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/**
 * Every shopper places its order, `concurrency` at a time. Resolves with orders/s (201 answers per
 * second of the whole round), requests/s, p50 and p99 in ms and the count of each status.
 */
export async function checkoutRound(base, shoppers, { concurrency = 20, agent, headers = {} } = {}) {
  const latencies = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < shoppers.length) {
        const { index, cookie } = shoppers[next++];
        const begin = performance.now();
        const response = await clusterRequest(base, '/api/orders', {
          method: 'POST',
          agent,
          headers: { ...headers, ...shopperHeaders(index, cookie), 'Idempotency-Key': randomUUID() },
          body: benchCheckoutForm,
        });
        latencies.push(performance.now() - begin);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    ordersPerSecond: (statuses[201] ?? 0) / seconds,
    requestsPerSecond: shoppers.length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    statuses,
  };
}
