import { BATCH_MAX_AGE_YEARS } from '@shop/contracts/admin-products';
import { ShopError } from '../../common/errors/shop-error.js';
import { shopDate } from '../../common/shop-calendar.js';

function yearsBefore(date: string, years: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
}

/**
 * A batch's pressed-on date must be a day that has come, and no older than the shop sells oil:
 * 400 naming pressedOn otherwise. Checked against the injected clock (the schema only knows the format).
 */
export function assertPressedOnWithinWindow(pressedOn: string, now: Date): void {
  const today = shopDate(now);
  const oldest = yearsBefore(today, BATCH_MAX_AGE_YEARS);
  const problem =
    pressedOn > today
      ? `Pressed on cannot be in the future (today is ${today})`
      : pressedOn < oldest
        ? `Pressed on cannot be more than ${BATCH_MAX_AGE_YEARS} years ago (before ${oldest})`
        : null;
  if (problem) {
    throw new ShopError('VALIDATION_FAILED', problem, { fieldErrors: [{ field: 'pressedOn', message: problem }] });
  }
}
