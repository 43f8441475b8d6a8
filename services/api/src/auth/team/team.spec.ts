import { auditPageSchema, staffListSchema } from '@shop/contracts/admin';
import { browser, newShopper } from '../../../test/shopper-agent.js';
import { signedInAs, type SignedInAgent } from '../../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { latestVerificationLink, openLink } from '../../../test/verification-helpers.js';
import { User } from '../user.entity.js';
import { makeOwner } from './make-owner.js';

const CONFIGURED_OWNER = 'First.Owner@Example.com';

describe('the shop team: roles, the first owner, the audit of role changes', () => {
  let shop: TestApp;
  let owner: SignedInAgent;

  beforeAll(async () => {
    shop = await startTestApp({ env: { OWNER_EMAILS: `${CONFIGURED_OWNER}, second.owner@example.com` } });
    owner = await signedInAs(shop, 'owner');
  });

  afterAll(async () => {
    await shop?.close();
  });

  const roleOf = async (email: string) =>
    (await shop.dataSource.getRepository(User).findOneByOrFail({ email: email.toLowerCase() })).role;
  // Read as the table, not through the audit module's entity (another module's private class).
  const auditRowsFor = (email: string): Promise<Record<string, unknown>[]> =>
    shop.dataSource.query(
      `SELECT "actorId", "actorEmail", "action", "before", "after" FROM "audit_log" WHERE "after"->>'email' = $1`,
      [email.toLowerCase()],
    );
  const auditCount = async () =>
    Number((await shop.dataSource.query<{ count: string }[]>('SELECT count(*) FROM "audit_log"'))[0]!.count);

  it('makes an account named in OWNER_EMAILS owner once its address is verified, once, whatever the case', async () => {
    const account = newShopper({ email: CONFIGURED_OWNER.toLowerCase() });
    const visitor = browser(shop);
    await visitor.post('/api/auth/register', account).expect(201);
    // Registering the address proves nothing: whoever did it first is still a shopper.
    expect((await visitor.get('/api/auth/user').expect(200)).body.role).toBe('shopper');
    await openLink(shop, await latestVerificationLink(shop, account.email)).expect(303);
    expect((await visitor.get('/api/auth/user').expect(200)).body.role).toBe('owner');

    const again = browser(shop);
    await again.post('/api/auth/login', { email: CONFIGURED_OWNER, password: account.password }).expect(200);
    expect((await again.get('/api/admin/staff').expect(200)).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: account.email, role: 'owner' })]),
    );
    const audit = await auditRowsFor(account.email);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: null,
      actorEmail: 'OWNER_EMAILS setting',
      action: 'staff.role',
      before: { role: 'shopper' },
      after: { role: 'owner' },
    });
  });

  it('leaves everyone else a shopper', async () => {
    const shopper = await signedInAs(shop, 'shopper');
    expect((await shopper.get('/api/auth/user').expect(200)).body.role).toBe('shopper');
    expect(await roleOf(shopper.email)).toBe('shopper');
  });

  it('makes an existing account owner from the command line, and says when there is none', async () => {
    const shopper = await signedInAs(shop, 'shopper');
    expect(await makeOwner(shop.dataSource, shop.config, shopper.email.toUpperCase())).toBe('made owner');
    expect(await makeOwner(shop.dataSource, shop.config, shopper.email)).toBe('already owner');
    expect(await makeOwner(shop.dataSource, shop.config, 'nobody@example.com')).toBe('no account');
    expect((await shopper.get('/api/auth/user').expect(200)).body.role).toBe('owner');
    expect(await auditRowsFor(shopper.email)).toEqual([
      expect.objectContaining({
        actorEmail: 'npm run admin:create',
        after: expect.objectContaining({ role: 'owner' }),
      }),
    ]);
  });

  it('lets the owner make a shopper staff and take it back; the change holds from the next request', async () => {
    const colleague = await signedInAs(shop, 'shopper');
    await colleague.get('/api/admin/staff').expect(403);

    const made = await owner.put('/api/admin/staff', { email: colleague.email, role: 'staff' }).expect(200);
    expect(made.body).toMatchObject({ email: colleague.email, role: 'staff' });
    const team = staffListSchema.parse((await colleague.get('/api/admin/staff').expect(200)).body);
    expect(team.map((member) => member.email)).toContain(colleague.email);
    expect(team.every((member) => member.role !== 'shopper')).toBe(true);

    await owner.put('/api/admin/staff', { email: colleague.email, role: 'shopper' }).expect(200);
    const refused = await colleague.get('/api/admin/staff').expect(403);
    expect(refused.body.code).toBe('STAFF_ONLY');

    const audit = auditPageSchema.parse(
      (await owner.get(`/api/admin/audit?entityType=user&pageSize=100`).expect(200)).body,
    );
    const changes = audit.items.filter((entry) => entry.after?.['email'] === colleague.email);
    expect(changes.map((entry) => [entry.actor.email, entry.before?.['role'], entry.after?.['role']])).toEqual([
      [owner.email, 'staff', 'shopper'],
      [owner.email, 'shopper', 'staff'],
    ]);
  });

  it('refuses staff changing roles, an owner changing their own, unknown accounts and bad input; nothing changes', async () => {
    const staff = await signedInAs(shop, 'staff');
    const target = await signedInAs(shop, 'shopper');
    const before = await auditCount();

    expect((await staff.put('/api/admin/staff', { email: target.email, role: 'owner' }).expect(403)).body.code).toBe(
      'OWNER_ONLY',
    );
    expect((await owner.put('/api/admin/staff', { email: owner.email, role: 'shopper' }).expect(409)).body.code).toBe(
      'OWN_ROLE_UNCHANGEABLE',
    );
    const unknown = await owner
      .put('/api/admin/staff', { email: 'no-such-person@example.com', role: 'staff' })
      .expect(404);
    expect(unknown.body).toMatchObject({ code: 'USER_NOT_FOUND', fieldErrors: [{ field: 'email' }] });
    const badRole = await owner.put('/api/admin/staff', { email: target.email, role: 'admin' }).expect(400);
    expect(badRole.body.fieldErrors).toEqual([{ field: 'role', message: 'Role must be shopper, staff or owner' }]);
    const badEmail = await owner.put('/api/admin/staff', { email: 'not an email', role: 'staff' }).expect(400);
    expect(badEmail.body.fieldErrors).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);

    expect(await roleOf(target.email)).toBe('shopper');
    expect(await roleOf(owner.email)).toBe('owner');
    expect(await auditCount()).toBe(before);
  });

  it('pages the audit log and refuses bad page values naming the field', async () => {
    const page = auditPageSchema.parse((await owner.get('/api/admin/audit?page=1&pageSize=2').expect(200)).body);
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    const times = page.items.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const bad = await owner.get('/api/admin/audit?pageSize=1000').expect(400);
    expect(bad.body.fieldErrors).toEqual([{ field: 'pageSize', message: 'Page size must be at most 100' }]);
  });
});
