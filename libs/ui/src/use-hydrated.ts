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

/**
 * A control's `disabled`, also true until the page runs in the browser: a server-rendered button
 * pressed, or a field typed into, before React takes it over would lose the press or the text
 * (React sets a field to its state's value while hydrating), so it cannot be used until it works.
 */
export function useDisabledUntilHydrated(disabled: boolean | undefined): boolean {
  const hydrated = useHydrated();
  return Boolean(disabled) || !hydrated;
}
