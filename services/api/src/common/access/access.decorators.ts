import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { RateLimitName } from '../rate-limit/rate-limits.js';

export const IS_PUBLIC = Symbol('is-public');
export const RATE_LIMIT = Symbol('rate-limit');
export const CROSS_SITE_ALLOWED = Symbol('cross-site-allowed');

/** Anyone may call it, signed in or not. Endpoints are private unless they say this. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Anyone may call it, a limited number of times per address (sign-up, public forms). */
export const PublicRateLimited = (limit: RateLimitName) =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), SetMetadata(RATE_LIMIT, limit));

/** Called by another site's server, not a browser (signed webhooks): no same-origin check. */
export const CrossSiteAllowed = () => SetMetadata(CROSS_SITE_ALLOWED, true);

export const OWNER_ONLY = Symbol('owner-only');

/**
 * Back-office endpoints (every path under /api/admin/) are for staff and owners; this narrows one
 * to the owner alone (refunds, prices, staff). Shoppers get 403 STAFF_ONLY, staff 403 OWNER_ONLY.
 */
export const OwnerOnly = () => SetMetadata(OWNER_ONLY, true);
