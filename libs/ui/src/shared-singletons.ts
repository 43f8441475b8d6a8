/**
 * The modules every app uses as one instance at run time: in the browser through Module
 * Federation, and in the remotes' server builds, which leave them out and take the shell
 * renderer's. Each holds React state or context that must exist once: one React, one router,
 * one query client, one toast region. Pure data, so the
 * build configuration (tools/rspack) reads it too.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@tanstack/react-query',
  '@shop/ui/router',
  '@shop/ui/toast',
] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];
