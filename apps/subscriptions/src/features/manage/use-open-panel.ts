import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';

/** The panels a subscription card opens below its buttons, one at a time. */
export type PanelName = 'oils' | 'address' | 'delivery' | 'pause' | 'cancel';

/**
 * Which panel of a card is open. Closing a panel without a change returns focus to the button
 * that opened it, so keyboard users carry on where they were; after a change the card moves
 * focus itself (the button may be gone: "Skip next box" becomes "Undo skip").
 */
export function useOpenPanel() {
  const [open, setOpen] = useState<PanelName | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open !== null || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [open]);

  const show = useCallback((panel: PanelName, event?: MouseEvent<HTMLElement>) => {
    // From inside another panel ("Pause instead"), the first opener stays the one to return to.
    if (event) opener.current = event.currentTarget;
    setOpen(panel);
  }, []);

  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(null);
  }, []);

  /** Closes after a change, leaving focus to the caller. */
  const dismiss = useCallback(() => setOpen(null), []);

  return useMemo(
    () => ({
      open,
      show,
      close,
      dismiss,
      toggle: (panel: PanelName, event: MouseEvent<HTMLElement>) => (open === panel ? close() : show(panel, event)),
    }),
    [open, show, close, dismiss],
  );
}

export type OpenPanel = ReturnType<typeof useOpenPanel>;
