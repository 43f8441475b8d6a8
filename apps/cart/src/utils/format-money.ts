import { formatUsd, toCents, type Money } from '@shop/contracts/money';

/** An amount as the API sends it ("12.99") for people ("$12.99"), through integer cents. */
export function formatMoney(amount: Money): string {
  return formatUsd(toCents(amount));
}

/** Shipping reads "Free" when the server charges none. */
export function formatShipping(amount: Money): string {
  return toCents(amount) === 0 ? 'Free' : formatMoney(amount);
}
