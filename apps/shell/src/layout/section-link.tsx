import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from '@shop/ui/router';
import { scrollToSection, type HomeSectionId } from '../home/home-sections.js';

interface SectionLinkProps {
  section: HomeSectionId;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
}

/**
 * A link to a home-page section: on the home page it scrolls smoothly to the section, elsewhere
 * it goes to /#section (and the home page scrolls there on arrival).
 */
export function SectionLink({ section, children, className, onNavigate }: SectionLinkProps) {
  const { pathname } = useLocation();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.();
    if (pathname === '/' && scrollToSection(section)) event.preventDefault();
  }

  return (
    <Link to={`/#${section}`} className={className} onClick={handleClick}>
      {children}
    </Link>
  );
}
