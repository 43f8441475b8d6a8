import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { CrossSiteAllowed, Public } from '../common/access/access.decorators.js';
import { ShopError } from '../common/errors/shop-error.js';
import { StripeEventRouter } from './stripe-event-router.js';
import { StripeGateway } from './stripe-gateway.js';

@Controller()
export class StripeWebhookController {
  constructor(
    private readonly stripe: StripeGateway,
    private readonly events: StripeEventRouter,
  ) {}

  /** Stripe calls this from its servers: signed, so no session and no same-origin check. */
  @Post('stripe/webhook')
  @Public()
  @CrossSiteAllowed()
  @HttpCode(200)
  async receive(@Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature: string | undefined) {
    if (!this.stripe.enabled) throw new ShopError('STRIPE_OFF');
    if (!signature || !request.rawBody) throw new ShopError('BAD_SIGNATURE', 'Missing Stripe signature');
    let event;
    try {
      event = this.stripe.verifyWebhook(request.rawBody, signature);
    } catch (error) {
      throw new ShopError('BAD_SIGNATURE', undefined, { cause: error });
    }
    return { received: true, outcome: await this.events.apply(event) };
  }
}
