import { QUERY_STATE_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '@shop/contracts/server-rendering';
import type { Application } from 'express';
import { pageEtag } from '../page-body.js';
import { safeJson } from '../page-head.js';

const EMPTY_ROOT = '<div id="root"></div>';
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
/** Without scripts a rendered page still reads and links; what needs scripts says so. */
const NOSCRIPT_RENDERED =
  '<noscript><p class="shell-noscript">Browsing works without JavaScript; the cart, checkout, sign-in and forms need it.</p></noscript>';

/**
 * The shell's page with the server's HTML in its root element, marked so the browser hydrates it,
 * and the data it was rendered with, so the browser's first render matches without asking again.
 */
export function serverRenderedDocument(template: string, rendered: { html: string; queryState: unknown }): string {
  return template
    .replace(NOSCRIPT, () => NOSCRIPT_RENDERED)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${rendered.html}</div>` +
        `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${safeJson(rendered.queryState)}</script>`,
    );
}

/**
 * What TanStack Query's dehydrate() stamps with the clock of the process that rendered: the browser
 * reads them to know how old the data is, but they are not what the page shows.
 */
const RENDERING_TIMES = new Set(['dehydratedAt', 'dataUpdatedAt', 'errorUpdatedAt']);

/**
 * A rendered page's ETag, from its shell page and what it shows, leaving out the moments its data
 * was fetched. Every process of a cluster renders a catalog page on its own; with an ETag from the
 * bytes, a browser or shared cache revalidating with one process's tag against another process
 * would get the whole page again (200) although nothing on it changed, rather than a 304.
 */
export function renderedPageEtag(
  app: Application,
  template: string,
  rendered: { html: string; queryState: unknown },
): string | undefined {
  const data = JSON.stringify(rendered.queryState, (key, value: unknown) =>
    RENDERING_TIMES.has(key) ? undefined : value,
  );
  return pageEtag(app, `${template}\n${rendered.html}\n${data}`);
}
