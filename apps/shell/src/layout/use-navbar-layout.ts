import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Where navbar.css starts the one-line bar; narrower screens always get the menu. */
const DESKTOP_NAVBAR_QUERY = '(min-width: 961px)';

/**
 * How the navbar's links are laid out on a desktop-wide screen: a row at full size, a tighter row
 * without the shopper's name, or folded into the menu as on a phone (navbar.css).
 */
export type NavbarLayout = 'full' | 'compact' | 'menu';

interface OneLineWidths {
  full: number;
  compact: number;
}

function isDesktopWide(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_NAVBAR_QUERY).matches;
}

/** The bar's width with everything on one line in `layout`, however narrow the screen. */
function oneLineWidth(header: HTMLElement, bar: HTMLElement, layout: 'full' | 'compact'): number {
  const shownLayout = header.getAttribute('data-layout');
  if (layout === 'full') header.removeAttribute('data-layout');
  else header.setAttribute('data-layout', layout);
  bar.style.width = 'max-content';
  const width = bar.getBoundingClientRect().width;
  bar.style.removeProperty('width');
  if (shownLayout === null) header.removeAttribute('data-layout');
  else header.setAttribute('data-layout', shownLayout);
  return width;
}

function measure(bar: HTMLElement): OneLineWidths | null {
  const header = bar.closest('header');
  if (!header || !isDesktopWide()) return null;
  return { full: oneLineWidth(header, bar, 'full'), compact: oneLineWidth(header, bar, 'compact') };
}

/**
 * The widest navbar layout that fits on one line: a signed-in shopper has one link more than a
 * visitor, staff two, and a second line would make the sticky header twice as tall on every
 * page. Measured rather than set per role, since the width depends on the fonts and the shopper's
 * name: whenever `contentKey` (what the bar holds) changes, each layout is laid out on one line
 * and measured, before the browser paints.
 */
export function useNavbarLayout(barRef: RefObject<HTMLElement | null>, contentKey: string): NavbarLayout {
  const [widths, setWidths] = useState<OneLineWidths | null>(null);
  const [availableWidth, setAvailableWidth] = useState(Number.POSITIVE_INFINITY);

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    setWidths(measure(bar));
    setAvailableWidth(bar.getBoundingClientRect().width);
  }, [barRef, contentKey]);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      setAvailableWidth(bar.getBoundingClientRect().width);
      // A phone-wide window made wider: measure now that the bar can be on one line.
      setWidths((known) => known ?? measure(bar));
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, [barRef]);

  if (!widths || widths.full <= availableWidth) return 'full';
  return widths.compact <= availableWidth ? 'compact' : 'menu';
}
