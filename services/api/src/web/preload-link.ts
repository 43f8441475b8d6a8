/** A `<link rel="preload">` the server puts in a page, so the browser fetches it at once. */
export interface PreloadLink {
  href: string;
  as: 'script' | 'style' | 'fetch' | 'image';
  /**
   * Must match how the page will request the file, or the browser downloads it twice: fetch() of
   * the API sends credentials ('use-credentials'); the federation runtime's manifest fetch sends
   * them only same-origin ('anonymous'); scripts, styles and images are plain (absent).
   */
  crossOrigin?: 'anonymous' | 'use-credentials';
  fetchPriority?: 'high';
}
