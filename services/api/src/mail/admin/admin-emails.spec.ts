import { randomUUID } from 'node:crypto';
import { auditPageSchema } from '@shop/contracts/admin';
import { outboxEmailSchema, outboxPageSchema } from '@shop/contracts/admin-emails';
import { apiErrorSchema } from '@shop/contracts/errors';
import { type SignedInAgent, signedInAs } from '../../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { Outbox } from '../outbox.js';
import { OutboxWorker } from '../outbox-worker.js';

/** The back office's outbox, on a shop without SMTP_URL: e-mails wait there and are shown. */
describe('/api/admin/emails', () => {
  let shop: TestApp;
  let staff: SignedInAgent;
  const batch = randomUUID().slice(0, 8);
  /** The ids of the e-mails made below, oldest first. */
  const ids: number[] = [];

  beforeAll(async () => {
    shop = await startTestApp({ seed: false });
    staff = await signedInAs(shop, 'staff');
    // The staff member's sign-up e-mailed a verification link; the page is checked on these five alone.
    await shop.dataSource.query(`DELETE FROM email_outbox`);
    const outbox = shop.app.get(Outbox);
    // One transaction per e-mail: each is written after the one before (newest first is by time).
    for (let index = 1; index <= 5; index += 1) {
      await shop.dataSource.transaction((manager) =>
        outbox.enqueue(manager, {
          kind: index % 2 ? 'order_confirmation' : 'staff_reply',
          dedupeKey: `${batch}:${index}`,
          to: `shopper${index}@example.com`,
          subject: `E-mail ${index}`,
          text: `Body ${index}`,
        }),
      );
    }
    const rows: { id: number }[] = await shop.dataSource.query(
      `SELECT id FROM email_outbox WHERE "dedupeKey" LIKE $1 ORDER BY id`,
      [`${batch}:%`],
    );
    ids.push(...rows.map((row) => row.id));
    // The 4th gave up after every try; the 5th was sent.
    await shop.dataSource.query(
      `UPDATE email_outbox SET status = 'failed', attempts = 8, "lastError" = '451 Try later' WHERE id = $1`,
      [ids[3]],
    );
    await shop.dataSource.query(
      `UPDATE email_outbox SET status = 'sent', attempts = 1, "sentAt" = now() WHERE id = $1`,
      [ids[4]],
    );
  });
  afterAll(() => shop.close());

  it('sends nothing without SMTP_URL: the e-mails wait, pending, and the page says SMTP is not configured', async () => {
    expect(await shop.app.get(OutboxWorker).run()).toEqual({ sent: 0, failed: 0 });
    const page = outboxPageSchema.parse((await staff.get('/api/admin/emails?status=pending').expect(200)).body);
    expect(page.smtpConfigured).toBe(false);
    expect(page.items.map((item) => item.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(page.items[0]).toMatchObject({ status: 'pending', attempts: 0, lastError: null, sentAt: null });
    expect(page.items[0]?.nextAttemptAt).toEqual(expect.any(String));
  });

  it('lists the outbox newest first, with everything the page shows, a page at a time', async () => {
    const first = outboxPageSchema.parse((await staff.get('/api/admin/emails?pageSize=2').expect(200)).body);
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(first.items.map((item) => item.id)).toEqual([ids[4], ids[3]]);
    expect(first.items[0]).toEqual({
      id: ids[4],
      kind: 'order_confirmation',
      to: 'shopper5@example.com',
      subject: 'E-mail 5',
      text: 'Body 5',
      status: 'sent',
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
      sentAt: expect.any(String),
      createdAt: expect.any(String),
    });
    const third = outboxPageSchema.parse((await staff.get('/api/admin/emails?pageSize=2&page=3').expect(200)).body);
    expect(third.items.map((item) => item.id)).toEqual([ids[0]]);
    const failed = outboxPageSchema.parse((await staff.get('/api/admin/emails?status=failed').expect(200)).body);
    expect(failed.items).toEqual([
      expect.objectContaining({ id: ids[3], status: 'failed', lastError: '451 Try later' }),
    ]);
  });

  it('sends a failed e-mail again: due now, its tries counted afresh, and the change in the audit log', async () => {
    const answer = outboxEmailSchema.parse((await staff.post(`/api/admin/emails/${ids[3]}/retry`).expect(200)).body);
    expect(answer).toMatchObject({ id: ids[3], status: 'pending', attempts: 0, lastError: '451 Try later' });
    expect(Date.parse(answer.nextAttemptAt!)).toBeLessThanOrEqual(Date.now());

    const owner = await signedInAs(shop, 'owner');
    const audit = auditPageSchema.parse(
      (await owner.get(`/api/admin/audit?entityType=email&entityId=${ids[3]}`).expect(200)).body,
    );
    expect(audit.items).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ email: staff.email }),
        action: 'email.retry',
        before: expect.objectContaining({ status: 'failed', attempts: 8 }),
        after: expect.objectContaining({ status: 'pending', attempts: 0 }),
      }),
    ]);
    // A pending one may be brought forward too.
    await staff.post(`/api/admin/emails/${ids[0]}/retry`).expect(200);
  });

  it('refuses to send a sent e-mail again (409) and answers 404 for one that does not exist, changing nothing', async () => {
    const sent = await staff.post(`/api/admin/emails/${ids[4]}/retry`).expect(409);
    expect(apiErrorSchema.parse(sent.body)).toMatchObject({ code: 'EMAIL_RETRY_NOT_ALLOWED' });
    const missing = await staff.post('/api/admin/emails/2147483000/retry').expect(404);
    expect(apiErrorSchema.parse(missing.body)).toMatchObject({ code: 'EMAIL_NOT_FOUND' });
    const [row] = await shop.dataSource.query(`SELECT status, attempts FROM email_outbox WHERE id = $1`, [ids[4]]);
    expect(row).toEqual({ status: 'sent', attempts: 1 });
    const audit = await shop.dataSource.query(`SELECT count(*)::int AS count FROM audit_log WHERE "entityId" = $1`, [
      String(ids[4]),
    ]);
    expect(audit).toEqual([{ count: 0 }]);
  });

  it.each([
    ['/api/admin/emails?status=bounced', 'status'],
    ['/api/admin/emails?page=0', 'page'],
    ['/api/admin/emails?pageSize=abc', 'pageSize'],
  ])('answers 400 naming the field for GET %s', async (url, field) => {
    const response = await staff.get(url).expect(400);
    expect(apiErrorSchema.parse(response.body).fieldErrors?.[0]?.field).toBe(field);
  });

  it.each(['abc', '0', '1.5', '99999999999'])('answers 400 naming the id for the e-mail id %s', async (id) => {
    const response = await staff.post(`/api/admin/emails/${id}/retry`).expect(400);
    expect(apiErrorSchema.parse(response.body).fieldErrors?.[0]?.field).toBe('id');
  });
});
