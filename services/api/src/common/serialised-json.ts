import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';

/** The content codings a kept body is sent in, `identity` being none; in the order preferred when a client wants several equally. */
export const CONTENT_CODINGS = ['br', 'gzip', 'deflate', 'identity'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/**
 * A JSON answer serialised once and sent many times: its bytes, a strong ETag derived from them,
 * and each compressed form made the first time a client asks for it (then kept, so a popular body
 * is compressed once, not once per request as the compression middleware would).
 */
export class SerialisedJson {
  readonly body: Buffer;
  /** Base of the ETags: the same bytes always give the same tag, on any process. */
  private readonly hash: string;
  private readonly encodings = new Map<Exclude<ContentCoding, 'identity'>, Buffer>();

  constructor(value: unknown) {
    this.body = Buffer.from(JSON.stringify(value), 'utf8');
    this.hash = createHash('sha256').update(this.body).digest('base64url').slice(0, 27);
  }

  /** Whether both hold the same bytes. */
  sameAs(other: SerialisedJson | undefined): boolean {
    return other?.hash === this.hash;
  }

  /**
   * A strong ETag per coding: a gzip body and the plain one are different bytes, and a strong tag
   * promises byte-identical content.
   */
  etag(coding: ContentCoding): string {
    return coding === 'identity' ? `"${this.hash}"` : `"${this.hash}-${coding}"`;
  }

  /** Whether `tag` (as a client sends it back, possibly weakened by a proxy: W/"…") names this content in any coding. */
  isTaggedBy(tag: string): boolean {
    const opaque = tag.startsWith('W/') ? tag.slice(2) : tag;
    return CONTENT_CODINGS.some((coding) => opaque === this.etag(coding));
  }

  encoded(coding: ContentCoding): Buffer {
    if (coding === 'identity') return this.body;
    let bytes = this.encodings.get(coding);
    if (!bytes) {
      bytes = compress(this.body, coding);
      this.encodings.set(coding, bytes);
    }
    return bytes;
  }
}

/** Highest settings: the cost is paid once per content, the saving on every response. */
function compress(body: Buffer, coding: Exclude<ContentCoding, 'identity'>): Buffer {
  switch (coding) {
    case 'br':
      return brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
    case 'gzip':
      return gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    case 'deflate':
      return deflateSync(body, { level: constants.Z_BEST_COMPRESSION });
  }
}
