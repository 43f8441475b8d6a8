import { SHOP_TIME_ZONE } from '@shop/contracts/shop-contact';
import { dateFormatter } from '@shop/ui/date-format';

const formatShopDateTime = dateFormatter({ dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
const formatShopDate = dateFormatter({ dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });

/** A moment in the shop's own time zone (Cumming, GA): "Nov 23, 2026, 9:05 AM". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatShopDateTime(date);
}

/** A day in the shop's time zone: "Nov 23, 2026". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatShopDate(date);
}
