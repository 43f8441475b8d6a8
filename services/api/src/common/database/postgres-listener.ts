import pg from 'pg';

/** What a lost link or a failed attempt to listen is reported with. */
export interface ListenerLoss {
  /** Why, as the driver said it (no address or password: pg's messages carry neither). */
  reason: string;
  /** The first loss since the listener last listened: an outage begins. */
  outageBegins: boolean;
}

export interface PostgresListenerOptions {
  url: string;
  channel: string;
  /** Shown in pg_stat_activity, so an operator can tell this connection from the pool's. */
  applicationName: string;
  /** A notification on the channel arrived. */
  onNotification(): void;
  /**
   * LISTEN took effect: at start, and again after each outage (`outageMs` then says how long it
   * lasted). What was sent on the channel while it was not listening is lost.
   */
  onListening(outageMs: number | undefined): void;
  /** The link was lost, or an attempt to connect and listen failed. */
  onLoss(loss: ListenerLoss): void;
  /** The wait before the first new attempt after a loss, doubled per failed attempt up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /**
   * A `SELECT 1` this often: a link that went silent (a host gone without closing it) is noticed
   * when it does not answer within `answerWithinMs`, instead of listening to nothing for good.
   */
  heartbeatMs: number;
  answerWithinMs: number;
}

/**
 * One connection of its own (not from a pool) that LISTENs on a channel for as long as it is
 * started, and connects again, with backoff, whenever the link is lost. Each loss and each return
 * is reported once; what to do about them (log, count, fall back) is the caller's.
 */
export class PostgresListener {
  private client: pg.Client | undefined;
  private listening = false;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  /** Attempts failed since the last time it listened: the backoff's exponent. */
  private failedAttempts = 0;
  private outageSince: number | undefined;

  constructor(private readonly options: PostgresListenerOptions) {}

  get isListening(): boolean {
    return this.listening;
  }

  /** Resolves after the first attempt, listening or not (a failed one is retried on its own). */
  start(): Promise<void> {
    return this.attempt();
  }

  /** Ends the connection and every retry; for shutdown. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    if (client) await endWithin(client, this.options.answerWithinMs);
  }

  private async attempt(): Promise<void> {
    this.retry = undefined;
    if (this.stopped) return;
    const { url, channel, applicationName, answerWithinMs } = this.options;
    const client = new pg.Client({
      connectionString: url,
      application_name: applicationName,
      connectionTimeoutMillis: answerWithinMs,
      query_timeout: answerWithinMs,
      keepAlive: true,
    });
    this.client = client;
    client.on('notification', (message) => {
      if (this.client === client && message.channel === channel) this.options.onNotification();
    });
    client.on('error', (error) => this.lost(client, error));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    // Lost or stopped while connecting: that path has taken over.
    if (this.client !== client) return;
    // Only now: a connection closing while it is made ends in the rejection above, with its reason.
    client.on('end', () => this.lost(client, undefined));
    this.listening = true;
    this.failedAttempts = 0;
    const outageMs = this.outageSince === undefined ? undefined : Date.now() - this.outageSince;
    this.outageSince = undefined;
    this.heartbeat = setInterval(() => {
      client.query('SELECT 1').catch((error: unknown) => this.lost(client, error));
    }, this.options.heartbeatMs).unref();
    this.options.onListening(outageMs);
  }

  /** Each client is lost once: later events of a client already replaced are ignored. */
  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.listening = false;
    clearInterval(this.heartbeat);
    // A late socket error on the abandoned client must not become an unhandled 'error' event.
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    void endWithin(client, this.options.answerWithinMs);
    if (this.stopped) return;

    const outageBegins = this.outageSince === undefined;
    if (outageBegins) this.outageSince = Date.now();
    this.options.onLoss({ reason: reasonOf(error), outageBegins });
    // One connection per process: processes reconnecting together after a restart of
    // PostgreSQL are a handful of connections, so no jitter is needed.
    const delay = Math.min(this.options.maxDelayMs, this.options.firstDelayMs * 2 ** this.failedAttempts);
    this.failedAttempts += 1;
    this.retry = setTimeout(() => void this.attempt(), delay).unref();
  }
}

/** Duck-typed: socket errors may come from another realm than this module's Error (Jest's VM). */
function reasonOf(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : 'the connection was closed';
}

/** `client.end()` waits for the server to close the socket; over a dead link it would wait forever. */
async function endWithin(client: pg.Client, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.end().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms).unref();
    }),
  ]);
  clearTimeout(timer);
}
