import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ADMIN_API_PREFIX } from '@shop/contracts/admin';
import { isStaffRole } from '@shop/contracts/auth';
import { OWNER_ONLY } from './access.decorators.js';
import { ShopError } from '../errors/shop-error.js';

/**
 * The back office by path, so no admin endpoint can forget it: under /api/admin/ a caller must be
 * staff or owner, and @OwnerOnly() endpoints the owner. Runs after the session guard, so an
 * anonymous caller has already had its 401. The role is read from the user row loaded for this
 * request, so a demotion takes effect on the next request.
 */
@Injectable()
export class RoleGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const ownerOnly = this.reflector.getAllAndOverride<boolean>(OWNER_ONLY, [context.getHandler(), context.getClass()]);
    if (!ownerOnly && !isBackOfficePath(routeOf(request))) return true;
    const role = request.user?.role;
    if (!role) throw new ShopError('SIGN_IN_REQUIRED');
    if (!isStaffRole(role)) throw new ShopError('STAFF_ONLY');
    if (ownerOnly && role !== 'owner') throw new ShopError('OWNER_ONLY');
    return true;
  }
}

/**
 * The route as registered (e.g. /api/admin/orders/:id), not as typed: Express matches paths
 * case-insensitively, so /API/Admin/orders reaches the same handler and must meet the same check.
 */
function routeOf(request: Request): string {
  const route: unknown = (request.route as { path?: unknown } | undefined)?.path;
  return (typeof route === 'string' ? route : request.path).toLowerCase();
}

export function isBackOfficePath(path: string): boolean {
  return path === ADMIN_API_PREFIX || path.startsWith(`${ADMIN_API_PREFIX}/`);
}
