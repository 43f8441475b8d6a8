import type { OrderStatus } from '@shop/contracts/orders';
import { Badge } from '@shop/ui/badge';
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from '../order-display.js';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={ORDER_STATUS_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
