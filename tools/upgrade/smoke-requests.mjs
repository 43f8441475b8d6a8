// What a shopper does, as plain HTTP calls against one API process: the smoke requests the
// previous release must still answer on the new schema. Each call checks its status and prints
// one line; a wrong answer throws with the body.
import { randomUUID } from 'node:crypto';

let shoppers = 0;

/** A browser of its own (cookie, client address) against `base`; `log` gets one line per call. */
export function shopper(base, log) {
  shoppers += 1;
  const address = `198.18.7.${shoppers}`;
  let cookie;

  async function call(method, path, { body, expect = 200, headers = {} } = {}) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'Sec-Fetch-Site': 'same-origin',
        'X-Forwarded-For': address,
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    const fresh = response.headers.getSetCookie?.()[0];
    if (fresh) cookie = fresh.split(';')[0];
    log(`${method} ${path} -> ${response.status}`);
    if (response.status !== expect) {
      throw new Error(`${method} ${path} answered ${response.status}, expected ${expect}: ${text.slice(0, 500)}`);
    }
    return text ? JSON.parse(text) : undefined;
  }

  return {
    call,
    get cookie() {
      return cookie;
    },
    /** Another process of the same shop, same browser (sessions live in the database). */
    on(otherBase) {
      const moved = shopper(otherBase, log);
      moved.adopt(cookie);
      return moved;
    },
    adopt(value) {
      cookie = value;
    },
  };
}

const CHECKOUT_FORM = {
  firstName: 'Upgrade',
  lastName: 'Smoke',
  email: 'upgrade-smoke@example.com',
  phone: '4045550100',
  address: '100 Main Street',
  city: 'Cumming',
  state: 'GA',
  zipCode: '30040',
  paymentMethod: 'pay_on_delivery',
};

/** The catalog as anyone sees it: health, the products list, one product's page data. */
export async function browseCatalog(client) {
  await client.call('GET', '/api/health');
  const products = await client.call('GET', '/api/products');
  const inStock = products.filter((product) => product.inStock === 'true' || product.inStock === true);
  if (inStock.length === 0) throw new Error('GET /api/products listed no product in stock');
  const product = await client.call('GET', `/api/products/${inStock[0].id}`);
  if (product.id !== inStock[0].id) throw new Error(`GET /api/products/${inStock[0].id} answered another product`);
  return inStock[0];
}

/**
 * Sign up, a cart, a pay-on-delivery checkout in the earliest delivery window (when this release
 * offers windows: older ones answer 404 and place the order without one), then the order listed.
 */
export async function buyOnce(client, product) {
  await client.call('POST', '/api/auth/register', {
    expect: 201,
    body: {
      firstName: 'Upgrade',
      lastName: 'Smoke',
      email: `upgrade-smoke-${randomUUID()}@example.com`,
      password: 'pressed sesame oil at dawn',
    },
  });
  await client.call('POST', '/api/cart', { expect: 201, body: { productId: product.id, quantity: 1 } });
  await client.call('GET', '/api/cart');
  const options = await client.call('GET', '/api/checkout/options');
  if (!JSON.stringify(options).includes('pay_on_delivery')) {
    throw new Error(`checkout does not offer pay on delivery: ${JSON.stringify(options)}`);
  }
  const windows = await windowsFor(client, CHECKOUT_FORM.zipCode);
  const deliveryWindow = windows?.[0] ? { windowId: windows[0].windowId, date: windows[0].date } : undefined;
  const placed = await client.call('POST', '/api/orders', {
    expect: 201,
    headers: { 'Idempotency-Key': randomUUID() },
    body: { ...CHECKOUT_FORM, ...(deliveryWindow ? { deliveryWindow } : {}) },
  });
  const order = placed.order;
  if (deliveryWindow && order.deliveryWindow?.windowId !== deliveryWindow.windowId) {
    throw new Error(`the order was not booked into window ${deliveryWindow.windowId}: ${JSON.stringify(order)}`);
  }
  await expectOrders(client, [order.id]);
  return { orderId: order.id, window: deliveryWindow };
}

/** The offered windows, or undefined when this release has no delivery windows. */
async function windowsFor(client, zipCode) {
  try {
    const answer = await client.call('GET', `/api/delivery-windows?zipCode=${zipCode}`);
    if (answer.windows.length === 0) throw new Error(`no delivery window offered for ${zipCode}`);
    return answer.windows;
  } catch (error) {
    if (/answered 404/.test(error.message)) return undefined;
    throw error;
  }
}

/** The shopper's order listing includes every one of `orderIds`. */
export async function expectOrders(client, orderIds) {
  const orders = await client.call('GET', '/api/orders');
  const listed = new Set(orders.map((order) => order.id));
  const missing = orderIds.filter((id) => !listed.has(id));
  if (missing.length) throw new Error(`GET /api/orders does not list order(s) ${missing.join(', ')}`);
}
