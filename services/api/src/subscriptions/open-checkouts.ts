import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, LessThan } from 'typeorm';
import { BoxCycles } from './box-cycles.service.js';
import { CheckoutFulfilment } from './checkout-fulfilment.js';
import { SUBSCRIPTION_CHECKOUT_MINUTES, SubscriptionBilling } from './subscription-billing.js';
import { Subscription } from './subscription.entity.js';

/** Past a session's expiry, how long Stripe's own `checkout.session.expired` event gets to arrive first. */
const GRACE_MINUTES = 5;

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/**
 * Card checkouts still open: asks Stripe how each ended, so the shopper's return to the success
 * page shows the outcome at once, and a checkout whose events never came (or whose process stopped
 * before reaching Stripe) does not hold its first box's bottles forever.
 */
@Injectable()
export class OpenCheckouts {
  private readonly logger = new Logger(OpenCheckouts.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly billing: SubscriptionBilling,
    private readonly cycles: BoxCycles,
    private readonly fulfilment: CheckoutFulfilment,
  ) {}

  /** Settles the shopper's open checkout, if any; Stripe being unreachable leaves it open. */
  async settleFor(userId: string): Promise<void> {
    const open = await this.dataSource
      .getRepository(Subscription)
      .findOneBy({ userId, status: 'incomplete', paymentMethod: 'stripe' });
    if (open) await this.settle(open, false);
  }

  /** Every checkout open past its session's expiry. Returns how many were settled. */
  async sweep(now: Date): Promise<number> {
    const stale = await this.dataSource.getRepository(Subscription).find({
      where: {
        status: 'incomplete',
        createdAt: LessThan(new Date(now.getTime() - (SUBSCRIPTION_CHECKOUT_MINUTES + GRACE_MINUTES) * 60_000)),
      },
      take: 100,
    });
    for (const open of stale) await this.settle(open, true);
    return stale.length;
  }

  private async settle(open: Subscription, pastExpiry: boolean): Promise<void> {
    try {
      let current = null;
      let invoiceId = null;
      if (open.stripeCheckoutSessionId && this.billing.enabled) {
        const session = await this.billing.retrieveSession(open.stripeCheckoutSessionId);
        const stripeSubscriptionId = idOf(session.subscription);
        if (session.status === 'complete' && session.payment_status !== 'unpaid' && stripeSubscriptionId) {
          current = await this.billing.retrieveSubscription(stripeSubscriptionId);
          invoiceId = idOf(session.invoice);
        } else if (session.status === 'open') {
          return;
        }
      } else if (!pastExpiry) {
        return;
      }
      await this.dataSource.transaction(async (manager) => {
        const subscription = await this.cycles.lockSubscription(manager, { id: open.id });
        if (subscription?.status !== 'incomplete') return;
        if (!current) return void (await this.fulfilment.expire(manager, subscription));
        await this.fulfilment.activate(manager, subscription, current);
        await this.fulfilment.firstBoxPaid(manager, subscription, invoiceId);
      });
    } catch (error) {
      this.logger.warn(`Could not settle the checkout of subscription ${open.id}: ${String(error)}`);
    }
  }
}
