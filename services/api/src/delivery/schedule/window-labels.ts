import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { SHOP_TIME_ZONE } from '@shop/contracts/shop-contact';
import { boundedMemo } from '../../common/bounded-memo.js';

/** An instant written with a date-fns pattern in Cumming's hours; the same few recur on every request. */
const inShopTime = boundedMemo(4_096, (key) => {
  const [epochMs, pattern] = key.split('|') as [string, string];
  return format(new TZDate(Number(epochMs), SHOP_TIME_ZONE), pattern);
});

const written = (instant: Date, pattern: string) => inShopTime(`${instant.getTime()}|${pattern}`);

/** "Saturday 28 November, 10:00 AM – 12:00 PM", in Cumming's hours wherever the server or browser is. */
export function windowLabel(startsAt: Date, endsAt: Date): string {
  return `${written(startsAt, 'EEEE d MMMM, h:mm a')} – ${written(endsAt, 'h:mm a')}`;
}

/** "Order by 8:00 PM Friday 27 November" */
export function cutoffLabel(cutoffAt: Date): string {
  return `Order by ${written(cutoffAt, 'h:mm a EEEE d MMMM')}`;
}
