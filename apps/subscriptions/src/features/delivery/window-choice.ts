import type { DeliveryWindowChoice } from '@shop/contracts/delivery-windows';

/** "12:2026-11-28": a dated window as one option's value. */
export const choiceValue = (window: DeliveryWindowChoice) => `${window.windowId}:${window.date}`;

/** The dated window an option's value names. */
export function choiceOf(value: string): DeliveryWindowChoice | undefined {
  const [windowId, date] = value.split(':');
  const id = Number(windowId);
  return Number.isInteger(id) && id > 0 && date ? { windowId: id, date } : undefined;
}
