import { INSTALL_INSTRUCTIONS, installInstructionsFor } from './install-instructions.js';

/** Real user agents, as each browser sends it. */
const USER_AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  chromiumLinuxHeadless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 EdgA/130.0.0.0',
  safariMac17:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariMac16:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0.6723.90 Mobile/15E148 Safari/604.1',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 OPR/114.0.0.0',
} as const;

/** A desktop or phone without a touch screen, unless said otherwise. */
const on = (userAgent: string, maxTouchPoints = 0) => installInstructionsFor({ userAgent, maxTouchPoints });

describe('installInstructionsFor', () => {
  it("sends Chrome and Chromium on the desktop to the menu's Install item", () => {
    for (const userAgent of [USER_AGENTS.chromeWindows, USER_AGENTS.chromeMac, USER_AGENTS.chromiumLinuxHeadless]) {
      expect(on(userAgent)).toBe(INSTALL_INSTRUCTIONS.chrome);
    }
    expect(INSTALL_INSTRUCTIONS.chrome).toMatch(/^Open the browser menu \(⋮\), then Install Cumming Organics/);
  });

  it("sends Chrome on Android to the menu's Add to Home screen", () => {
    expect(on(USER_AGENTS.chromeAndroid, 5)).toBe('Open the browser menu (⋮), then Add to Home screen.');
  });

  it('sends Edge on the desktop to Apps > Install this site as an app', () => {
    expect(on(USER_AGENTS.edgeWindows)).toBe('Open the browser menu (…), then Apps > Install this site as an app.');
  });

  it('sends Safari 17 and later on macOS to File > Add to Dock', () => {
    expect(on(USER_AGENTS.safariMac17)).toBe('Choose File > Add to Dock.');
  });

  it("keeps iOS's Add to Home Screen, in Safari, in other browsers and on an iPad that says it is a Mac", () => {
    expect(on(USER_AGENTS.safariIphone, 5)).toBe('Tap Share, then Add to Home Screen.');
    expect(on(USER_AGENTS.chromeIphone, 5)).toBe(INSTALL_INSTRUCTIONS.ios);
    expect(on(USER_AGENTS.safariMac17, 5)).toBe(INSTALL_INSTRUCTIONS.ios);
  });

  it('has no steps where the browser cannot install web apps: Firefox on the desktop, Safari before 17', () => {
    expect(on(USER_AGENTS.firefoxWindows)).toBeNull();
    expect(on(USER_AGENTS.firefoxLinux)).toBeNull();
    expect(on(USER_AGENTS.safariMac16)).toBeNull();
  });

  it('has no steps for browsers whose menus it does not know', () => {
    for (const userAgent of [
      USER_AGENTS.firefoxAndroid,
      USER_AGENTS.samsungInternet,
      USER_AGENTS.operaWindows,
      USER_AGENTS.edgeAndroid,
      'curl/8.5.0',
    ]) {
      expect(on(userAgent, 5)).toBeNull();
    }
  });
});
