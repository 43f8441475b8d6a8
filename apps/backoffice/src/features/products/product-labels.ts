import type { ProductCategory } from '@shop/contracts/products';
import { dateFormatter } from '@shop/ui/date-format';

export const CATEGORY_LABELS: Record<ProductCategory, string> = { oils: 'Oils', spices: 'Spices' };

export const CATEGORY_OPTIONS = (Object.keys(CATEGORY_LABELS) as ProductCategory[]).map((category) => ({
  value: category,
  label: CATEGORY_LABELS[category],
}));

// A calendar day, not a moment: formatted in UTC so no time zone moves it to the day before.
const formatUtcDay = dateFormatter({ dateStyle: 'medium', timeZone: 'UTC' });

/** "2026-11-20" -> "Nov 20, 2026". */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : formatUtcDay(date);
}
