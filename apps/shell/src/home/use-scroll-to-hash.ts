import { useEffect } from 'react';
import { useLocation } from '@shop/ui/router';
import { scrollToSection } from './home-sections.js';

/**
 * Arriving at /#section from another page jumps to that section. A jump, not a smooth scroll: the
 * remote sections are still loading, and the browser's scroll anchoring keeps the section in view
 * as they grow, which it cannot do for a scroll animation already under way.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)), 'auto');
  }, [hash]);
}
