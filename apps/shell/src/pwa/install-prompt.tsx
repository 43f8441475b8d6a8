import { useId, useRef } from 'react';
import { Button } from '@shop/ui/button';
import { useBottomOverlay } from './use-bottom-overlay.js';
import { useInstallPrompt } from './use-install-prompt.js';
import './install-prompt.css';

/**
 * A card at the bottom of the screen offering to install the shop. It is a labelled region, not a
 * modal: it never takes focus from what the shopper is doing. While it shows, floating controls
 * (the support chat) move up above it.
 */
export function InstallPrompt() {
  const { offer, install, dismiss } = useInstallPrompt();
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  useBottomOverlay(cardRef, offer !== null);
  if (!offer) return null;

  return (
    <section ref={cardRef} className="install-prompt" aria-labelledby={titleId}>
      <div className="install-prompt__text">
        <h2 id={titleId} className="install-prompt__title">
          Install Cumming Organics
        </h2>
        {offer.kind === 'install' ? (
          <p>Add the shop to your device for quick access to oils and spices.</p>
        ) : (
          <p>{offer.steps}</p>
        )}
      </div>
      <div className="install-prompt__actions">
        {offer.kind === 'install' && (
          <Button size="sm" onClick={() => void install()}>
            Install
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={dismiss}>
          Not now
        </Button>
      </div>
    </section>
  );
}
