/** How far (in CSS pixels) the page may sit from the section's place and still count as there. */
const TOLERANCE_PX = 4;

/**
 * The longest a section is kept in place. Long enough for a remote's scripts on a slow phone
 * connection; a shopper who has not touched the page by then has been reading the section.
 */
export const KEEP_IN_PLACE_LIMIT_MS = 15_000;

/** The shopper taking the scroll over: from then on the page is theirs. */
const SHOPPER_INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let stopKeeping: (() => void) | null = null;

function pixels(value: string): number {
  return Number.parseFloat(value) || 0;
}

/**
 * The scroll position that puts the section at the top of the screen, below the sticky navbar
 * (the page's scroll-padding-top plus the section's scroll-margin-top), as far as the page can
 * scroll: the home section is at the very top, the last one may not reach it.
 */
export function alignedScrollTop(section: HTMLElement): number {
  const root = document.documentElement;
  const offset = pixels(getComputedStyle(root).scrollPaddingTop) + pixels(getComputedStyle(section).scrollMarginTop);
  const wanted = window.scrollY + section.getBoundingClientRect().top - offset;
  return Math.min(Math.max(0, wanted), Math.max(0, root.scrollHeight - root.clientHeight));
}

/**
 * Every box whose size can move the section: its ancestors and everything before each of them
 * (the navbar, the sections above, their remotes and carousels as they load and grow).
 */
function boxesAbove(section: HTMLElement): Element[] {
  const boxes: Element[] = [];
  for (let node: Element | null = section; node && node !== document.documentElement; node = node.parentElement) {
    boxes.push(node);
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      boxes.push(sibling);
    }
  }
  return boxes;
}

/**
 * Keeps a section where a scroll just put it while the page above it is still being drawn: the
 * home page's remote parts (carousels, business and contact) load after it renders, and sections
 * off screen are laid out only when they come near it, so the section would drift away (hundreds
 * of pixels) after the browser scrolled. Corrections run in a ResizeObserver callback, after
 * layout and before paint, so the shopper never sees the section out of place. A smooth scroll is
 * re-aimed when its target moves, then held once it ends. The shopper's own wheel, touch, key or
 * pointer, a scroll that is not ours, leaving the page, or KEEP_IN_PLACE_LIMIT_MS ends it.
 */
export function keepSectionInPlace(section: HTMLElement, { smooth }: { smooth: boolean }): void {
  stopKeeping?.();
  let aimedAt = alignedScrollTop(section);
  // A smooth scroll that has nowhere to go never ends with scrollend.
  let animating = smooth && Math.abs(aimedAt - window.scrollY) > TOLERANCE_PX;

  const hold = () => {
    const aligned = alignedScrollTop(section);
    if (Math.abs(aligned - window.scrollY) >= 1) window.scrollTo({ top: aligned, behavior: 'instant' });
  };

  const onLayoutChange = () => {
    if (!section.isConnected) return stop();
    if (!animating) return hold();
    const aligned = alignedScrollTop(section);
    if (Math.abs(aligned - aimedAt) <= TOLERANCE_PX) return;
    aimedAt = aligned;
    section.scrollIntoView({ behavior: 'smooth' });
  };

  const onScroll = () => {
    if (animating) return;
    // Our own corrections land on the section; anything else moved the page on the shopper's behalf.
    if (Math.abs(alignedScrollTop(section) - window.scrollY) > TOLERANCE_PX) stop();
  };

  const onScrollEnd = () => {
    if (!animating) return;
    animating = false;
    hold();
  };

  // Without ResizeObserver (very old browsers) the browser's own scroll anchoring is all there is.
  if (typeof ResizeObserver !== 'function') return;
  const observer = new ResizeObserver(onLayoutChange);
  for (const box of boxesAbove(section)) observer.observe(box);
  const limit = window.setTimeout(stop, KEEP_IN_PLACE_LIMIT_MS);
  const listenOptions = { capture: true, passive: true } as const;
  for (const type of SHOPPER_INPUT_EVENTS) window.addEventListener(type, stop, listenOptions);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('scrollend', onScrollEnd);

  function stop() {
    observer.disconnect();
    window.clearTimeout(limit);
    for (const type of SHOPPER_INPUT_EVENTS) window.removeEventListener(type, stop, listenOptions);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('scrollend', onScrollEnd);
    if (stopKeeping === stop) stopKeeping = null;
  }
  stopKeeping = stop;
}
