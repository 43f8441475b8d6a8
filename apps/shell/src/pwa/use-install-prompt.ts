import { useCallback, useEffect, useState } from 'react';
import { INSTALL_PROMPT_DELAY_MS } from '@shop/contracts/constants';
import {
  isInstalledAsApp,
  isRunningStandalone,
  rememberDismissal,
  wasDismissedThisSession,
  type BeforeInstallPromptEvent,
} from './install-environment.js';
import { takeEarlyInstallEvent } from './early-install-event.js';
import { installInstructionsFor } from './install-instructions.js';

/** What the card can offer: the browser's own install dialog, or the steps in the browser's own menu. */
export type InstallOffer =
  { kind: 'install'; event: BeforeInstallPromptEvent } | { kind: 'instructions'; steps: string };

export interface InstallPromptState {
  offer: InstallOffer | null;
  install: () => Promise<void>;
  dismiss: () => void;
}

/**
 * When to offer installing the shop (never when running installed, not again this session once
 * dismissed). The card appears as soon as the browser fires beforeinstallprompt. Without that
 * event, after INSTALL_PROMPT_DELAY_MS, it shows the steps in the browser's own menu, where the
 * browser can install web apps: Chromium fires the event only once the shopper seems engaged, and
 * Safari never does. Not when the browser says the shop is already installed, or it was installed
 * during this visit.
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
    let installed = false;
    const onAppInstalled = () => {
      installed = true;
      setOffer(null);
    };
    window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.addEventListener('appinstalled', onAppInstalled);

    let active = true;
    const showSteps = async (steps: string) => {
      const installedAlready = installed || (await isInstalledAsApp());
      if (active && !installedAlready) setOffer((current) => current ?? { kind: 'instructions', steps });
    };
    const steps = installInstructionsFor();
    const timer = steps ? window.setTimeout(() => void showSteps(steps), INSTALL_PROMPT_DELAY_MS) : undefined;

    return () => {
      active = false;
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
