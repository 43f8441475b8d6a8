import type { DeliveryWindowChoice, OfferedWindow } from '@shop/contracts/delivery-windows';

/** "12:2026-11-28": a dated window as one option's value in a window select. */
export const choiceValue = (window: DeliveryWindowChoice) => `${window.windowId}:${window.date}`;

/** The dated window an option's value names. */
export function choiceOf(value: string): DeliveryWindowChoice | undefined {
  const [windowId, date] = value.split(':');
  const id = Number(windowId);
  return Number.isInteger(id) && id > 0 && date ? { windowId: id, date } : undefined;
}

/**
 * The window an order or a first box will be booked into: the shopper's pick while it is still
 * offered, else the earliest (placing an order stays one click).
 */
export function chosenOrEarliest(
  windows: readonly OfferedWindow[] | undefined,
  chosen: DeliveryWindowChoice | undefined,
): OfferedWindow | undefined {
  if (!windows) return undefined;
  return windows.find((window) => chosen && choiceValue(window) === choiceValue(chosen)) ?? windows[0];
}
