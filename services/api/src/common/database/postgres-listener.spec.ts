import { startTcpFaultProxy, type TcpFaultProxy } from '../../../test/tcp-fault-proxy.js';
import { createTestDatabase } from '../../../test/test-database.js';
import type { DatabaseConnection } from './database-connection.js';
import { type ListenerLoss, PostgresListener } from './postgres-listener.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `done` holds; the deadline turns a state that never comes into a failure, not a hang. */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('Still not so after 20 s');
    await sleep(10);
  }
}

/**
 * The listener's own link, on either database: what it does when the link goes silent (a host
 * gone without closing the connection) or cannot be made, and that stopping it stops everything.
 * Hearing notifications between processes: catalog-changes-across-processes.spec.ts.
 */
describe('PostgresListener', () => {
  let database: DatabaseConnection;
  let relay: TcpFaultProxy;
  const events: ({ kind: 'listening'; outageMs: number | undefined } | ({ kind: 'loss' } & ListenerLoss))[] = [];
  const listeners: PostgresListener[] = [];

  const listenerTo = (url: string) => {
    const listener = new PostgresListener({
      url,
      channel: 'listener_test',
      applicationName: 'listener test',
      onNotification: () => undefined,
      onListening: (outageMs) => events.push({ kind: 'listening', outageMs }),
      onLoss: (loss) => events.push({ kind: 'loss', ...loss }),
      firstDelayMs: 20,
      maxDelayMs: 200,
      heartbeatMs: 100,
      // Generous, so a busy machine's pauses are not taken for a silent link.
      answerWithinMs: 2_000,
    });
    listeners.push(listener);
    return listener;
  };
  const losses = () => events.filter((event) => event.kind === 'loss');

  beforeAll(async () => {
    // Migrated: on PGlite a copy of a ready database starts in a fraction of an empty one's time.
    database = await createTestDatabase({ migratedOnPglite: true });
    const server = new URL(database.url);
    relay = await startTcpFaultProxy({ host: server.hostname, port: Number(server.port || 5432) });
  });
  beforeEach(() => {
    events.length = 0;
  });
  afterEach(async () => {
    for (const listener of listeners.splice(0)) await listener.stop();
    await relay.resume();
  });
  afterAll(async () => {
    await relay.close();
    await database.close();
  });

  it('notices a link that went silent by its heartbeat, once, and listens again when it answers', async () => {
    const listener = listenerTo(Object.assign(new URL(database.url), { host: relay.address }).toString());
    await listener.start();
    expect(listener.isListening).toBe(true);
    expect(events).toEqual([{ kind: 'listening', outageMs: undefined }]);

    events.length = 0;
    await relay.stall();
    await until(() => !listener.isListening);
    // New attempts go through the stalled relay too and time out: the outage begins once.
    await until(() => losses().length >= 3);
    expect(losses().map((loss) => loss.outageBegins)).toEqual([
      true,
      ...losses()
        .slice(1)
        .map(() => false),
    ]);

    await relay.resume();
    await until(() => listener.isListening);
    expect(events.at(-1)).toEqual({ kind: 'listening', outageMs: expect.any(Number) });
  });

  it('retries a server that refuses, with the reason, and stops retrying when stopped', async () => {
    const refused = Object.assign(new URL(database.url), { host: '127.0.0.1:1' }).toString();
    const listener = listenerTo(refused);
    await listener.start();
    expect(listener.isListening).toBe(false);
    await until(() => losses().length >= 3);
    expect(losses()[0]).toMatchObject({ outageBegins: true, reason: expect.stringContaining('ECONNREFUSED') });

    await listener.stop();
    const after = losses().length;
    // Longer than the longest wait between attempts: none comes after stop().
    await sleep(400);
    expect(losses()).toHaveLength(after);
    expect(listener.isListening).toBe(false);
  });
});
