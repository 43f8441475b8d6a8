import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_VIEWPORT_HOTKEY } from '@shop/contracts/constants';
import { useToast } from '@shop/ui/toast';
import { EMPTY_TOAST_REGION_PROPS, EmptyToastList, TOAST_VIEWPORT_CLASS } from './toast-viewport.js';
import './toaster.css';

const RadixToaster = lazy(() => import('./radix-toaster.js').then(({ RadixToaster }) => ({ default: RadixToaster })));

/**
 * Renders the toasts of the nearest ToastProvider in a labelled region. F8 moves focus to it;
 * a toast can be swiped right or closed with its button or Escape.
 *
 * Toasts only follow something the shopper did, so Radix's toast code (about 12 KB gzip) is
 * loaded with the first one; until then an empty region with Radix's markup and its F8 key stands
 * in. The element that is the region at first stays: when Radix's own region is in place inside
 * it, it only stops being a region (handing on the focus, if it had it), so whoever holds it still
 * finds the toasts in it. Once loaded, Radix stays (it closes toasts with their animation and
 * keeps its viewport).
 */
export function Toaster() {
  const { toasts } = useToast();
  const [toastShown, setToastShown] = useState(false);
  const [radixMounted, setRadixMounted] = useState(false);
  const standInRegion = useRef<HTMLDivElement>(null);
  if (toasts.length > 0 && !toastShown) setToastShown(true);

  // F8 focuses the viewport list, the stand-in's or Radix's. Radix listens for it too, but only
  // once its code has arrived and its effects have run: this listener covers that moment.
  useEffect(() => {
    const focusOnHotkey = (event: KeyboardEvent) => {
      if (event.code !== TOAST_VIEWPORT_HOTKEY) return;
      standInRegion.current?.querySelector<HTMLElement>(`ol.${TOAST_VIEWPORT_CLASS}`)?.focus();
    };
    document.addEventListener('keydown', focusOnHotkey);
    return () => document.removeEventListener('keydown', focusOnHotkey);
  }, []);

  // Radix's region is in place (inside this one): hand the focus on while this element can still
  // hold it (a browser drops the focus of an element the moment it stops being focusable).
  const radixInPlace = useCallback(() => {
    const element = standInRegion.current;
    if (element && element.ownerDocument.activeElement === element) {
      element.querySelector<HTMLElement>('[role="region"]')?.focus();
    }
    setRadixMounted(true);
  }, []);

  return (
    <div ref={standInRegion} {...(radixMounted ? {} : EMPTY_TOAST_REGION_PROPS)}>
      {toastShown || toasts.length > 0 ? (
        <Suspense fallback={<EmptyToastList />}>
          <RadixToaster onMounted={radixInPlace} />
        </Suspense>
      ) : (
        <EmptyToastList />
      )}
    </div>
  );
}
