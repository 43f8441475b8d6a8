import request from 'supertest';
import { registeredApiRoutes } from '../../../test/hostile-input/route-inventory.js';
import { signedInAs, type SignedInAgent } from '../../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The back office's endpoints that only the owner may call (refunds, the team, the audit log, the
 * delivery schedule). Every other /api/admin/ endpoint is for staff and owners.
 */
const OWNER_ONLY_ROUTES = [
  'PUT /api/admin/staff',
  'GET /api/admin/audit',
  'POST /api/admin/orders/:id/refunds',
  // The delivery schedule: zones, their ZIPs and weekly windows (staff manage closures and runs).
  'POST /api/admin/delivery/zones',
  'PUT /api/admin/delivery/zones/:id',
  'DELETE /api/admin/delivery/zones/:id',
  'PUT /api/admin/delivery/zones/:id/zips',
  'POST /api/admin/delivery/zones/:id/windows',
  'PUT /api/admin/delivery/windows/:id',
  'DELETE /api/admin/delivery/windows/:id',
];

/** A concrete address for a route pattern: ids become 1 (what exists does not matter for access). */
const addressOf = (path: string) => path.replace(/:[A-Za-z]+/g, '1');

function send(agent: SignedInAgent | null, shop: TestApp, route: string) {
  const [method, path] = route.split(' ') as [string, string];
  const url = addressOf(path);
  if (!agent) {
    const anonymous = request(shop.http)[method.toLowerCase() as 'get'](url).set('Sec-Fetch-Site', 'same-origin');
    return method === 'GET' ? anonymous : anonymous.send({});
  }
  switch (method) {
    case 'GET':
      return agent.get(url);
    case 'PUT':
      return agent.put(url, {});
    case 'PATCH':
      return agent.patch(url, {});
    case 'DELETE':
      return agent.delete(url);
    default:
      return agent.post(url, {});
  }
}

describe('who may use the back office', () => {
  let shop: TestApp;
  let adminRoutes: string[];
  let shopper: SignedInAgent;
  let staff: SignedInAgent;
  let owner: SignedInAgent;

  beforeAll(async () => {
    shop = await startTestApp();
    // Express builds its router when the server first listens.
    await shop.app.listen(0, '127.0.0.1');
    adminRoutes = registeredApiRoutes(shop).filter((route) => route.split(' ')[1]!.startsWith('/api/admin/'));
    [shopper, staff, owner] = await Promise.all([
      signedInAs(shop, 'shopper'),
      signedInAs(shop, 'staff'),
      signedInAs(shop, 'owner'),
    ]);
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('lists owner-only routes that exist', () => {
    for (const route of OWNER_ONLY_ROUTES) expect(adminRoutes).toContain(route);
  });

  it('refuses every back-office endpoint to anonymous visitors with 401', async () => {
    for (const route of adminRoutes) {
      const response = await send(null, shop, route);
      expect({ route, status: response.status, code: response.body.code }).toEqual({
        route,
        status: 401,
        code: 'SIGN_IN_REQUIRED',
      });
    }
  });

  it('refuses every back-office endpoint to shoppers with 403, whatever the case of the path', async () => {
    for (const route of adminRoutes) {
      for (const variant of [route, route.replace('/api/admin/', '/API/Admin/')]) {
        const response = await send(shopper, shop, variant);
        expect({ route: variant, status: response.status, code: response.body.code }).toEqual({
          route: variant,
          status: 403,
          code: 'STAFF_ONLY',
        });
      }
    }
  });

  it('lets staff through every endpoint but the owner-only ones, which answer 403 OWNER_ONLY', async () => {
    for (const route of adminRoutes) {
      const response = await send(staff, shop, route);
      if (OWNER_ONLY_ROUTES.includes(route)) {
        expect({ route, status: response.status, code: response.body.code }).toEqual({
          route,
          status: 403,
          code: 'OWNER_ONLY',
        });
      } else {
        expect({ route, status: response.status }).not.toEqual({ route, status: 403 });
        expect({ route, status: response.status }).not.toEqual({ route, status: 401 });
      }
    }
  });

  it('lets the owner through every endpoint', async () => {
    for (const route of adminRoutes) {
      const response = await send(owner, shop, route);
      expect({ route, refused: [401, 403].includes(response.status) }).toEqual({ route, refused: false });
    }
  });

  it('tells the browser each role: the navbar shows the back-office link from it', async () => {
    expect((await shopper.get('/api/auth/user').expect(200)).body.role).toBe('shopper');
    expect((await staff.get('/api/auth/user').expect(200)).body.role).toBe('staff');
    expect((await owner.get('/api/auth/user').expect(200)).body.role).toBe('owner');
  });
});
