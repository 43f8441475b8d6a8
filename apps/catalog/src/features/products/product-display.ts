import { formatUsd, toCents } from '@shop/contracts/money';
import type { Product, ProductCategory } from '@shop/contracts/products';
import { dateFormatter } from '@shop/ui/date-format';

/** "12.99" -> "$12.99", through integer cents. */
export function formatPrice(price: string): string {
  return formatUsd(toCents(price));
}

export function isOutOfStock(product: Pick<Product, 'inStock'>): boolean {
  return product.inStock === 'false';
}

export const CATEGORY_LABELS: Record<ProductCategory, { section: string; badge: string }> = {
  oils: { section: 'Organic Oils', badge: 'Oils' },
  spices: { section: 'Organic Spices', badge: 'Spices' },
};

// The date is a calendar day, not a moment: formatted in UTC so no time zone moves it to the day before.
const formatPressedOn = dateFormatter({ dateStyle: 'long', timeZone: 'UTC' });

/** "2026-11-20" -> "Pressed on November 20, 2026". */
export function pressedOnLine(pressedOn: string): string {
  return `Pressed on ${formatPressedOn(new Date(`${pressedOn}T00:00:00Z`))}`;
}
