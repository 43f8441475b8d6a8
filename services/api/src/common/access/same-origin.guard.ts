import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { CROSS_SITE_ALLOWED } from './access.decorators.js';
import { ShopError } from '../errors/shop-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery protection for every state-changing call. Browsers label each
 * request with Sec-Fetch-Site, which page scripts cannot forge; older browsers send Origin. A
 * request from another site is refused with 403 before any handler runs. Requests with neither
 * header come from non-browser clients, which carry no ambient cookies to abuse.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method)) return true;
    if (this.reflector.getAllAndOverride<boolean>(CROSS_SITE_ALLOWED, [context.getHandler(), context.getClass()]))
      return true;

    const fetchSite = request.get('sec-fetch-site');
    if (fetchSite) {
      if (fetchSite === 'same-origin' || fetchSite === 'none') return true;
      throw new ShopError('CROSS_SITE_REQUEST');
    }
    const origin = request.get('origin');
    if (!origin || this.allowedOrigins(request).has(origin)) return true;
    throw new ShopError('CROSS_SITE_REQUEST');
  }

  private allowedOrigins(request: Request): Set<string> {
    const own = `${request.protocol}://${request.get('host')}`;
    return new Set([own, this.config.publicUrl.origin, ...this.config.allowedOrigins]);
  }
}
