import { SmtpTestServer } from '../../test/smtp-test-server.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { Outbox } from './outbox.js';
import { OutboxWorker } from './outbox-worker.js';

/** Closing the app while an e-mail is on its way: the send finishes, nothing new is started. */
describe('e-mail worker at shutdown', () => {
  const smtp = new SmtpTestServer();
  let shop: TestApp;

  beforeAll(async () => {
    await smtp.start();
    shop = await startTestApp({ seed: false, env: { SMTP_URL: smtp.url, MAIL_WORKER_SECONDS: '0' } });
  });
  afterAll(() => smtp.stop());

  it('finishes the claimed e-mails in flight before the app closes, and claims no more', async () => {
    const outbox = shop.app.get(Outbox);
    await shop.dataSource.transaction(async (manager) => {
      for (let index = 1; index <= 7; index += 1)
        await outbox.enqueue(manager, {
          kind: 'renewal_reminder',
          dedupeKey: `shutdown:${index}`,
          to: `subscriber${index}@example.com`,
          subject: `Your box renews soon ${index}`,
          text: 'Your next box ships on Friday.',
        });
    });
    smtp.slowDataMs = 300;

    const run = shop.app.get(OutboxWorker).tick();
    while (smtp.messagesStarted === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await shop.close();

    // The first batch (5) was claimed before the close: every one of them is sent, the rest wait.
    expect(await run).toEqual({ sent: 5, failed: 0 });
    expect(smtp.received).toHaveLength(5);
  });
});
