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

/** How far (in CSS pixels) a section may sit from where the scroll put it and still count as there. */
const ARRIVAL_TOLERANCE_PX = 4;

/** Scrolls to a home-page section and moves keyboard focus there; false when it is not on screen. */
export function scrollToSection(sectionId: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const section = document.getElementById(sectionId);
  if (!section) return false;
  const targetTop = scrollMarginTop(section);
  section.scrollIntoView({ behavior });
  section.focus({ preventScroll: true });
  if (behavior === 'smooth') settleOnArrival(section, targetTop);
  return true;
}

/**
 * A smooth scroll aims at where the section was when it started. The remote sections above it
 * (carousels, forms) may still be loading and push it down during the animation, which browser
 * scroll anchoring does not correct, so the shopper would stop short. When the animation ends,
 * jump the rest of the way if the section moved.
 */
function settleOnArrival(section: HTMLElement, targetTop: number): void {
  window.addEventListener(
    'scrollend',
    () => {
      const top = section.getBoundingClientRect().top;
      if (Math.abs(top - targetTop) > ARRIVAL_TOLERANCE_PX) section.scrollIntoView({ behavior: 'auto' });
    },
    { once: true },
  );
}

function scrollMarginTop(section: HTMLElement): number {
  return Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
}
