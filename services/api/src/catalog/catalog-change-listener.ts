import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { DATABASE_CONNECTION, type DatabaseConnection } from '../common/database/database-connection.js';
import { type ListenerLoss, PostgresListener } from '../common/database/postgres-listener.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { CatalogVersion } from './catalog-version.js';

/** The channel the database's triggers notify on (migration CatalogChangeNotifications). */
export const CATALOG_CHANNEL = 'shop_catalog';

/** The listener's application_name in pg_stat_activity. */
export const CATALOG_LISTENER_NAME = 'shop-api catalog listener';

/** Waits between attempts to listen again: 0.25 s, doubled each time, at most 5 s. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;
/** The link is checked every 10 s and counted lost when it does not answer within 3 s. */
const HEARTBEAT_MS = 10_000;
const ANSWER_WITHIN_MS = 3_000;

/**
 * Whether this process hears of catalog changes committed elsewhere: `listening`; `not-listening`
 * while its link is lost (kept lists and pages then fall back to their age limits); `not-needed` on
 * the embedded database, which one process has to itself.
 */
export type CatalogChangesState = 'listening' | 'not-listening' | 'not-needed';

/**
 * Tells this process of catalog changes other processes commit, so its kept products list and
 * rendered pages are rebuilt on their next request: one connection of its own LISTENs on
 * `shop_catalog` and moves CatalogVersion on each notification, and once more each time it starts
 * listening (what was committed while it was not is unknown). Its own commits come back too; they
 * moved the version already (CatalogChangeSubscriber), so that costs at most one more rebuild, and
 * it catches the writes the subscriber cannot see (SQL this process runs by hand).
 */
@Injectable()
export class CatalogChangeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogChangeListener.name);
  private readonly listener: PostgresListener | undefined;

  constructor(
    @Inject(DATABASE_CONNECTION) connection: DatabaseConnection,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly version: CatalogVersion,
    metrics: MetricsService,
  ) {
    if (connection.kind === 'pglite') return;
    const listening = new Gauge({
      name: 'shop_catalog_listening',
      help: '1 while this process listens for catalog changes made by other processes, else 0',
      registers: [metrics.registry],
    });
    const losses = new Counter({
      name: 'shop_catalog_listener_losses_total',
      help: 'Links to PostgreSQL the catalog listener lost, and attempts to listen again that failed',
      registers: [metrics.registry],
    });
    listening.set(0);
    this.listener = new PostgresListener({
      url: config.databaseListenUrl ?? connection.url,
      channel: CATALOG_CHANNEL,
      applicationName: CATALOG_LISTENER_NAME,
      onNotification: () => this.version.bump(),
      onListening: (outageMs) => {
        listening.set(1);
        this.version.bump();
        if (outageMs !== undefined) {
          this.logger.log(
            `Listening for other processes' catalog changes again after ${(outageMs / 1000).toFixed(1)} s`,
          );
        }
      },
      onLoss: (loss) => {
        listening.set(0);
        losses.inc();
        this.reportLoss(loss);
      },
      firstDelayMs: FIRST_RETRY_MS,
      maxDelayMs: MAX_RETRY_MS,
      heartbeatMs: HEARTBEAT_MS,
      answerWithinMs: ANSWER_WITHIN_MS,
    });
  }

  get state(): CatalogChangesState {
    if (!this.listener) return 'not-needed';
    return this.listener.isListening ? 'listening' : 'not-listening';
  }

  /** Before the server takes requests: listening by then unless PostgreSQL refuses (then retried). */
  async onApplicationBootstrap(): Promise<void> {
    await this.listener?.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener?.stop();
  }

  /** Once per outage as a warning; each further failed attempt at debug level only. */
  private reportLoss({ reason, outageBegins }: ListenerLoss): void {
    if (outageBegins) {
      this.logger.warn(
        `Not listening for other processes' catalog changes (${reason}): the kept products list and ` +
          'pages fall back to their age limits (PRODUCTS_LIST_MAX_AGE_MS, PAGE_CACHE_SECONDS) until it listens again',
      );
    } else {
      this.logger.debug(`Listening for catalog changes failed again (${reason}); retrying`);
    }
  }
}
