import { Button } from '@shop/ui/button';
import { useRemoteRetry } from './remote-retry-context.js';

/** The small fallback shown where a remote could not be loaded; the rest of the page keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry: (() => void) | null }) {
  return (
    <div className="shell-remote-unavailable" role="alert">
      <h2 className="shell-remote-unavailable__title">This part of the shop is temporarily unavailable.</h2>
      <p className="ui-muted">Please try again in a moment.</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/** What the federation fallback plugin hands back instead of a module that failed to load. */
export function RemoteUnavailableModule() {
  return <RemoteUnavailable onRetry={useRemoteRetry()} />;
}
