import {
  FAILURE_REASON_LABELS,
  type DeliveryStop,
  type RunStatus,
  type SignedMoney,
} from '@shop/contracts/admin-delivery-runs';
import { formatUsd, fromCents, toCents } from '@shop/contracts/money';
import type { BadgeTone } from '@shop/ui/badge';

export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  planned: 'Not started',
  started: 'Out',
  closed: 'Closed',
};

export const RUN_STATUS_TONES: Record<RunStatus, BadgeTone> = {
  planned: 'neutral',
  started: 'accent',
  closed: 'success',
};

/** "42.50" → "$42.50" */
export const usd = (amount: string) => formatUsd(toCents(amount));

/** "-1.50" → "−$1.50", "2.00" → "+$2.00", "0.00" → "$0.00": a difference with its sign. */
export function signedUsd(amount: SignedMoney): string {
  const negative = amount.startsWith('-');
  const size = usd(negative ? amount.slice(1) : amount);
  if (size === '$0.00') return size;
  return negative ? `−${size}` : `+${size}`;
}

/** A difference in cents, written as signedUsd writes it. */
export const signedUsdOfCents = (cents: number) => signedUsd(cents < 0 ? `-${fromCents(-cents)}` : fromCents(cents));

/** What happened at a stop, in words: "Delivered, $42.50 cash", "Failed: Nobody home", "Not recorded". */
export function outcomeText(stop: Pick<DeliveryStop, 'outcome' | 'failureReason' | 'collected'>): string {
  if (stop.outcome === 'failed') return `Failed: ${FAILURE_REASON_LABELS[stop.failureReason!]}`;
  if (stop.outcome === 'delivered') {
    return stop.collected ? `Delivered, ${usd(stop.collected.amount)} ${stop.collected.kind}` : 'Delivered';
  }
  return 'Not recorded';
}

/** The stop's address on one line, as a map search and the sheet write it. */
export const addressLine = (address: DeliveryStop['address']) =>
  `${address.address}, ${address.city}, ${address.state} ${address.zipCode}`;

/** A map search for the address (opens the phone's map app). */
export const mapLink = (address: DeliveryStop['address']) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(address))}`;

/** tel: link of a phone number as typed at checkout (digits and a leading + kept). */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
