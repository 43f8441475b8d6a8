import type { HTMLAttributes } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; an article for self-contained items such as a product. */
  as?: 'div' | 'article' | 'section' | 'li';
}

export function Card({ as: Element = 'div', className, ...props }: CardProps) {
  return <Element className={['ui-card', className].filter(Boolean).join(' ')} {...props} />;
}
