import type { BeforeInstallPromptEvent } from './install-environment.js';

let earlyEvent: BeforeInstallPromptEvent | null = null;

/**
 * The install card's code loads after the page (it is never why a shopper came), but Chromium may
 * offer installing before that: this few-line listener, in the first script, keeps the offer.
 */
export function captureEarlyInstallEvent(): void {
  window.addEventListener(
    'beforeinstallprompt',
    (event) => {
      event.preventDefault();
      earlyEvent = event as BeforeInstallPromptEvent;
    },
    { once: true },
  );
}

/** The offer made before the card's code loaded, once. */
export function takeEarlyInstallEvent(): BeforeInstallPromptEvent | null {
  const event = earlyEvent;
  earlyEvent = null;
  return event;
}
