import { SHOP_NAME } from '@shop/ui/brand';
import { isIosDevice } from './install-environment.js';

type NavigatorLike = Pick<Navigator, 'userAgent' | 'maxTouchPoints'>;

/** The first Safari on macOS with File > Add to Dock (macOS Sonoma). */
const FIRST_SAFARI_WITH_ADD_TO_DOCK = 17;

/** The steps each browser that can install the shop shows in its own menus. */
export const INSTALL_INSTRUCTIONS = {
  ios: 'Tap Share, then Add to Home Screen.',
  android: 'Open the browser menu (⋮), then Add to Home screen.',
  edge: 'Open the browser menu (…), then Apps > Install this site as an app.',
  chrome: `Open the browser menu (⋮), then Install ${SHOP_NAME} (under Cast, save, and share in recent versions).`,
  safariMac: 'Choose File > Add to Dock.',
} as const;

/** Browsers built on Chromium that rename or move the install item: no steps we can vouch for. */
const OTHER_CHROMIUM_BRANDS = /OPR\/|SamsungBrowser\/|YaBrowser\/|UCBrowser\//;

function safariMajorVersion(userAgent: string): number | null {
  const match = /Version\/(\d+)[\d.]* Safari\//.exec(userAgent);
  return match ? Number(match[1]) : null;
}

/**
 * How to install the shop from this browser's menu, for the card shown when the browser has not
 * offered installing by itself (Chromium waits for signs of engagement; Safari never offers). Null
 * where the browser cannot install web apps (Firefox on the desktop, Safari before 17) or where we
 * do not know its menus: a card there would send the shopper looking for an item that is not there.
 */
export function installInstructionsFor(navigatorLike: NavigatorLike = navigator): string | null {
  const { userAgent } = navigatorLike;
  // Every browser on iOS is Safari underneath, and installs through the Share menu.
  if (isIosDevice(navigatorLike)) return INSTALL_INSTRUCTIONS.ios;
  if (/Firefox\/|FxiOS\//.test(userAgent) || OTHER_CHROMIUM_BRANDS.test(userAgent)) return null;
  if (/Android/.test(userAgent)) {
    // Edge on Android ("EdgA") has its own menu; Chrome's says Add to Home screen.
    return /Chrome\//.test(userAgent) && !/EdgA\//.test(userAgent) ? INSTALL_INSTRUCTIONS.android : null;
  }
  if (/Edg\//.test(userAgent)) return INSTALL_INSTRUCTIONS.edge;
  if (/Chrome\/|Chromium\//.test(userAgent)) return INSTALL_INSTRUCTIONS.chrome;
  if (/Macintosh/.test(userAgent)) {
    const version = safariMajorVersion(userAgent);
    return version !== null && version >= FIRST_SAFARI_WITH_ADD_TO_DOCK ? INSTALL_INSTRUCTIONS.safariMac : null;
  }
  return null;
}
