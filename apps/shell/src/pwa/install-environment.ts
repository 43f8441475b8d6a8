import { INSTALL_PROMPT_DISMISSED_KEY } from '@shop/contracts/constants';

/** Chromium's install event (not in lib.dom): prompt() may be called once. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

/** Already opened as the installed app (Android/desktop display mode, or iOS home-screen web app). */
export function isRunningStandalone(view: Window = window): boolean {
  const iosStandalone = (view.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || view.matchMedia?.('(display-mode: standalone)').matches === true;
}

/**
 * Installed, though this page is open in a browser tab: Chromium tells a site (Android, and the
 * desktop in recent versions) when the manifest lists the shop itself among its
 * related_applications. Elsewhere, and when the browser will not say, false.
 */
export async function isInstalledAsApp(view: Window = window): Promise<boolean> {
  const { getInstalledRelatedApps } = view.navigator as Navigator & {
    getInstalledRelatedApps?: () => Promise<unknown[]>;
  };
  if (typeof getInstalledRelatedApps !== 'function') return false;
  try {
    return (await getInstalledRelatedApps.call(view.navigator)).length > 0;
  } catch {
    return false; // Refused (e.g. in a frame): the card only ever offers, so offer.
  }
}

/**
 * iPhone, iPod or iPad. iPadOS 13+ reports a Mac user agent, so a "Mac" with a touch screen is an
 * iPad. iOS never fires beforeinstallprompt; Add to Home Screen in the Share menu is the way.
 */
export function isIosDevice(navigatorLike: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  const { userAgent, maxTouchPoints } = navigatorLike;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function wasDismissedThisSession(storage: Storage = sessionStorage): boolean {
  try {
    return storage.getItem(INSTALL_PROMPT_DISMISSED_KEY) === 'true';
  } catch {
    return false; // Storage blocked (privacy settings): offer again rather than fail.
  }
}

export function rememberDismissal(storage: Storage = sessionStorage): void {
  try {
    storage.setItem(INSTALL_PROMPT_DISMISSED_KEY, 'true');
  } catch {
    // Storage blocked: the card still closes for this page view.
  }
}
