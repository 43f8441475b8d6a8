import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

/** Route label of a request: the matched route pattern, never the raw path (bounded cardinality). */
function routeOf(request: Request): string {
  const pattern = (request.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${request.baseUrl}${pattern}`;
  return request.originalUrl.startsWith('/api') ? '(unmatched api)' : '(web)';
}

/**
 * The numbers an operator watches, in Prometheus' format (prom-client): requests by route and
 * status with their latency, the database pool, the event loop and memory (prom-client's
 * defaults), and what the shop does: orders placed, sign-ins, password checks, form submissions.
 * One registry per app, so tests that start an app get their own counters.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed, by payment method',
    labelNames: ['payment_method'] as const,
    registers: [this.registry],
  });

  readonly signIns = new Counter({
    name: 'shop_sign_ins_total',
    help: 'Sign-in attempts by method and outcome',
    labelNames: ['method', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly passwordChecks = new Counter({
    name: 'shop_password_checks_total',
    help: 'Passwords checked against their hash (attempts refused by a lockout never get here)',
    registers: [this.registry],
  });

  readonly formSubmissions = new Counter({
    name: 'shop_form_submissions_total',
    help: 'Public form submissions stored, by form',
    labelNames: ['form'] as const,
    registers: [this.registry],
  });

  readonly chatAnswers = new Counter({
    name: 'shop_chat_answers_total',
    help: 'Support chat answers, by topic answered ("unknown" when the bot did not know)',
    labelNames: ['topic'] as const,
    registers: [this.registry],
  });

  readonly chatHandoffs = new Counter({
    name: 'shop_chat_handoffs_total',
    help: 'Support chat conversations handed to a person',
    registers: [this.registry],
  });

  readonly abandonedOrdersCancelled = new Counter({
    name: 'shop_abandoned_orders_cancelled_total',
    help: 'Card orders cancelled because they never reached Stripe',
    registers: [this.registry],
  });

  /** Counted when a run closes: one per stop. `reason` is the failure's, "none" for a delivery. */
  readonly deliveryStops = new Counter({
    name: 'shop_delivery_stops_total',
    help: 'Delivery stops settled at their run’s close, by outcome and failure reason',
    labelNames: ['outcome', 'reason'] as const,
    registers: [this.registry],
  });

  readonly deliveryCollectedCents = new Counter({
    name: 'shop_delivery_collected_cents_total',
    help: 'Money collected at the door in cents, counted at each run’s close, by kind (cash or card)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  /** One per outage: the process stopped reaching Redis and began counting rate limits itself. */
  readonly rateLimitStoreFallbacks = new Counter({
    name: 'shop_rate_limit_store_fallbacks_total',
    help: 'Times this process lost Redis and began counting rate limits in its own memory, each at 1/CLUSTER_PROCESSES',
    registers: [this.registry],
  });

  readonly rateLimitStoreFallbackActive = new Gauge({
    name: 'shop_rate_limit_store_fallback_active',
    help: '1 while this process counts rate limits in its own memory because Redis does not answer, else 0',
    registers: [this.registry],
  });

  constructor(@InjectDataSource() dataSource: DataSource) {
    collectDefaultMetrics({ register: this.registry });
    // TypeORM's postgres driver keeps its pg.Pool as `master`.
    const pool = () => (dataSource.driver as unknown as { master?: Pool }).master;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const current = pool();
        this.set({ state: 'total' }, current?.totalCount ?? 0);
        this.set({ state: 'idle' }, current?.idleCount ?? 0);
        this.set({ state: 'waiting' }, current?.waitingCount ?? 0);
      },
    });
  }

  /** Express middleware timing every request, labelled by the route it matched. */
  httpMiddleware() {
    return (request: Request, response: Response, next: NextFunction) => {
      const stop = this.requestDuration.startTimer();
      // 'finish' comes once per answer: `on` spares the wrapper `once` makes for each request.
      response.on('finish', () =>
        stop({ method: request.method, route: routeOf(request), status: String(response.statusCode) }),
      );
      next();
    };
  }
}
