import { createHash } from 'node:crypto';
import request from 'supertest';
import { outboxPageSchema } from '@shop/contracts/admin-emails';
import { emailVerificationStatusSchema } from '@shop/contracts/email-verification';
import { productListSchema } from '@shop/contracts/products';
import { SettableClock } from '../../../test/renewal-helpers.js';
import { browser, newShopper } from '../../../test/shopper-agent.js';
import { signedInAs } from '../../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import {
  latestVerificationLink,
  openLink,
  verificationLinks,
  verificationResult,
} from '../../../test/verification-helpers.js';

const PUBLIC_URL = 'http://shop.test';
const CONFIGURED_OWNER = 'First.Owner@Example.com';

describe('e-mail verification: a single-use, expiring link bound to the account and its address', () => {
  let shop: TestApp;
  const clock = new SettableClock(new Date());

  beforeAll(async () => {
    shop = await startTestApp({
      clock,
      env: {
        PUBLIC_URL,
        OWNER_EMAILS: CONFIGURED_OWNER,
        EMAIL_VERIFICATION_HOURS: '24',
        RATE_LIMIT_VERIFICATION_EMAILS: '2/60m',
      },
    });
  });

  afterAll(async () => {
    await shop?.close();
  });

  /** A new account, signed in on its own client, and the link its sign-up e-mailed. */
  async function registered(overrides: { email?: string } = {}) {
    const account = newShopper(overrides);
    const agent = browser(shop);
    await agent.post('/api/auth/register', account).expect(201);
    return Object.assign(agent, { email: account.email.toLowerCase(), password: account.password });
  }

  const statusOf = async (agent: ReturnType<typeof browser>) =>
    emailVerificationStatusSchema.parse((await agent.get('/api/auth/email-verification').expect(200)).body);
  const roleOf = async (agent: ReturnType<typeof browser>) => (await agent.get('/api/auth/user').expect(200)).body.role;

  /** Everything a link or a request for one could change. */
  async function snapshot() {
    const [users, links, outbox, audit] = await Promise.all([
      shop.dataSource.query(`SELECT "id", "email", "emailVerified", "role" FROM "users" ORDER BY "id"`),
      shop.dataSource.query(
        `SELECT "id", "userId", "email", "expiresAt", "usedAt" FROM "email_verifications" ORDER BY "id"`,
      ),
      shop.dataSource.query(`SELECT "id", "toAddress", "status" FROM "email_outbox" ORDER BY "id"`),
      shop.dataSource.query(`SELECT count(*)::int AS "count" FROM "audit_log"`),
    ]);
    return { users, links, outbox, audit };
  }

  it('e-mails a link on PUBLIC_URL at sign-up; the account shops meanwhile; only a hash of the token is kept', async () => {
    const shopper = await registered();
    expect(await statusOf(shopper)).toEqual({ email: shopper.email, verified: false });

    const [link, ...more] = await verificationLinks(shop, shopper.email);
    expect(more).toEqual([]);
    expect(link!.origin).toBe(PUBLIC_URL);
    expect(link!.pathname).toBe('/api/auth/verify-email');
    const token = link!.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const [email] = await shop.dataSource.query(
      `SELECT "subject", "textBody" FROM "email_outbox" WHERE "toAddress" = $1`,
      [shopper.email],
    );
    expect(email.subject).toBe('Verify your e-mail address for Cumming Organics');
    expect(email.textBody).toContain('Hello Asha,');
    expect(email.textBody).toContain('The link works once and expires in 24 hours.');
    const [stored] = await shop.dataSource.query(
      `SELECT v."tokenHash", v."email" FROM "email_verifications" v JOIN "users" u ON u."id" = v."userId" WHERE u."email" = $1`,
      [shopper.email],
    );
    expect(stored).toEqual({ tokenHash: createHash('sha256').update(token).digest('hex'), email: shopper.email });

    const products = productListSchema.parse((await shopper.get('/api/products').expect(200)).body);
    const product = products.find((candidate) => candidate.inStock === 'true')!;
    await shopper.post('/api/cart', { productId: product.id, quantity: 1 }).expect(201);
  });

  it('verifies the account when the link is opened as a page, then sends the browser to the result page', async () => {
    const shopper = await registered();
    const link = await latestVerificationLink(shop, shopper.email);

    const opened = await openLink(shop, link).expect(303);
    expect(verificationResult(opened)).toBe('verified');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.headers.location).not.toContain(link.searchParams.get('token'));
    expect(await statusOf(shopper)).toEqual({ email: shopper.email, verified: true });
    expect(await roleOf(shopper)).toBe('shopper');

    // Browsers without Fetch Metadata (older ones) open it too: a page navigation asks for HTML.
    const second = await registered();
    const plain = await request(shop.http)
      .get(pathOf(await latestVerificationLink(shop, second.email)))
      .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .expect(303);
    expect(verificationResult(plain)).toBe('verified');
  });

  it('works once: the same link again changes nothing and says the address is already verified', async () => {
    const shopper = await registered();
    const link = await latestVerificationLink(shop, shopper.email);
    await openLink(shop, link).expect(303);
    const before = await snapshot();

    expect(verificationResult(await openLink(shop, link).expect(303))).toBe('already-verified');
    expect(await snapshot()).toEqual(before);
  });

  it('expires: an old link changes nothing, and a new one sent on request works', async () => {
    const shopper = await registered();
    const link = await latestVerificationLink(shop, shopper.email);
    clock.advanceHours(24);
    try {
      const before = await snapshot();
      expect(verificationResult(await openLink(shop, link).expect(303))).toBe('expired');
      expect(await snapshot()).toEqual(before);
      expect(await statusOf(shopper)).toMatchObject({ verified: false });

      const sent = await shopper.post('/api/auth/email-verification').expect(202);
      expect(sent.body).toEqual({ sentTo: shopper.email });
      const fresh = await latestVerificationLink(shop, shopper.email);
      expect(fresh.href).not.toBe(link.href);
      expect(verificationResult(await openLink(shop, fresh).expect(303))).toBe('verified');
      expect(await statusOf(shopper)).toMatchObject({ verified: true });
    } finally {
      clock.advanceHours(-24);
    }
  });

  it('cannot be forged: unknown, altered, cut short, repeated or missing tokens are invalid and change nothing', async () => {
    const shopper = await registered();
    const link = await latestVerificationLink(shop, shopper.email);
    const token = link.searchParams.get('token')!;
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const before = await snapshot();

    for (const query of [
      `?token=${'A'.repeat(43)}`,
      `?token=${altered}`,
      `?token=${token.slice(0, 42)}`,
      `?token=${token}x`,
      `?token=${encodeURIComponent(`${token.slice(0, 42)}+`)}`,
      `?token=${token}&token=${token}`,
      `?token[]=${token}`,
      '',
    ]) {
      const opened = await openLink(shop, `/api/auth/verify-email${query}`).expect(303);
      expect({ query, result: verificationResult(opened) }).toEqual({ query, result: 'invalid' });
    }
    expect(await snapshot()).toEqual(before);
    expect(verificationResult(await openLink(shop, link).expect(303))).toBe('verified');
  });

  it('verifies only the account it was sent for, whoever opens it; another account cannot use it for itself', async () => {
    const owner = await registered();
    const other = await registered();
    const link = await latestVerificationLink(shop, owner.email);

    // Opened in the other account's signed-in browser: the link's account is verified, not the session's.
    const opened = await other.agent
      .get(pathOf(link))
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Sec-Fetch-Mode', 'navigate')
      .set('Sec-Fetch-Dest', 'document')
      .expect(303);
    expect(verificationResult(opened)).toBe('verified');
    expect(await statusOf(owner)).toMatchObject({ verified: true });
    expect(await statusOf(other)).toMatchObject({ verified: false });

    const before = await snapshot();
    const reused = await other.agent.get(pathOf(link)).set('Accept', 'text/html').expect(303);
    expect(verificationResult(reused)).toBe('already-verified');
    expect(await snapshot()).toEqual(before);
    expect(await statusOf(other)).toMatchObject({ verified: false });
  });

  it('is void once the account has another address: it verified the old one, not the new one', async () => {
    const shopper = await registered();
    const link = await latestVerificationLink(shop, shopper.email);
    await shop.dataSource.query(`UPDATE "users" SET "email" = $1 WHERE "email" = $2`, [
      `moved-${shopper.email}`,
      shopper.email,
    ]);
    const before = await snapshot();
    expect(verificationResult(await openLink(shop, link).expect(303))).toBe('invalid');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a fetch that is not a page navigation (an <img>, a script, a frame, HEAD), changing nothing', async () => {
    const shopper = await registered();
    const link = await latestVerificationLink(shop, shopper.email);
    const before = await snapshot();

    for (const destination of ['image', 'script', 'iframe', 'empty']) {
      const refused = await openLink(shop, link, destination).expect(403);
      expect(refused.body).toMatchObject({ code: 'PAGE_NAVIGATION_REQUIRED' });
    }
    await request(shop.http).head(pathOf(link)).set('Accept', 'text/html').expect(403);
    // Half a navigation's Fetch Metadata is not a page either.
    await request(shop.http).get(pathOf(link)).set('Sec-Fetch-Dest', 'document').expect(403);
    await request(shop.http)
      .get(pathOf(link))
      .set('Sec-Fetch-Mode', 'navigate')
      .set('Sec-Fetch-Dest', 'iframe')
      .expect(403);
    // Without Fetch Metadata only a request for HTML is a page: an older browser's <img> asks for images.
    await request(shop.http).get(pathOf(link)).set('Accept', 'image/avif,image/webp,*/*').expect(403);
    await request(shop.http).get(pathOf(link)).expect(403);
    expect(await snapshot()).toEqual(before);

    expect(verificationResult(await openLink(shop, link).expect(303))).toBe('verified');
  });

  it('sends a new link on request, within a limit per account, and never to a verified account', async () => {
    await request(shop.http).post('/api/auth/email-verification').set('Sec-Fetch-Site', 'same-origin').expect(401);
    const shopper = await registered();
    const crossSite = await shopper.agent
      .post('/api/auth/email-verification')
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    expect(crossSite.body.code).toBe('CROSS_SITE_REQUEST');

    await shopper.post('/api/auth/email-verification').expect(202);
    await shopper.post('/api/auth/email-verification').expect(202);
    const links = await verificationLinks(shop, shopper.email);
    expect(links).toHaveLength(3);

    const before = await snapshot();
    const limited = await shopper.post('/api/auth/email-verification').expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);

    // Every link sent is its own: the first one still works (once).
    expect(verificationResult(await openLink(shop, links[0]!).expect(303))).toBe('verified');
    expect(verificationResult(await openLink(shop, links[2]!).expect(303))).toBe('already-verified');

    const verified = await registered();
    await openLink(shop, await latestVerificationLink(shop, verified.email)).expect(303);
    const unchanged = await snapshot();
    const refused = await verified.post('/api/auth/email-verification').expect(409);
    expect(refused.body).toMatchObject({
      code: 'EMAIL_ALREADY_VERIFIED',
      message: 'Your e-mail address is already verified.',
    });
    expect(await snapshot()).toEqual(unchanged);
  });

  it('makes an OWNER_EMAILS account owner only once its link is opened, not at sign-up or sign-in', async () => {
    const stranger = await registered({ email: CONFIGURED_OWNER });
    expect(await roleOf(stranger)).toBe('shopper');
    const again = browser(shop);
    await again.post('/api/auth/login', { email: CONFIGURED_OWNER, password: stranger.password }).expect(200);
    expect(await roleOf(again)).toBe('shopper');
    await again.get('/api/admin/staff').expect(403);
    const audit = () =>
      shop.dataSource.query(
        `SELECT "actorEmail", "before", "after" FROM "audit_log" WHERE "entityType" = 'user' AND "after"->>'email' = $1`,
        [stranger.email],
      );
    expect(await audit()).toEqual([]);

    const link = await latestVerificationLink(shop, stranger.email);
    expect(verificationResult(await openLink(shop, link).expect(303))).toBe('verified');
    // The role is read on every request: the signed-in sessions are owner at once.
    expect(await roleOf(stranger)).toBe('owner');
    expect(await roleOf(again)).toBe('owner');
    const later = browser(shop);
    await later.post('/api/auth/login', { email: CONFIGURED_OWNER, password: stranger.password }).expect(200);
    await later.get('/api/admin/staff').expect(200);
    expect(await audit()).toEqual([
      {
        actorEmail: 'OWNER_EMAILS setting',
        before: { email: stranger.email, role: 'shopper' },
        after: { email: stranger.email, role: 'owner' },
      },
    ]);
  });

  it('verifies once when the same link is opened many times at once', async () => {
    const shopper = await registered();
    const link = await latestVerificationLink(shop, shopper.email);
    const results = await Promise.all(
      Array.from({ length: 8 }, async () => verificationResult(await openLink(shop, link).expect(303))),
    );
    expect(results.filter((result) => result === 'verified')).toHaveLength(1);
    expect(results.filter((result) => result === 'already-verified')).toHaveLength(7);
    const [row] = await shop.dataSource.query(
      `SELECT count(*)::int AS "used" FROM "email_verifications" v JOIN "users" u ON u."id" = v."userId" WHERE u."email" = $1 AND v."usedAt" IS NOT NULL`,
      [shopper.email],
    );
    expect(row.used).toBe(1);
  });

  it('shows the team the verification e-mail in the outbox without its link', async () => {
    const shopper = await registered();
    const token = (await latestVerificationLink(shop, shopper.email)).searchParams.get('token')!;
    const staff = await signedInAs(shop, 'staff');
    const page = outboxPageSchema.parse((await staff.get('/api/admin/emails?pageSize=100').expect(200)).body);
    const email = page.items.find((item) => item.kind === 'email_verification' && item.to === shopper.email);
    expect(email?.text).toContain('[link hidden: only the recipient may open it]');
    expect(JSON.stringify(page)).not.toContain(token);
  });

  it('answers the status only to a signed-in shopper', async () => {
    await request(shop.http).get('/api/auth/email-verification').expect(401);
  });
});

function pathOf(link: URL): string {
  return `${link.pathname}${link.search}`;
}
