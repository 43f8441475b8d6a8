import type { ReactNode } from 'react';

/** Text for screen readers only (e.g. "Regular price" before a struck-through amount). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="ui-visually-hidden">{children}</span>;
}
