/**
 * Router state checkout hands the order page, so it can thank the shopper once: a reload or a
 * later visit from the order history does not repeat it.
 */
export interface OrderPlacedState {
  orderPlaced: true;
}

export const ORDER_PLACED_STATE: OrderPlacedState = { orderPlaced: true };

export function isOrderPlacedState(state: unknown): state is OrderPlacedState {
  return typeof state === 'object' && state !== null && 'orderPlaced' in state && state.orderPlaced === true;
}
