import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once React runs the page in the browser
 * (at once for pages rendered in the browser). Controls that need JavaScript stay disabled until
 * then, so a shopper never presses a button that cannot do anything yet; both renders agree, so
 * hydration sees no mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
