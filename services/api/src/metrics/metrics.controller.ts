import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../common/access/access.decorators.js';
import { ShopError } from '../common/errors/shop-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { MetricsService } from './metrics.service.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /api/metrics for Prometheus, behind METRICS_TOKEN (sent as `Authorization: Bearer <token>`):
 * the figures say how busy the shop is, which is nobody else's business. Off when no token is set.
 */
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Public()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() response: Response) {
    const token = this.config.metricsToken;
    if (!token) throw new ShopError('METRICS_OFF');
    const sent = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
    // Compared as digests of equal length, in constant time.
    if (!timingSafeEqual(digest(sent), digest(token))) throw new ShopError('METRICS_TOKEN_INVALID');
    response.setHeader('Content-Type', this.metrics.registry.contentType);
    response.setHeader('Cache-Control', 'no-store');
    response.send(await this.metrics.registry.metrics());
  }
}
