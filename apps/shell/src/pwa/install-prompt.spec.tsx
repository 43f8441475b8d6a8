import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSTALL_PROMPT_DELAY_MS, INSTALL_PROMPT_DISMISSED_KEY } from '@shop/contracts/constants';
import { InstallPrompt } from './install-prompt.js';
import { BOTTOM_OVERLAY_PROPERTY } from './use-bottom-overlay.js';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const DESKTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function setUserAgent(userAgent: string) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

function setStandalone(standalone: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

function fireInstallEvent(prompt = jest.fn().mockResolvedValue({ outcome: 'accepted' })) {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

const card = () => screen.queryByRole('region', { name: 'Install Cumming Organics' });

/** Lets fake time pass, then the promises it set off (the installed-app check) settle. */
async function letTimePass(milliseconds: number) {
  await act(async () => {
    jest.advanceTimersByTime(milliseconds);
  });
}

beforeEach(() => {
  sessionStorage.clear();
  setUserAgent(DESKTOP_CHROME);
  setStandalone(false);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('InstallPrompt', () => {
  it('shows an Install button when the browser offers installing, and Install opens its dialog', async () => {
    render(<InstallPrompt />);
    expect(card()).not.toBeInTheDocument();

    const { event, prompt } = fireInstallEvent();
    expect(event.defaultPrevented).toBe(true);
    expect(card()).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(card()).not.toBeInTheDocument();
  });

  it('does not take focus when it appears', () => {
    render(<InstallPrompt />);
    fireInstallEvent();
    expect(document.activeElement).toBe(document.body);
  });

  it('Not now hides it and remembers the dismissal for the session', async () => {
    render(<InstallPrompt />);
    fireInstallEvent();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(card()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY)).toBe('true');
  });

  it('stays hidden once dismissed in this session', () => {
    sessionStorage.setItem(INSTALL_PROMPT_DISMISSED_KEY, 'true');
    render(<InstallPrompt />);
    fireInstallEvent();
    expect(card()).not.toBeInTheDocument();
  });

  it('stays hidden when already running as the installed app', () => {
    setStandalone(true);
    render(<InstallPrompt />);
    fireInstallEvent();
    expect(card()).not.toBeInTheDocument();
  });

  it('shows Add to Home Screen instructions on iOS after 30 seconds, without an Install button', async () => {
    jest.useFakeTimers();
    setUserAgent(IPHONE_SAFARI);
    render(<InstallPrompt />);

    await letTimePass(INSTALL_PROMPT_DELAY_MS - 1);
    expect(card()).not.toBeInTheDocument();
    await letTimePass(1);

    expect(card()).toHaveTextContent('Tap Share, then Add to Home Screen');
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
  });

  it('treats an iPad that reports a Mac user agent as iOS', async () => {
    jest.useFakeTimers();
    setUserAgent(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    );
    // jsdom has no maxTouchPoints; a touch-screen "Mac" is an iPad.
    Object.defineProperty(window.navigator, 'maxTouchPoints', { value: 5, configurable: true });
    try {
      render(<InstallPrompt />);
      await letTimePass(INSTALL_PROMPT_DELAY_MS);
      expect(card()).toHaveTextContent('Tap Share, then Add to Home Screen');
    } finally {
      delete (window.navigator as { maxTouchPoints?: number }).maxTouchPoints;
    }
  });

  it("shows the browser menu's Install steps after 30 seconds on desktop Chrome that never fired the event", async () => {
    jest.useFakeTimers();
    render(<InstallPrompt />);

    await letTimePass(INSTALL_PROMPT_DELAY_MS - 1);
    expect(card()).not.toBeInTheDocument();
    await letTimePass(1);

    expect(card()).toHaveTextContent('Open the browser menu (⋮), then Install Cumming Organics');
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
  });

  it('trades the steps for an Install button when the browser offers installing after all', async () => {
    jest.useFakeTimers();
    render(<InstallPrompt />);
    await letTimePass(INSTALL_PROMPT_DELAY_MS);
    expect(card()).toHaveTextContent('Open the browser menu');

    fireInstallEvent();
    expect(card()).not.toHaveTextContent('Open the browser menu');
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
  });

  it('shows nothing after 30 seconds on desktop Firefox, which cannot install web apps', async () => {
    jest.useFakeTimers();
    setUserAgent(DESKTOP_FIREFOX);
    render(<InstallPrompt />);
    await letTimePass(INSTALL_PROMPT_DELAY_MS * 2);
    expect(card()).not.toBeInTheDocument();
  });

  it('shows no steps once dismissed in this session', async () => {
    jest.useFakeTimers();
    sessionStorage.setItem(INSTALL_PROMPT_DISMISSED_KEY, 'true');
    render(<InstallPrompt />);
    await letTimePass(INSTALL_PROMPT_DELAY_MS);
    expect(card()).not.toBeInTheDocument();
  });

  it('shows no steps when running as the installed app', async () => {
    jest.useFakeTimers();
    setStandalone(true);
    render(<InstallPrompt />);
    await letTimePass(INSTALL_PROMPT_DELAY_MS);
    expect(card()).not.toBeInTheDocument();
  });

  it('shows no steps when the browser says the shop is installed, though open in a tab', async () => {
    jest.useFakeTimers();
    const getInstalledRelatedApps = jest.fn().mockResolvedValue([{ platform: 'webapp' }]);
    Object.defineProperty(window.navigator, 'getInstalledRelatedApps', {
      value: getInstalledRelatedApps,
      configurable: true,
    });
    try {
      render(<InstallPrompt />);
      await letTimePass(INSTALL_PROMPT_DELAY_MS);
      expect(getInstalledRelatedApps).toHaveBeenCalled();
      expect(card()).not.toBeInTheDocument();
    } finally {
      delete (window.navigator as { getInstalledRelatedApps?: unknown }).getInstalledRelatedApps;
    }
  });

  it('shows no steps after the shop was installed during this visit', async () => {
    jest.useFakeTimers();
    render(<InstallPrompt />);
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    await letTimePass(INSTALL_PROMPT_DELAY_MS);
    expect(card()).not.toBeInTheDocument();
  });

  it('shows nothing on iOS when already added to the home screen', async () => {
    jest.useFakeTimers();
    setUserAgent(IPHONE_SAFARI);
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    try {
      render(<InstallPrompt />);
      await letTimePass(INSTALL_PROMPT_DELAY_MS);
      expect(card()).not.toBeInTheDocument();
    } finally {
      delete (window.navigator as Navigator & { standalone?: boolean }).standalone;
    }
  });

  it('tells floating controls how much of the screen’s bottom it covers while it shows', async () => {
    const bottomOverlay = () => document.documentElement.style.getPropertyValue(BOTTOM_OVERLAY_PROPERTY);
    render(<InstallPrompt />);
    expect(bottomOverlay()).toBe('');

    // jsdom lays nothing out: the card's top at 600px on a 768px-high screen.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 600 } as DOMRect);
    fireInstallEvent();
    expect(bottomOverlay()).toBe(`${window.innerHeight - 600}px`);

    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(bottomOverlay()).toBe('');
  });

  it('hides when the app gets installed another way', () => {
    render(<InstallPrompt />);
    fireInstallEvent();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(card()).not.toBeInTheDocument();
  });
});
