import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_STEP_PX } from '@shop/contracts/constants';
import { isAtEnd, isAtStart, nextAutoScrollLeft, readScrollMetrics, steppedScrollLeft } from './carousel-scroll.js';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.js';

function scrollTrackTo(track: HTMLElement, left: number, smooth: boolean): void {
  if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior: smooth ? 'smooth' : 'instant' });
  else track.scrollLeft = left;
}

/**
 * A horizontal carousel's behaviour: auto-advance by one step every interval, back to the start
 * after the end, paused while the pointer is over the section, while focus is inside it (so
 * keyboard users are not moved away from what they are reading) and when the shopper prefers
 * reduced motion; scroll buttons that know when an end is reached.
 */
export function useCarousel(itemCount: number) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ canScrollLeft: false, canScrollRight: false });
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = pointerInside || focusInside || reducedMotion;

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const metrics = readScrollMetrics(track);
    setEdges({ canScrollLeft: !isAtStart(metrics), canScrollRight: !isAtEnd(metrics) });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    updateEdges();
    if (!track) return;
    track.addEventListener('scroll', updateEdges, { passive: true });
    const resizeObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(updateEdges) : null;
    resizeObserver?.observe(track);
    return () => {
      track.removeEventListener('scroll', updateEdges);
      resizeObserver?.disconnect();
    };
  }, [updateEdges, itemCount]);

  useEffect(() => {
    if (paused || itemCount === 0) return;
    const timer = setInterval(() => {
      const track = trackRef.current;
      if (!track) return;
      const metrics = readScrollMetrics(track);
      // The way back to the start is a jump, not a long slide across every card.
      scrollTrackTo(track, nextAutoScrollLeft(metrics, CAROUSEL_STEP_PX), !isAtEnd(metrics));
      updateEdges();
    }, CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, itemCount, updateEdges]);

  const scroll = useCallback(
    (direction: 'left' | 'right') => {
      const track = trackRef.current;
      if (!track) return;
      scrollTrackTo(track, steppedScrollLeft(readScrollMetrics(track), CAROUSEL_STEP_PX, direction), !reducedMotion);
      updateEdges();
    },
    [reducedMotion, updateEdges],
  );

  const pauseHandlers = {
    onMouseEnter: () => setPointerInside(true),
    onMouseLeave: () => setPointerInside(false),
    onFocus: () => setFocusInside(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
    },
  };

  return { trackRef, ...edges, paused, scroll, pauseHandlers };
}
