import { useCallback, useEffect, useState } from 'react';
import { INSTALL_PROMPT_DELAY_MS } from '@shop/contracts/constants';
import {
  isIosDevice,
  isRunningStandalone,
  rememberDismissal,
  wasDismissedThisSession,
  type BeforeInstallPromptEvent,
} from './install-environment.js';
import { takeEarlyInstallEvent } from './early-install-event.js';

/** What the card can offer: the browser's own install dialog, or Add to Home Screen steps on iOS. */
export type InstallOffer = { kind: 'install'; event: BeforeInstallPromptEvent } | { kind: 'ios-instructions' };

export interface InstallPromptState {
  offer: InstallOffer | null;
  install: () => Promise<void>;
  dismiss: () => void;
}

/**
 * When to offer installing the shop (not again this session once dismissed). The card appears as
 * soon as the browser fires beforeinstallprompt; without that event it appears after
 * INSTALL_PROMPT_DELAY_MS only on iOS, the one supported device where we can still help (Share >
 * Add to Home Screen). Elsewhere no event means the browser cannot install the shop now (already
 * installed, or no install support), so a card would be a control that does nothing.
 */
export function useInstallPrompt(): InstallPromptState {
  const [offer, setOffer] = useState<InstallOffer | null>(null);

  useEffect(() => {
    if (isRunningStandalone() || wasDismissedThisSession()) return;

    const onBeforeInstallPrompt = (event: Event) => {
      // Keep the browser's mini-infobar away; our card calls prompt() when asked to.
      event.preventDefault();
      setOffer({ kind: 'install', event: event as BeforeInstallPromptEvent });
    };
    const early = takeEarlyInstallEvent();
    if (early) setOffer({ kind: 'install', event: early });
    const onAppInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.addEventListener('appinstalled', onAppInstalled);

    const timer = isIosDevice()
      ? window.setTimeout(() => setOffer((current) => current ?? { kind: 'ios-instructions' }), INSTALL_PROMPT_DELAY_MS)
      : undefined;

    return () => {
      window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      window.removeEventListener('appinstalled', onAppInstalled);
      window.clearTimeout(timer);
    };
  }, []);

  const dismiss = useCallback(() => {
    rememberDismissal();
    setOffer(null);
  }, []);

  const install = useCallback(async () => {
    if (offer?.kind !== 'install') return;
    setOffer(null);
    // The event can prompt only once; whatever the shopper answers, the browser has asked them,
    // so the card does not come back in this session.
    rememberDismissal();
    try {
      await offer.event.prompt();
    } catch (error) {
      console.warn('The install dialog could not be shown.', error);
    }
  }, [offer]);

  return { offer, install, dismiss };
}
