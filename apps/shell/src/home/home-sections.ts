import { keepSectionInPlace } from './keep-section-in-place.js';

/** The anchored sections of the home page (each at /#id), in page order, with their nav labels. */
export const HOME_SECTIONS = {
  home: 'Home',
  products: 'Products',
  about: 'About',
  blog: 'Blog',
  business: 'Business',
  contact: 'Contact',
} as const;

export type HomeSectionId = keyof typeof HOME_SECTIONS;

/**
 * Scrolls to a home-page section and moves keyboard focus there; false when it is not on screen.
 * The section is then kept in place while the parts above it finish loading.
 */
export function scrollToSection(sectionId: string, behavior: 'smooth' | 'auto' = 'smooth'): boolean {
  const section = document.getElementById(sectionId);
  if (!section) return false;
  // Motion is a preference: with reduced motion, a smooth scroll becomes a jump.
  const smooth = behavior === 'smooth' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto' });
  section.focus({ preventScroll: true });
  keepSectionInPlace(section, { smooth });
  return true;
}
