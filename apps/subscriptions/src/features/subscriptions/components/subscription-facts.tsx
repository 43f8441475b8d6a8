import type { Subscription } from '@shop/contracts/subscriptions';
import {
  BOX_STATE_LABELS,
  boxDeliveryText,
  formatBoxDate,
  statusLabel,
  SUBSCRIPTION_PAYMENT_LABELS,
} from '../subscription-display.js';
import './subscription-facts.css';

function BoxDate({ isoDate }: { isoDate: string }) {
  return <time dateTime={isoDate}>{formatBoxDate(isoDate)}</time>;
}

/**
 * What a subscriber wants to know at a glance, on the success and manage pages: status, the next
 * box (when it renews, until when it can change, when it is delivered, its oils), where it ships,
 * in which weekly window, and how it is paid.
 */
export function SubscriptionFacts({ subscription }: { subscription: Subscription }) {
  const { nextBox, shippingAddress: address } = subscription;
  const delivery = nextBox ? boxDeliveryText(nextBox) : null;
  return (
    <dl className="subscription-facts">
      <div>
        <dt>Status</dt>
        <dd>{statusLabel(subscription.status)}</dd>
      </div>
      {nextBox ? (
        <>
          <div>
            <dt>Next box</dt>
            <dd>{BOX_STATE_LABELS[nextBox.state]}</dd>
          </div>
          <div>
            <dt>Next renewal</dt>
            <dd>
              <BoxDate isoDate={nextBox.renewsAt} />
            </dd>
          </div>
          <div>
            <dt>Changes until</dt>
            <dd>
              <BoxDate isoDate={nextBox.cutoffAt} />
            </dd>
          </div>
          {delivery ? (
            <div className="subscription-facts__wide">
              <dt>Next box delivery</dt>
              <dd>{delivery}</dd>
            </div>
          ) : null}
          <div className="subscription-facts__wide">
            <dt>Oils in the next box</dt>
            <dd>
              <ul className="subscription-facts__oils">
                {nextBox.oils.map((oil) => (
                  <li key={oil.productId}>{oil.name}</li>
                ))}
              </ul>
            </dd>
          </div>
        </>
      ) : null}
      <div className="subscription-facts__wide">
        <dt>Ships to</dt>
        <dd>
          <address className="subscription-facts__address">
            {address.address}, {address.city}, {address.state} {address.zipCode}
            <br />
            {address.phone}
          </address>
        </dd>
      </div>
      <div className="subscription-facts__wide">
        <dt>Usual delivery window</dt>
        <dd>{subscription.preferredWindow?.label ?? 'The earliest window with room'}</dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>{SUBSCRIPTION_PAYMENT_LABELS[subscription.paymentMethod]}</dd>
      </div>
    </dl>
  );
}
