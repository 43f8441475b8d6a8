import { fromCents, shippingCents, taxCents, toCents } from '@shop/contracts/money';

export interface PricedLine {
  unitPrice: string;
  quantity: number;
}

export interface OrderAmounts {
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
}

/** The shop's arithmetic, in integer cents from database prices: subtotal, 8.875 % tax, one shipping rule. */
export function priceLines(lines: readonly PricedLine[]): OrderAmounts {
  const subtotal = lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0);
  const tax = taxCents(subtotal);
  const shipping = shippingCents(subtotal);
  return { subtotalCents: subtotal, taxCents: tax, shippingCents: shipping, totalCents: subtotal + tax + shipping };
}

export function lineTotal(line: PricedLine): string {
  return fromCents(toCents(line.unitPrice) * line.quantity);
}
