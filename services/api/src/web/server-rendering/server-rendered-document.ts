import { QUERY_STATE_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '@shop/contracts/server-rendering';
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
