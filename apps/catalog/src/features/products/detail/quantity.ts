import { CART_QUANTITY_MAX } from '@shop/contracts/constants';

/**
 * The product page's ceiling for one add. The API does not say how many are in stock, so the page
 * offers a modest range and the server answers "Only N … left" (409) when the stock is lower.
 */
export const PRODUCT_PAGE_QUANTITY_MAX = Math.min(10, CART_QUANTITY_MAX);
export const PRODUCT_PAGE_QUANTITY_MIN = 1;

export function clampQuantity(quantity: number, max: number = PRODUCT_PAGE_QUANTITY_MAX): number {
  if (!Number.isFinite(quantity)) return PRODUCT_PAGE_QUANTITY_MIN;
  return Math.min(Math.max(Math.trunc(quantity), PRODUCT_PAGE_QUANTITY_MIN), max);
}

/** What the shopper typed, as a whole number, or null while it is not one (e.g. an emptied field). */
export function parseQuantity(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}
