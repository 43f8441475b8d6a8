/** What the server puts in a page's <head> for crawlers and link previews. */
export interface PageHead {
  title: string;
  description: string;
  canonicalUrl: string;
  indexed: boolean;
  /** schema.org JSON-LD, e.g. a Product. */
  structuredData?: Record<string, unknown>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Replaces the shell page's generic <title> and description with the page's own, and adds the
 * canonical link, robots, Open Graph tags and structured data.
 */
export function injectHead(html: string, head: PageHead): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    `<meta name="robots" content="${head.indexed ? 'index,follow' : 'noindex'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}">`,
    ...(head.structuredData ? [`<script type="application/ld+json">${safeJson(head.structuredData)}</script>`] : []),
  ].join('');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${tags}</head>`);
}
