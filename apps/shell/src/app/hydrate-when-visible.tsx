import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@shop/ui/use-hydrated';

/** How far below the screen a section starts loading, so it is ready when scrolled to. */
const LOAD_MARGIN = '400px';

interface Gate {
  opened: Promise<void>;
  isOpen: boolean;
  open: () => void;
}

function createGate(): Gate {
  let open: () => void = () => undefined;
  const gate: Gate = {
    opened: new Promise<void>((resolve) => {
      open = resolve;
    }),
    isOpen: false,
    open: () => {
      gate.isOpen = true;
      open();
    },
  };
  return gate;
}

/** The server renders every section; only the browser waits. */
const onServer = typeof document === 'undefined';

function UntilOpen({ gate, children }: { gate: Gate; children: ReactNode }) {
  // While the server's HTML is being hydrated, wait: the section keeps that HTML (React leaves a
  // suspended boundary as it is) and its remote's scripts are not fetched yet.
  const hydrated = useHydrated();
  if (!onServer && !hydrated && !gate.isOpen) use(gate.opened);
  return children;
}

/**
 * Controls are disabled until hydrated, and Tab skips disabled controls: a keyboard user's first
 * key press therefore hydrates every section, long before Tab reaches one below the fold. A tap
 * does the same, so a shopper who starts using the page never meets a control still waiting.
 */
const FIRST_INPUT_EVENTS = ['keydown', 'pointerdown'] as const;

/**
 * A section below the fold, rendered on the server like the rest of the page, whose scripts load
 * and take over only when it comes near the screen, or at the shopper's first key press or tap:
 * the first load fetches what the shopper sees.
 * A page rendered in the browser (after navigating) renders it at once.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);

  useEffect(() => {
    const element = ref.current;
    if (!element || gate.isOpen) return;
    if (typeof IntersectionObserver !== 'function') return gate.open();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: LOAD_MARGIN },
    );
    const stopWaiting = () => {
      observer.disconnect();
      for (const type of FIRST_INPUT_EVENTS) document.removeEventListener(type, open, true);
    };
    function open() {
      stopWaiting();
      gate.open();
    }
    observer.observe(element);
    for (const type of FIRST_INPUT_EVENTS) document.addEventListener(type, open, true);
    return stopWaiting;
  }, [gate]);

  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <UntilOpen gate={gate}>{children}</UntilOpen>
      </Suspense>
    </div>
  );
}
