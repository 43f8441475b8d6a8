import { randomUUID } from 'node:crypto';
import { outboxPageSchema } from '@shop/contracts/admin-emails';
import { SettableClock } from '../../test/renewal-helpers.js';
import { SmtpTestServer } from '../../test/smtp-test-server.js';
import { type SignedInAgent, signedInAs } from '../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { Outbox } from './outbox.js';
import { OutboxEmail } from './outbox-email.entity.js';
import { OutboxWorker } from './outbox-worker.js';

const MINUTE = 60_000;

/**
 * The outbox worker against a real SMTP server on loopback: what arrives, how often, and what
 * happens when the server refuses or is gone. The worker runs when a test says so.
 */
describe('e-mail worker', () => {
  const smtp = new SmtpTestServer();
  const clock = new SettableClock(new Date());
  let shop: TestApp;
  let worker: OutboxWorker;
  let staff: SignedInAgent;

  beforeAll(async () => {
    await smtp.start();
    shop = await startTestApp({
      seed: false,
      clock,
      env: {
        SMTP_URL: smtp.url,
        MAIL_WORKER_SECONDS: '0',
        MAIL_MAX_ATTEMPTS: '3',
        MAIL_FROM: 'Shop <orders@shop.test>',
      },
    });
    worker = shop.app.get(OutboxWorker);
    staff = await signedInAs(shop, 'staff');
    // The staff member's sign-up e-mailed a verification link: each test counts its own e-mails only.
    await shop.dataSource.query(`DELETE FROM email_outbox`);
  });
  afterAll(async () => {
    await shop.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    smtp.refuseWith = undefined;
    // Rows are written at the database's time: the test clock is never behind it.
    clock.set(new Date(Math.max(clock.now().getTime(), Date.now()) + 1_000));
  });

  async function enqueue(count = 1, text = 'Your order #42 is confirmed.\nThank you!') {
    const outbox = shop.app.get(Outbox);
    const addresses: string[] = [];
    await shop.dataSource.transaction(async (manager) => {
      for (let index = 0; index < count; index += 1) {
        const to = `shopper-${randomUUID()}@example.com`;
        addresses.push(to);
        await outbox.enqueue(manager, {
          kind: 'order_confirmation',
          dedupeKey: `test:${to}`,
          to,
          subject: `Order confirmed ${index + 1}`,
          text,
        });
      }
    });
    clock.set(new Date(Math.max(clock.now().getTime(), Date.now()) + 1_000));
    return addresses;
  }

  /** One e-mail; its recipient's address. */
  async function enqueueOne(text?: string): Promise<string> {
    const [to] = await enqueue(1, text);
    return to!;
  }

  const row = (to: string) => shop.dataSource.getRepository(OutboxEmail).findOneByOrFail({ toAddress: to });

  it('sends an e-mail once, from MAIL_FROM to its recipient, with its subject and text', async () => {
    const to = await enqueueOne('Namaste Asha,\n\nYour order #42 is confirmed.');

    expect(await worker.run()).toEqual({ sent: 1, failed: 0 });
    expect(await worker.run()).toEqual({ sent: 0, failed: 0 });

    expect(smtp.receivedBy(to)).toEqual([
      {
        mailFrom: 'orders@shop.test',
        rcptTo: [to],
        from: 'Shop <orders@shop.test>',
        to,
        subject: 'Order confirmed 1',
        body: 'Namaste Asha,\r\n\r\nYour order #42 is confirmed.',
      },
    ]);
    expect(await row(to)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sendingUntil: null });
    expect((await row(to)).sentAt?.getTime()).toBe(clock.now().getTime());
  });

  it('keeps a sent verification e-mail without its link: only the recipient has it', async () => {
    const to = `shopper-${randomUUID()}@example.com`;
    const token = randomUUID();
    const link = `https://shop.test/api/auth/email-verification/confirm?token=${token}`;
    await shop.dataSource.transaction((manager) =>
      shop.app.get(Outbox).enqueue(manager, {
        kind: 'email_verification',
        dedupeKey: `test:${to}`,
        to,
        subject: 'Confirm your e-mail address',
        text: `Open this link to confirm your address:\n${link}\n`,
      }),
    );
    clock.set(new Date(Math.max(clock.now().getTime(), Date.now()) + 1_000));
    expect((await row(to)).textBody).toContain(link);

    expect(await worker.run()).toEqual({ sent: 1, failed: 0 });

    // The text travels quoted-printable: its soft line breaks (=CRLF) can fall inside the token.
    expect(smtp.receivedBy(to)[0]?.body.replaceAll('=\r\n', '')).toContain(token);
    const sent = await row(to);
    expect(sent.status).toBe('sent');
    expect(sent.textBody).not.toContain(token);
    expect(sent.textBody).toBe(
      'Open this link to confirm your address:\n[link hidden: only the recipient may open it]\n',
    );
  });

  it('keeps every other sent e-mail as it was written', async () => {
    const text = 'Your order #42 is on its way: https://shop.test/orders/42';
    const to = await enqueueOne(text);

    expect(await worker.run()).toEqual({ sent: 1, failed: 0 });

    expect((await row(to)).textBody).toBe(text);
  });

  it('retries a refused e-mail after 1, 2 … minutes, gives up after MAIL_MAX_ATTEMPTS keeping it, and sends it again when asked', async () => {
    const to = await enqueueOne();
    smtp.refuseWith = 'Mailbox temporarily unavailable';

    expect(await worker.run()).toEqual({ sent: 0, failed: 1 });
    let email = await row(to);
    expect(email).toMatchObject({ status: 'pending', attempts: 1, sendingUntil: null });
    expect(email.lastError).toMatch(/Mailbox temporarily unavailable/);
    expect(email.nextAttemptAt.getTime()).toBe(clock.now().getTime() + MINUTE);

    // Not due before its backoff is over.
    clock.set(new Date(clock.now().getTime() + MINUTE - 1_000));
    expect(await worker.run()).toEqual({ sent: 0, failed: 0 });
    clock.set(new Date(clock.now().getTime() + 1_000));
    expect(await worker.run()).toEqual({ sent: 0, failed: 1 });
    email = await row(to);
    expect(email).toMatchObject({ status: 'pending', attempts: 2 });
    expect(email.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 2 * MINUTE);

    // The server is gone altogether for the last try.
    await smtp.stop();
    clock.set(new Date(clock.now().getTime() + 2 * MINUTE));
    expect(await worker.run()).toEqual({ sent: 0, failed: 1 });
    email = await row(to);
    expect(email).toMatchObject({ status: 'failed', attempts: 3 });
    expect(email.lastError).toMatch(/ECONNREFUSED|connect/i);

    // Failed is final for the worker: kept, never tried again on its own.
    clock.set(new Date(clock.now().getTime() + 24 * 60 * MINUTE));
    expect(await worker.run()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.receivedBy(to)).toEqual([]);

    // The server is back; staff press "Send again".
    await smtp.start();
    smtp.refuseWith = undefined;
    const failed = outboxPageSchema.parse((await staff.get('/api/admin/emails?status=failed').expect(200)).body);
    expect(failed.smtpConfigured).toBe(true);
    expect(failed.items.map((item) => item.to)).toContain(to);
    await staff.post(`/api/admin/emails/${email.id}/retry`).expect(200);

    expect(await worker.run()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.receivedBy(to)).toHaveLength(1);
    expect(await row(to)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('waits an hour at most between tries', async () => {
    const { retryDelayMs } = await import('./retry-backoff.js');
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempt) => retryDelayMs(attempt) / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });

  it('sends each of 20 e-mails exactly once when three workers run at the same moment', async () => {
    const addresses = await enqueue(20);

    const runs = await Promise.all([worker.run(), worker.run(), worker.run()]);

    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(20);
    for (const to of addresses) expect(smtp.receivedBy(to)).toHaveLength(1);
    const statuses = await shop.dataSource.query(
      `SELECT status, count(*)::int AS count FROM email_outbox WHERE "toAddress" = ANY($1) GROUP BY status`,
      [addresses],
    );
    expect(statuses).toEqual([{ status: 'sent', count: 20 }]);
  });

  it('refuses "Send again" for an e-mail being sent right now, and for one already sent', async () => {
    const to = await enqueueOne();
    const { id } = await row(to);
    // A claim as a worker holds it mid-send.
    await shop.dataSource.query(
      `UPDATE email_outbox SET "sendingUntil" = $2, "nextAttemptAt" = $2, attempts = 1 WHERE id = $1`,
      [id, new Date(clock.now().getTime() + 5 * MINUTE)],
    );
    const busy = await staff.post(`/api/admin/emails/${id}/retry`).expect(409);
    expect(busy.body).toMatchObject({
      code: 'EMAIL_RETRY_NOT_ALLOWED',
      message: 'This e-mail is being sent right now.',
    });

    // The worker died mid-send: once its claim lapses, the e-mail is tried again.
    clock.set(new Date(clock.now().getTime() + 5 * MINUTE));
    expect(await worker.run()).toEqual({ sent: 1, failed: 0 });
    const sent = await staff.post(`/api/admin/emails/${id}/retry`).expect(409);
    expect(sent.body).toMatchObject({ code: 'EMAIL_RETRY_NOT_ALLOWED', message: 'This e-mail has already been sent.' });
  });
});
