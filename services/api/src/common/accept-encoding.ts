import { CONTENT_CODINGS, type ContentCoding } from './serialised-json.js';

/** Quality values of an Accept-Encoding header, by coding ("*" included), lower-cased. */
function qualities(header: string): Map<string, number> {
  const byCoding = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (coding && Number.isFinite(quality))
      byCoding.set(coding, Math.min(Math.max(quality, byCoding.get(coding) ?? 0), 1));
  }
  return byCoding;
}

/**
 * The coding to send for this Accept-Encoding: the client's highest quality among those kept,
 * ties going br, gzip, deflate, then none: the order the compression middleware prefers (Express's
 * own `acceptsEncodings` would follow the header's order, and pick gzip from Chrome's
 * "gzip, deflate, br, zstd"). No header, or nothing acceptable: no coding, as the middleware does.
 */
export function preferredCoding(header: string | undefined): ContentCoding {
  if (header === undefined) return 'identity';
  const byCoding = qualities(header);
  // Unnamed, no coding ranks with the least wanted named one (as the `negotiator` package has it).
  const identity = byCoding.get('identity') ?? byCoding.get('*') ?? Math.min(1, ...byCoding.values());
  let chosen: ContentCoding = 'identity';
  let best = 0;
  for (const coding of CONTENT_CODINGS) {
    const quality = coding === 'identity' ? identity : (byCoding.get(coding) ?? byCoding.get('*') ?? 0);
    if (quality > best) {
      chosen = coding;
      best = quality;
    }
  }
  return chosen;
}
