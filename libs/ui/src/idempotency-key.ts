import { useMemo, useRef } from 'react';
import { ApiRequestError } from '@shop/ui/api-fetch';

/** A fresh key in the header's alphabet (letters, digits, "-"). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-HTTP test host still gets 128 random bits.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the API itself answered a failed request (its JSON error shape), so the attempt is
 * settled: nothing was created under the key (no order, no subscription), or it was undone (an
 * order cancelled when card payment was down, its cart restored). A network error or a proxy's
 * page (502, 504) leaves the outcome unknown.
 */
export function isSettledFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && error.isApiError;
}

/**
 * One Idempotency-Key per checkout attempt (an order, or a subscription). The same attempt sent
 * again (same form values and payment method) after a network error or a double click carries the
 * same key, so the server creates one order or subscription, or hands back the one it created. A
 * changed form, a success or the API's own refusal starts a new attempt. Kept in a ref:
 * bookkeeping, never shown. Shared by the cart's and the subscriptions' checkouts, so both follow
 * one rule.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; attempt: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(attempt: unknown): string {
        const signature = JSON.stringify(attempt);
        if (current.current?.attempt !== signature) {
          current.current = { key: newIdempotencyKey(), attempt: signature };
        }
        return current.current.key;
      },
      /** The attempt is over: the next submission is a new one. */
      reset(): void {
        current.current = null;
      },
    }),
    [],
  );
}
