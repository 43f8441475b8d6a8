import type { PreloadLink } from './preload-link.js';

/** What the server puts in a page's <head> for crawlers and link previews, and to load faster. */
export interface PageHead {
  title: string;
  description: string;
  /** Built from the route table, never from the requested path; absent for a page that does not exist. */
  canonicalUrl?: string;
  indexed: boolean;
  /** schema.org JSON-LD, e.g. a Product. */
  structuredData?: Record<string, unknown>;
  /** Files the page will need (its remote's modules, its data, its main image). */
  preloads?: readonly PreloadLink[];
  /** Stylesheets the server-rendered HTML needs at first paint (the remotes' styles in it). */
  stylesheets?: readonly string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the tag. */
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function preloadTag({ href, as, crossOrigin, fetchPriority }: PreloadLink): string {
  return (
    `<link rel="preload" href="${escapeHtml(href)}" as="${as}"` +
    (crossOrigin ? ` crossorigin="${crossOrigin}"` : '') +
    (fetchPriority ? ` fetchpriority="${fetchPriority}"` : '') +
    '>'
  );
}

/**
 * Replaces the shell page's generic <title> and description with the page's own, and adds the
 * canonical link, robots, Open Graph tags, structured data and preload links. Every replacement is
 * a function: a replacement *string* would expand `$'`, `$&` or `$1` found in the inserted text.
 */
export function injectHead(html: string, head: PageHead): string {
  const canonical = head.canonicalUrl;
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}">`] : []),
    `<meta name="robots" content="${head.indexed ? 'index,follow' : 'noindex'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    ...(canonical ? [`<meta property="og:url" content="${escapeHtml(canonical)}">`] : []),
    ...(head.structuredData ? [`<script type="application/ld+json">${safeJson(head.structuredData)}</script>`] : []),
    ...(head.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(head.preloads ?? []).map(preloadTag),
  ].join('');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => '')
    .replace('</head>', () => `${tags}</head>`);
}
