import { Controller, Get, Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { healthSchema, livenessSchema, type Health } from '@shop/contracts/health';
import { CatalogChangeListener } from '../catalog/catalog-change-listener.js';
import { Public } from '../common/access/access.decorators.js';
import { ShopError } from '../common/errors/shop-error.js';
import { ResponseSchema } from '../common/response-schema.js';
import { DATABASE_CONNECTION, type DatabaseConnection } from '../common/database/database-connection.js';
import { databaseDown } from '../common/database/database-unavailable.js';
import { ShutdownState } from './shutdown-state.js';

@Public()
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    private readonly shutdown: ShutdownState,
    private readonly catalogChanges: CatalogChangeListener,
  ) {}

  /** Readiness: the database answers and the process is not shutting down. A load balancer takes the instance out on 503. */
  @Get()
  @ResponseSchema(healthSchema)
  async readiness(): Promise<Health> {
    if (this.shutdown.isDraining) throw new ShopError('SHUTTING_DOWN');
    const uptimeSeconds = Math.floor(process.uptime());
    try {
      await this.dataSource.query('SELECT 1');
      // Not hearing other processes' catalog changes leaves kept lists and pages up to their age
      // limits, a little late but never wrong: degraded, still ready.
      const catalogChanges = this.catalogChanges.state;
      const status = catalogChanges === 'not-listening' ? 'degraded' : 'ok';
      return { status, database: 'up', databaseKind: this.connection.kind, catalogChanges, uptimeSeconds };
    } catch (error) {
      throw databaseDown(error);
    }
  }

  /**
   * What the load balancer asks: 200 while this process takes requests, 503 SHUTTING_DOWN once it
   * has begun shutting down. It leaves the database out on purpose: when PostgreSQL is away every
   * process fails readiness at once, and a balancer checking readiness would take them all out and
   * answer its own bare 503, where each process answers DATABASE_DOWN with Retry-After and still
   * serves the catalog it keeps.
   */
  @Get('serving')
  @ResponseSchema(livenessSchema)
  serving() {
    if (this.shutdown.isDraining) throw new ShopError('SHUTTING_DOWN');
    return { status: 'ok' as const };
  }

  /** Liveness: the process serves HTTP; touches nothing else (also the benchmark's baseline route). */
  @Get('live')
  @ResponseSchema(livenessSchema)
  liveness() {
    return { status: 'ok' as const };
  }
}
