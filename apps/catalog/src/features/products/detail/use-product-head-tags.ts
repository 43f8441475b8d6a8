import { useEffect } from 'react';

/** Sets one attribute of a head element (creating the element if needed); returns the undo. */
function setHeadAttribute(selector: string, create: () => HTMLElement, attribute: string, value: string): () => void {
  const existing = document.head.querySelector<HTMLElement>(selector);
  const element = existing ?? create();
  if (!existing) document.head.append(element);
  const previous = element.getAttribute(attribute);
  element.setAttribute(attribute, value);
  return () => {
    if (!existing) element.remove();
    else if (previous === null) element.removeAttribute(attribute);
    else element.setAttribute(attribute, previous);
  };
}

const DESCRIPTION_MAX_CHARACTERS = 160;

export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX_CHARACTERS
    ? flat
    : `${flat.slice(0, DESCRIPTION_MAX_CHARACTERS - 1).trimEnd()}…`;
}

/**
 * The meta description and canonical link of a page rendered on the client; the server injects
 * the same for crawlers, and this keeps them right after in-app navigation. Restored on leaving.
 */
export function useProductHeadTags({ description, canonicalPath }: { description: string; canonicalPath: string }) {
  useEffect(() => {
    const canonicalUrl = new URL(canonicalPath, window.location.origin).href;
    const restoreDescription = setHeadAttribute(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      'content',
      metaDescription(description),
    );
    const restoreCanonical = setHeadAttribute(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      canonicalUrl,
    );
    return () => {
      restoreDescription();
      restoreCanonical();
    };
  }, [description, canonicalPath]);
}
