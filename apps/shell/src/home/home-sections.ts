/** The anchored sections of the home page (spec section 2), in page order, with their nav labels. */
export const HOME_SECTIONS = {
  home: 'Home',
  products: 'Products',
  about: 'About',
  blog: 'Blog',
  business: 'Business',
  contact: 'Contact',
} as const;

export type HomeSectionId = keyof typeof HOME_SECTIONS;

/** Scrolls to a home-page section and moves keyboard focus there; false when it is not on screen. */
export function scrollToSection(sectionId: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const section = document.getElementById(sectionId);
  if (!section) return false;
  section.scrollIntoView({ behavior });
  section.focus({ preventScroll: true });
  return true;
}
