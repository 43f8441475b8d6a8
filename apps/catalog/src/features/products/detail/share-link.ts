export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareTarget {
  title: string;
  url: string;
}

/** The parts of `navigator` sharing uses; optional because many browsers lack one or the other. */
export interface ShareCapabilities {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

/**
 * Native share where the browser has it; otherwise (or when the share sheet fails for a reason
 * other than the shopper closing it) the link goes to the clipboard.
 */
export async function shareLink(target: ShareTarget, capabilities: ShareCapabilities): Promise<ShareOutcome> {
  if (typeof capabilities.share === 'function') {
    try {
      await capabilities.share({ title: target.title, url: target.url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (typeof capabilities.clipboard?.writeText !== 'function') return 'failed';
  try {
    await capabilities.clipboard.writeText(target.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
