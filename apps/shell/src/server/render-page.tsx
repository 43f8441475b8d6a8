import type { ReactNode } from 'react';
import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import type { RemoteName } from '@shop/contracts/remotes';
import { isServerFetchedQuery } from '@shop/contracts/server-rendering';
import { createQueryClient } from '@shop/ui/query-client';
import { StaticRouter } from '@shop/ui/static-router';
import { ShopApp } from '../app/shop-app.js';
import { asComponentModule, remoteModuleId } from '../remotes/component-module.js';
import { optionalModuleLoader } from '../remotes/optional-remote-components.js';
import { createRemoteComponentCache, type RemoteModuleLoader } from '../remotes/remote-component-cache.js';
import { RemoteComponentsContext, type RemoteComponentSources } from '../remotes/remote-components-context.js';
import { renderToHtml } from './render-to-html.js';

/** What the remotes' server builds take from the shell instead of bundling their own. */
export { sharedModuleInstances as sharedModules } from '../remotes/shared-module-instances.js';

export interface RenderPageOptions {
  /** The requested path and query string. */
  url: string;
  /** A remote's exposed module from that remote's server build (found by the server). */
  loadRemoteModule: (remote: RemoteName, exposedModule: string) => Promise<unknown>;
  timeoutMs: number;
  onRenderError: (error: unknown) => void;
}

export interface RenderedPage {
  /** The markup inside the page's root element. */
  html: string;
  /** The public data the page was rendered with, for the browser's query client. */
  queryState: DehydratedState;
}

/** Data can lead to more data (a product, then its category's products): at most this many rounds. */
const MAX_RENDER_PASSES = 3;

/**
 * Renders a page of the shop. Each pass renders with what is known; the public queries the page
 * asked for and nobody has fetched yet are then fetched with the remote's own query functions (the
 * same keys and parsing as in the browser) and the page is rendered again. Failed fetches are left
 * out of the data: the browser tries them itself, as it would without server rendering.
 */
export async function renderPage({
  url,
  loadRemoteModule,
  timeoutMs,
  onRenderError,
}: RenderPageOptions): Promise<RenderedPage> {
  const load: RemoteModuleLoader = async (remote, exposedModule) =>
    asComponentModule(await loadRemoteModule(remote, exposedModule), remoteModuleId(remote, exposedModule));
  const remotes: RemoteComponentSources = {
    pages: createRemoteComponentCache(load),
    optional: createRemoteComponentCache(optionalModuleLoader(load)),
  };
  const router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const fetched = new Set<string>();
  let state: DehydratedState | undefined;

  for (let pass = 1; ; pass += 1) {
    const queryClient = createQueryClient();
    if (state) hydrate(queryClient, state);
    const html = await renderToHtml(
      <RemoteComponentsContext.Provider value={remotes}>
        <ShopApp queryClient={queryClient} router={router} />
      </RemoteComponentsContext.Provider>,
      { timeoutMs, onRenderError },
    );
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && isServerFetchedQuery(query.queryKey))
      .filter((query) => !fetched.has(query.queryHash));
    if (wanted.length === 0 || pass === MAX_RENDER_PASSES) return { html, queryState: dehydrate(queryClient) };
    await Promise.all(
      wanted.map((query) => {
        fetched.add(query.queryHash);
        return query.fetch().catch(() => undefined);
      }),
    );
    state = dehydrate(queryClient);
  }
}
