import { createContext, useContext } from 'react';

/**
 * Lets whatever renders inside a remote mount ask for a fresh load: the error boundary's fallback,
 * and the stand-in component the federation fallback plugin returns.
 */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

export function useRemoteRetry(): (() => void) | null {
  return useContext(RemoteRetryContext);
}
