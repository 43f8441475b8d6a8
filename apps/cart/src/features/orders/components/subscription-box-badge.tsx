import type { Order } from '@shop/contracts/orders';
import { Badge } from '@shop/ui/badge';

/** Marks an order that is a subscription box (packed at a renewal), not a cart checkout. */
export function SubscriptionBoxBadge({ order }: { order: Pick<Order, 'subscriptionId'> }) {
  if (order.subscriptionId === null) return null;
  return <Badge tone="neutral">Subscription box</Badge>;
}
