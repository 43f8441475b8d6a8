import type { ReactNode } from 'react';
import './message-panel.css';

/**
 * A screen's whole message when there is nothing else to show: signed out, an empty cart, no
 * orders, an order that is not found. `action` is the one way on (a link).
 */
export function MessagePanel({
  title,
  headingLevel = 2,
  children,
  action,
}: {
  title: string;
  headingLevel?: 1 | 2;
  children: ReactNode;
  action: ReactNode;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="cart-message-panel">
      <Heading>{title}</Heading>
      <p>{children}</p>
      {action}
    </div>
  );
}
