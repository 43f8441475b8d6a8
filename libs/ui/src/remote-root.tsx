import type { ReactNode } from 'react';

/**
 * Wraps what a remote renders, tagging it with the remote's name and the build version that remote
 * embedded at build time, so support and end-to-end tests can tell which build is on screen.
 */
export function RemoteRoot({
  name,
  buildVersion,
  children,
}: {
  name: string;
  buildVersion: string;
  children: ReactNode;
}) {
  return (
    <div data-remote={name} data-build={buildVersion}>
      {children}
    </div>
  );
}
