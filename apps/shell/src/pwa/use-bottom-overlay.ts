import { useLayoutEffect, type RefObject } from 'react';

/**
 * How much of the bottom of the screen the shell covers, in px, while it pins something there (the
 * install card). Floating controls from remotes (the support chat) add it to their own bottom
 * offset, so they sit above the card instead of on it.
 */
export const BOTTOM_OVERLAY_PROPERTY = '--bottom-overlay-height';

/** Publishes, while `shown`, the distance from the element's top to the bottom of the screen. */
export function useBottomOverlay(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const publish = () => {
      const covered = Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top));
      root.style.setProperty(BOTTOM_OVERLAY_PROPERTY, `${covered}px`);
    };
    publish();
    // The card's height changes with its text wrapping, and its place with the screen's height.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(element);
    window.addEventListener('resize', publish);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty(BOTTOM_OVERLAY_PROPERTY);
    };
  }, [ref, shown]);
}
