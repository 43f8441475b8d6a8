import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { FailureReason } from '@shop/contracts/admin-delivery-runs';
import { ORDERS_EMAIL, PHONE_DISPLAY } from '@shop/contracts/shop-contact';
import { SHOP_NAME } from '@shop/contracts/site-pages';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { Outbox } from '../mail/outbox.js';
import type { Order } from '../orders/order.entity.js';

/** Why we could not deliver, as the e-mail says it after "but". */
const WHAT_HAPPENED: Record<FailureReason, string> = {
  nobody_home: 'nobody was home',
  refused: 'the delivery was refused at the door',
  wrong_address: 'we could not find the address. Please check it when you choose the new window',
};

/** The e-mails a run's close sends, left in the outbox in the close's transaction. */
@Injectable()
export class RunEmails {
  constructor(
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A delivery that failed: the order waits for a new window, which the shopper picks on the
   * order's page after signing in (the link carries no token). Once per order and run.
   */
  async deliveryFailed(
    manager: EntityManager,
    order: Order,
    run: { id: number; label: string },
    reason: FailureReason,
  ): Promise<void> {
    const orderPage = new URL(`/orders/${order.id}`, this.config.publicUrl).href;
    await this.outbox.enqueue(manager, {
      kind: 'delivery_failed',
      dedupeKey: `delivery-failed:${order.id}:${run.id}`,
      to: order.email,
      subject: `We could not deliver your ${SHOP_NAME} order #${order.id}`,
      text:
        `Hello ${order.firstName},\n\nWe came by with your order #${order.id} (${run.label}), ` +
        `but ${WHAT_HAPPENED[reason]}.\n\n` +
        `Your order is kept for you. Please choose a new delivery window on your order's page ` +
        `(sign in first):\n${orderPage}` +
        `\n\nQuestions? Reply to this e-mail, write to ${ORDERS_EMAIL} or call ${PHONE_DISPLAY}.\n\n${SHOP_NAME}`,
    });
  }
}
