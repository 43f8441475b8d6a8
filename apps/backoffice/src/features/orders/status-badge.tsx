import { Badge, type BadgeTone } from '@shop/ui/badge';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contracts/orders';

const TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'neutral',
  paid: 'accent',
  confirmed: 'accent',
  packed: 'accent',
  out_for_delivery: 'accent',
  to_reschedule: 'danger',
  delivered: 'success',
  cancelled: 'danger',
};

/** An order's status in words. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
