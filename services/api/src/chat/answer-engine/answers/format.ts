import { formatUsd, toCents } from '@shop/contracts/money';
import { SHOP_TIME_ZONE } from '@shop/contracts/shop-contact';

/** "$18.99" from a money string of the API ("18.99"). */
export function usd(amount: string): string {
  return formatUsd(toCents(amount));
}

/** A link the chat window shows as a link: `[label](/path)`; only paths of this site are used. */
export function link(label: string, path: string): string {
  return `[${label.replace(/[[\]]/g, '')}](${path})`;
}

/** "a, b and c" */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/** "December 20, 2026", as the shop's team (in Georgia) would say it. */
export function day(iso: string | Date): string {
  return DATE.format(typeof iso === 'string' ? new Date(iso) : iso);
}
