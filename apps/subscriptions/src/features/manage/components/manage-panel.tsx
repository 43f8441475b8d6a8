import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ManagePanelProps {
  id: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A titled region below a card's buttons. Its heading takes focus when it opens, so a screen
 * reader says what opened and keyboard users start at its top; Escape closes it.
 */
export function ManagePanel({ id, title, onClose, children }: ManagePanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `${id}-heading`;

  useEffect(() => headingRef.current?.focus(), []);

  function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  return (
    <section id={id} aria-labelledby={headingId} className="manage-panel" onKeyDown={closeOnEscape}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="manage-panel__title">
        {title}
      </h3>
      {children}
    </section>
  );
}
