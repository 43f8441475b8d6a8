import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@shop/contracts/constants';

export type ToastVariant = 'default' | 'destructive';

/** A toast's one action. Actions here navigate (e.g. "Log In" to /api/login), so they are links. */
export interface ToastAction {
  label: string;
  /** What a screen reader user is told to do instead, since toasts disappear (Radix requirement). */
  altText: string;
  href: string;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; the viewport default applies when omitted. */
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

interface ToastContextValue {
  toasts: readonly ToastItem[];
  toast: (options: ToastOptions) => { id: string; dismiss: () => void };
  /** Closes one toast, or every toast when no id is given. */
  dismiss: (id?: string) => void;
}

type ToastEvent = { type: 'add'; toast: ToastItem } | { type: 'close'; id?: string } | { type: 'remove'; id: string };

function toastReducer(toasts: readonly ToastItem[], event: ToastEvent): readonly ToastItem[] {
  switch (event.type) {
    case 'add':
      // One toast at a time: a new one replaces whatever is showing.
      return [event.toast, ...toasts].slice(0, TOAST_LIMIT);
    case 'close':
      return toasts.map((item) => (event.id === undefined || item.id === event.id ? { ...item, open: false } : item));
    case 'remove':
      return toasts.filter((item) => item.id !== event.id);
  }
}

const ToastContext = createContext<ToastContextValue | null>(null);

/** Holds the toasts of one app in React state (no module-level store, so each tree is isolated). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const nextId = useRef(0);
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = removalTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const scheduleRemoval = useCallback((id: string) => {
    if (removalTimers.current.has(id)) return;
    const timer = setTimeout(() => {
      removalTimers.current.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS);
    removalTimers.current.set(id, timer);
  }, []);

  const dismiss = useCallback(
    (id?: string) => {
      dispatch(id === undefined ? { type: 'close' } : { type: 'close', id });
      if (id !== undefined) scheduleRemoval(id);
    },
    [scheduleRemoval],
  );

  const toast = useCallback(
    (options: ToastOptions) => {
      nextId.current += 1;
      const id = String(nextId.current);
      dispatch({ type: 'add', toast: { ...options, id, open: true } });
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  const value = useMemo(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider> (AppProviders provides it).');
  return context;
}
