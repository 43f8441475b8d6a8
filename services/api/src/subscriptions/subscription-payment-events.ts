import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { Outbox } from '../mail/outbox.js';
import { type StripeEventHandler, StripeEventRouter, type WebhookOutcome } from '../payments/stripe-event-router.js';
import { BoxCycles } from './box-cycles.service.js';
import { CheckoutFulfilment } from './checkout-fulfilment.js';
import { StripeSubscriptionMirror } from './stripe-subscription-mirror.js';
import { SubscriptionBilling } from './subscription-billing.js';
import { manageUrlOf, paymentFailed } from './subscription-emails.js';
import { SubscriptionCycle } from './subscription-cycle.entity.js';
import { Subscription } from './subscription.entity.js';

type Applied = Exclude<WebhookOutcome, 'duplicate'>;

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.updated', 'customer.subscription.deleted']);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);
const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
]);

/** A renewal invoice pays the box renewing within this long of its period's start. */
const INVOICE_MATCH_MS = 2 * 24 * 60 * 60 * 1000;

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function ourId(metadata: Stripe.Metadata | null | undefined): number | null {
  const id = Number(metadata?.subscriptionId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Stripe events of subscription boxes: the subscription-mode Checkout Session, invoices, and
 * changes to the Stripe subscription. Each finds our subscription by its Stripe id or by the
 * metadata we gave Stripe, so events arriving before the checkout is linked still find it.
 */
@Injectable()
export class SubscriptionPaymentEvents implements StripeEventHandler<Stripe.Subscription | null>, OnModuleInit {
  private readonly logger = new Logger(SubscriptionPaymentEvents.name);

  constructor(
    private readonly router: StripeEventRouter,
    private readonly billing: SubscriptionBilling,
    private readonly cycles: BoxCycles,
    private readonly fulfilment: CheckoutFulfilment,
    private readonly mirror: StripeSubscriptionMirror,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.router.register(this);
  }

  owns(event: Stripe.Event): boolean {
    if (CHECKOUT_EVENTS.has(event.type)) return (event.data.object as Stripe.Checkout.Session).mode === 'subscription';
    return INVOICE_EVENTS.has(event.type) || SUBSCRIPTION_EVENTS.has(event.type);
  }

  /** The Stripe subscription as it is now: mirroring the current object makes the order of events irrelevant. */
  async prepare(event: Stripe.Event): Promise<Stripe.Subscription | null> {
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      return this.billing.retrieveSubscription((event.data.object as Stripe.Subscription).id);
    }
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
      const id = idOf((event.data.object as Stripe.Checkout.Session).subscription);
      return id ? this.billing.retrieveSubscription(id) : null;
    }
    return null;
  }

  async apply(manager: EntityManager, event: Stripe.Event, current: Stripe.Subscription | null): Promise<Applied> {
    if (CHECKOUT_EVENTS.has(event.type)) {
      return this.checkoutSession(manager, event.type, event.data.object as Stripe.Checkout.Session, current);
    }
    if (INVOICE_EVENTS.has(event.type)) return this.invoice(manager, event.type, event.data.object as Stripe.Invoice);
    const subscription = await this.find(manager, current?.id ?? null, ourId(current?.metadata));
    if (!subscription || !current) return 'ignored';
    await this.mirror.apply(manager, subscription, current, this.clock.now());
    return 'applied';
  }

  private async checkoutSession(
    manager: EntityManager,
    type: string,
    session: Stripe.Checkout.Session,
    current: Stripe.Subscription | null,
  ): Promise<Applied> {
    const subscription = await this.find(
      manager,
      idOf(session.subscription),
      ourId(session.metadata) ?? Number(session.client_reference_id),
    );
    if (!subscription) return 'ignored';
    if (type === 'checkout.session.expired' || type === 'checkout.session.async_payment_failed') {
      return (await this.fulfilment.expire(manager, subscription)) ? 'applied' : 'ignored';
    }
    if (session.payment_status === 'unpaid' || !current) return 'ignored'; // an async method: wait for its own event
    await this.fulfilment.activate(manager, subscription, current);
    await this.fulfilment.firstBoxPaid(manager, subscription, idOf(session.invoice));
    return 'applied';
  }

  private async invoice(manager: EntityManager, type: string, invoice: Stripe.Invoice): Promise<Applied> {
    const details = invoice.parent?.subscription_details;
    const subscription = await this.find(manager, idOf(details?.subscription), ourId(details?.metadata));
    const line = invoice.lines.data[0];
    if (!subscription || !line) return 'ignored';
    const period = { start: new Date(line.period.start * 1000), end: new Date(line.period.end * 1000) };
    const firstBox = invoice.billing_reason === 'subscription_create';

    if (type === 'invoice.payment_failed') {
      if (subscription.status === 'cancelled') return 'ignored';
      if (subscription.status !== 'incomplete') subscription.status = 'past_due';
      await manager.save(subscription);
      const box = await this.boxOfInvoice(manager, subscription, invoice.id, period.start, firstBox);
      if (box && !this.cycles.isSettled(box)) await this.cycles.fail(manager, box);
      // A first payment fails on Stripe's own page, in front of the shopper; a renewal fails
      // unseen, so the subscriber is told, once per invoice however often Stripe sends the event.
      if (!firstBox && subscription.status === 'past_due') {
        await this.outbox.enqueue(manager, {
          kind: 'payment_failed',
          dedupeKey: `payment-failed:${invoice.id}`,
          to: subscription.user.email,
          ...paymentFailed({
            firstName: subscription.user.firstName,
            planName: subscription.plan.name,
            manageUrl: manageUrlOf(this.config.publicUrl),
          }),
        });
      }
      return 'applied';
    }

    if (subscription.status === 'incomplete' || subscription.status === 'expired') {
      subscription.status = 'active';
      subscription.checkoutUrl = null;
    }
    // Only the first invoice bills from the start; a renewal's arriving first leaves it to the checkout's events.
    if (firstBox) subscription.startedAt ??= period.start;
    if (subscription.status === 'past_due') subscription.status = 'active';
    subscription.stripeSubscriptionId ??= idOf(details?.subscription);
    await manager.save(subscription);
    if (firstBox) {
      await this.fulfilment.firstBoxPaid(manager, subscription, invoice.id);
    } else {
      await this.renewalPaid(manager, subscription, invoice.id, period.start);
    }
    await this.cycles.startPeriod(manager, subscription, period.start, period.end);
    return 'applied';
  }

  /** A renewal invoice was paid: its box ships from the bottles set aside at the cutoff. */
  private async renewalPaid(
    manager: EntityManager,
    subscription: Subscription,
    invoiceId: string,
    renewsAt: Date,
  ): Promise<void> {
    const box =
      (await this.boxOfInvoice(manager, subscription, invoiceId, renewsAt, false)) ??
      (await this.cycles.create(
        manager,
        subscription,
        ((await this.cycles.upcoming(manager, subscription))?.sequence ?? -1) + 1,
        renewsAt,
      ));
    if (box.state === 'ordered') return;
    box.stripeInvoiceId = invoiceId;
    box.paid = true;
    await manager.save(box);
    if (box.state === 'skipped') {
      this.logger.warn(`Invoice ${invoiceId} paid box ${box.id} of subscription ${subscription.id}, which was skipped`);
      return;
    }
    // The cutoff was missed (the scheduler was down) or the payment was retried after failing.
    if (box.state === 'scheduled' || box.state === 'failed') {
      await this.cycles.reserve(manager, box, subscription.selectedOils ?? []);
    }
    if (box.state === 'locked') await this.cycles.ship(manager, subscription, box);
  }

  /** The box an invoice pays: the one it already paid, box 0 for the first invoice, or the open box renewing at its period's start. */
  private async boxOfInvoice(
    manager: EntityManager,
    subscription: Subscription,
    invoiceId: string,
    renewsAt: Date,
    firstBox: boolean,
  ): Promise<SubscriptionCycle | null> {
    const paid = await manager.findOneBy(SubscriptionCycle, { stripeInvoiceId: invoiceId });
    if (paid) return paid;
    if (firstBox) return manager.findOneBy(SubscriptionCycle, { subscriptionId: subscription.id, sequence: 0 });
    const open = (await this.cycles.cycles(manager, subscription)).filter(
      (cycle) =>
        cycle.stripeInvoiceId === null &&
        cycle.sequence > 0 &&
        Math.abs(cycle.renewsAt.getTime() - renewsAt.getTime()) <= INVOICE_MATCH_MS,
    );
    return open[0] ?? null;
  }

  /** Our subscription for a Stripe one, locked: by its Stripe id, else by the id we put in its metadata. */
  private async find(
    manager: EntityManager,
    stripeSubscriptionId: string | null,
    subscriptionId: number | null,
  ): Promise<Subscription | null> {
    const linked = stripeSubscriptionId ? await manager.findOneBy(Subscription, { stripeSubscriptionId }) : null;
    const id = linked?.id ?? subscriptionId;
    if (id === null || !Number.isSafeInteger(id)) return null;
    const subscription = await this.cycles.lockSubscription(manager, { id });
    if (!subscription || subscription.paymentMethod !== 'stripe') return null;
    if (
      stripeSubscriptionId &&
      subscription.stripeSubscriptionId &&
      subscription.stripeSubscriptionId !== stripeSubscriptionId
    ) {
      this.logger.warn(`Stripe subscription ${stripeSubscriptionId} claims subscription ${id}, linked elsewhere`);
      return null;
    }
    return subscription;
  }
}
