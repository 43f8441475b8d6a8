import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { buttonClassName, type ButtonVariant } from '@shop/ui/button';
import { scrollToSection } from './home-sections.js';

const PRODUCTS_SECTION = 'products';

/**
 * A hero button that takes the shopper to the products section. It is a link to #products, so it
 * works before (or without) the page's scripts; once they run, it scrolls smoothly instead. It
 * looks and answers like a button (Enter and Space), as the hero's two calls to action are.
 */
export function HeroAction({ variant, children }: { variant: ButtonVariant; children: ReactNode }) {
  const scroll = (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection(PRODUCTS_SECTION)) event.preventDefault();
  };
  const pressWithSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return (
    <a
      href={`#${PRODUCTS_SECTION}`}
      role="button"
      className={buttonClassName(variant, 'lg')}
      onClick={scroll}
      onKeyDown={pressWithSpace}
    >
      {children}
    </a>
  );
}
