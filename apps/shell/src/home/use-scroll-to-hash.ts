import { useLayoutEffect } from 'react';
import { useLocation } from '@shop/ui/router';
import { scrollToSection } from './home-sections.js';

/**
 * Arriving at /#section from another page jumps to that section (the spec's smooth scroll is for
 * links on the home page), before the first paint of the page, so the shopper never sees its top
 * first. The section is then kept in place while the remote parts above it load and grow.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useLayoutEffect(() => {
    if (hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)), 'auto');
  }, [hash]);
}
