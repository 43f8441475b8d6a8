import { SERVICE_WORKER_UPDATE_INTERVAL_MS } from '@shop/contracts/constants';
import { whenPageLoaded } from '../app/when-page-loaded.js';

export const UPDATE_CONFIRM_MESSAGE = 'New app version available! Refresh to update?';

/** The parts of the browser the update flow uses, so tests can hand in fakes. */
export interface UpdateEnvironment {
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;
  confirm: (message: string) => boolean;
  reload: () => void;
}

type WatchedRegistration = Pick<ServiceWorkerRegistration, 'waiting' | 'installing' | 'addEventListener'>;

/**
 * Asks the shopper before a newly installed worker takes over; on yes, tells it to skip waiting
 * and reloads once it controls the page, so the page and its worker are from the same deploy.
 * A first install (no controller yet) is not an update and asks nothing.
 */
export function offerUpdates(registration: WatchedRegistration, environment: UpdateEnvironment): void {
  let reloading = false;

  const offer = (worker: ServiceWorker) => {
    if (!environment.container.controller) return;
    if (!environment.confirm(UPDATE_CONFIRM_MESSAGE)) return;
    environment.container.addEventListener('controllerchange', () => {
      if (reloading) return;
      reloading = true;
      environment.reload();
    });
    worker.postMessage({ type: 'SKIP_WAITING' });
  };

  // A worker installed during an earlier visit and still waiting.
  if (registration.waiting) offer(registration.waiting);

  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
}

/** Registers /sw.js once the page has loaded, then checks for a new version every minute. */
export function registerServiceWorker(environment?: UpdateEnvironment): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;

  const start = async () => {
    try {
      const registration = await container.register('/sw.js');
      offerUpdates(
        registration,
        environment ?? {
          container,
          confirm: (message) => window.confirm(message),
          reload: () => window.location.reload(),
        },
      );
      window.setInterval(() => {
        // Offline or the server restarting: the next check will do.
        registration.update().catch(() => undefined);
      }, SERVICE_WORKER_UPDATE_INTERVAL_MS);
    } catch (error) {
      console.warn('The service worker could not be registered; the shop works without it.', error);
    }
  };

  whenPageLoaded(() => void start());
}
