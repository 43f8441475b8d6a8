import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactQuery from '@tanstack/react-query';
import * as Router from '@shop/ui/router';
import type { SharedSingleton } from '@shop/ui/shared-singletons';
import * as Toast from '@shop/ui/toast';

/**
 * The shell's instances of the shared singletons, which it hands to every remote: in the browser
 * through the federation runtime, on the server to the remotes' server builds, which leave them
 * out. One React renders the page, and every remote reads the shell's router, query client and
 * toast contexts. The type makes this list exactly SHARED_SINGLETONS.
 */
export const sharedModuleInstances: Readonly<Record<SharedSingleton, unknown>> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  '@tanstack/react-query': ReactQuery,
  '@shop/ui/router': Router,
  '@shop/ui/toast': Toast,
};
