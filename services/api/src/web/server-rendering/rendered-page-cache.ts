/** A rendered page kept to answer the next visitors with the same bytes (and so the same ETag). */
export interface CachedPage {
  document: string;
  /** Its ETag, from what it shows rather than its bytes (renderedPageEtag): the same in every process. */
  etag: string | undefined;
  /** The builds it was rendered from ("catalog:<version>"), checked before every use. */
  buildVersions: readonly string[];
  /** The catalog's version when rendering started: any product or stock change since drops it. */
  catalogVersion: number;
  renderedAt: number;
}

/**
 * The catalog pages as last rendered, at most `maxEntries` (least recently used first out), each
 * for at most `maxAgeMs`. Callers decide freshness (builds and catalog unchanged) at lookup.
 */
export class RenderedPageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
  ) {}

  async get(key: string, isCurrent: (page: CachedPage) => Promise<boolean>): Promise<CachedPage | undefined> {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (Date.now() - page.renderedAt >= this.maxAgeMs || !(await isCurrent(page))) {
      this.pages.delete(key);
      return undefined;
    }
    // Map keeps insertion order: moving the key to the end makes it the most recently used.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }
}
