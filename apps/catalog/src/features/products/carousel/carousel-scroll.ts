/** What the carousel reads from its scrolling track; a plain object so the rules below are pure. */
export interface ScrollMetrics {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Browsers may report fractional positions after a smooth scroll or zoom. */
const EDGE_TOLERANCE_PX = 1;

export function maxScrollLeft({ scrollWidth, clientWidth }: Omit<ScrollMetrics, 'scrollLeft'>): number {
  return Math.max(0, scrollWidth - clientWidth);
}

export function isAtStart(metrics: ScrollMetrics): boolean {
  return metrics.scrollLeft <= EDGE_TOLERANCE_PX;
}

export function isAtEnd(metrics: ScrollMetrics): boolean {
  return metrics.scrollLeft >= maxScrollLeft(metrics) - EDGE_TOLERANCE_PX;
}

/** Auto-advance: one step on, and back to the start once the end is reached. */
export function nextAutoScrollLeft(metrics: ScrollMetrics, step: number): number {
  if (isAtEnd(metrics)) return 0;
  return Math.min(metrics.scrollLeft + step, maxScrollLeft(metrics));
}

/** A scroll button: one step in its direction, never past either end. */
export function steppedScrollLeft(metrics: ScrollMetrics, step: number, direction: 'left' | 'right'): number {
  const target = metrics.scrollLeft + (direction === 'left' ? -step : step);
  return Math.min(Math.max(target, 0), maxScrollLeft(metrics));
}

export function readScrollMetrics(element: HTMLElement): ScrollMetrics {
  return { scrollLeft: element.scrollLeft, scrollWidth: element.scrollWidth, clientWidth: element.clientWidth };
}
