import { useEffect } from 'react';

/** Sets the tab title while a screen is shown and restores the previous one when it goes. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
