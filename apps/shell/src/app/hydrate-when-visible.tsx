import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { HydratesWhenVisible, useHydrated } from '@shop/ui/use-hydrated';

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
 * A section below the fold, rendered on the server like the rest of the page, whose scripts load
 * and take over only when it comes near the screen: the first load fetches what the shopper sees.
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
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);

  return (
    <div ref={ref}>
      <HydratesWhenVisible value={true}>
        <Suspense fallback={null}>
          <UntilOpen gate={gate}>{children}</UntilOpen>
        </Suspense>
      </HydratesWhenVisible>
    </div>
  );
}
